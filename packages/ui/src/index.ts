// The UI kit's public surface (§2 global widgets, §9 kit constants). Design tokens are a separate
// entry: import '@tourmarket/ui/tokens.css' once at the app root.
export { BUTTON_VARIANTS, Button } from './button/button.tsx'
export type { ButtonProps, ButtonVariant } from './button/button.tsx'
export { Calendar } from './calendar/calendar.tsx'
export { CalendarPopover } from './calendar/calendar-popover.tsx'
export type { CalendarPopoverProps } from './calendar/calendar-popover.tsx'
export type {
  CalendarProps,
  CalendarRules,
  RangeCalendarProps,
  SingleCalendarProps,
} from './calendar/calendar.tsx'
export {
  Checkbox,
  ConsentCheckbox,
  DEFAULT_PRIVACY_URL,
  DEFAULT_TERMS_URL,
} from './checkbox/checkbox.tsx'
export type { CheckboxProps, ConsentCheckboxProps } from './checkbox/checkbox.tsx'
export {
  CITY_SEARCH_DEBOUNCE_MS,
  CityAutocomplete,
} from './city-autocomplete/city-autocomplete.tsx'
export type {
  CityAutocompleteProps,
  CityChoice,
  CitySearch,
  CitySuggestion,
  NewCity,
} from './city-autocomplete/city-autocomplete.tsx'
export { CodeInput } from './code-input/code-input.tsx'
export type { CodeInputProps } from './code-input/code-input.tsx'
export { Counter } from './counter/counter.tsx'
export type { CounterProps } from './counter/counter.tsx'
export { useForm } from './form/use-form.ts'
export {
  readTextValue,
  useValueFromBeforeHydration,
  VALUE_BEFORE_HYDRATION_ATTRIBUTE,
} from './form/use-value-from-before-hydration.ts'
export type {
  CheckboxRegistration,
  FieldRegistration,
  FormController,
  FormRules,
  RegisterOptions,
  UseFormOptions,
} from './form/use-form.ts'
export { NumberInput } from './number-input/number-input.tsx'
export type { NumberInputProps } from './number-input/number-input.tsx'
export { DEFAULT_FLAG_BASE_URL, PhoneInput } from './phone-input/phone-input.tsx'
export type { PhoneInputDetails, PhoneInputProps } from './phone-input/phone-input.tsx'
export { SLIDER_DEFAULTS, Slider } from './slider/slider.tsx'
export type { SliderProps } from './slider/slider.tsx'
export { TEXTAREA_ROWS, TextField, Textarea } from './text-field/text-field.tsx'
export type { TextFieldProps, TextareaProps } from './text-field/text-field.tsx'
export { Avatar, AVATAR_SIZE, avatarColorIndex, avatarInitials } from './avatar/avatar.tsx'
export type { AvatarProps } from './avatar/avatar.tsx'
export { Breadcrumbs } from './breadcrumbs/breadcrumbs.tsx'
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs.tsx'
export type { LinkRenderProps, RenderLink } from './breadcrumbs/render-link.tsx'
// The carousel only lazily: Swiper (~27 KB gzip) loads when a row nears the viewport (decision 0011).
export { carouselParams } from './carousel/carousel-params.ts'
export type { CarouselProps } from './carousel/carousel.tsx'
export {
  CAROUSEL_LOAD_MARGIN,
  firstVisibleSlide,
  LazyCarousel,
  preloadCarousel,
} from './carousel/lazy-carousel.tsx'
export type { SlideBox } from './carousel/lazy-carousel.tsx'
export { Collapse, COLLAPSE_DURATION_MS, nextCollapseState } from './collapse/collapse.tsx'
export type { CollapseEvent, CollapseProps, CollapseState } from './collapse/collapse.tsx'
export { ConfirmDialog, useConfirmDialog } from './confirm-dialog/confirm-dialog.tsx'
export type { ConfirmDialogProps, ConfirmOptions } from './confirm-dialog/confirm-dialog.tsx'
export { Drawer, DRAWER_WIDTH } from './drawer/drawer.tsx'
export type { DrawerProps, DrawerSide } from './drawer/drawer.tsx'
export {
  Dropdown,
  DROPDOWN_ARROW_PADDING,
  DROPDOWN_CLOSE_DELAY_MS,
  DROPDOWN_CLOSE_THROTTLE_MS,
  DROPDOWN_OFFSET,
  DROPDOWN_VIEWPORT_PADDING,
} from './dropdown/dropdown.tsx'
export type { DropdownProps } from './dropdown/dropdown.tsx'
export {
  LOADING_BAR_ESTIMATE_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  loadingBarReducer,
} from './loading-bar/loading-bar.tsx'
export type { LoadingBarPhase, LoadingBarProps } from './loading-bar/loading-bar.tsx'
export { formatCoordinates, MapPlaceholder } from './map-placeholder/map-placeholder.tsx'
export type { MapPlaceholderProps } from './map-placeholder/map-placeholder.tsx'
export { KIT_MODAL_WIDTH, Modal, MODAL_SHAKE_MS } from './modal/modal.tsx'
export type { ModalProps } from './modal/modal.tsx'
export { Pagination } from './pagination/pagination.tsx'
export type { PaginationProps } from './pagination/pagination.tsx'
export { HeroGallery } from './hero-gallery/hero-gallery.tsx'
export type { HeroGalleryProps } from './hero-gallery/hero-gallery.tsx'
export type { GalleryImage } from './photo-preview/media-url.ts'
export {
  PHOTO_PREVIEW_LIMIT,
  PhotoPreview,
  photoPreviewCounts,
  photoPreviewSizes,
} from './photo-preview/photo-preview.tsx'
export type { PhotoPreviewProps, ViewerLabels } from './photo-preview/photo-preview.tsx'
export {
  defaultRatingLabels,
  formatRatingValue,
  RATING_MAX,
  RatingDisplay,
  RatingInput,
} from './rating/rating.tsx'
export type { RatingDisplayProps, RatingInputProps } from './rating/rating.tsx'
export {
  SCROLL_BUTTON_OFFSET,
  SCROLL_BUTTON_THROTTLE_MS,
  scrollButtonReducer,
  scrollButtonView,
  ScrollTopButton,
} from './scroll-top-button/scroll-top-button.tsx'
export type { ScrollTopButtonProps } from './scroll-top-button/scroll-top-button.tsx'
export { Select, SELECT_OFFSET } from './select/select.tsx'
export type { SelectProps } from './select/select.tsx'
export { groupSelectItems } from './select/select-items.ts'
export type { SelectGroup, SelectItem, SelectItemKeys, SelectValue } from './select/select-items.ts'
export { isSheetVisible, Sheet, SHEET_THROTTLE_MS, useSheetVisibility } from './sheet/sheet.tsx'
export type { SheetProps, SheetVisibilityTrigger } from './sheet/sheet.tsx'
export { Stories, storyPosterSizes } from './stories/stories.tsx'
export type { StoriesProps, Story } from './stories/stories.tsx'
export { TILE_GALLERY_LIMIT, TileGallery, tileGallerySizes } from './tile-gallery/tile-gallery.tsx'
export type { TileGalleryProps } from './tile-gallery/tile-gallery.tsx'
export { TOAST_CLOSE_DELAY_MS, ToastProvider, useToast } from './toast/toast.tsx'
export type { ToastAction, ToastApi, ToastOptions, ToastProviderProps } from './toast/toast.tsx'
export {
  shouldTruncate,
  Truncate,
  TRUNCATE_HEIGHT,
  TRUNCATE_THRESHOLD,
} from './truncate/truncate.tsx'
export type { TruncateProps } from './truncate/truncate.tsx'
export {
  decideSwipe,
  isDoubleTap,
  VIEWER_DOUBLE_TAP_MS,
  VIEWER_SWIPE_DISTANCE,
  VIEWER_ZOOM,
} from './viewer/gestures.ts'
export type { SwipeDecision } from './viewer/gestures.ts'
export { Viewer, VIEWER_IMAGE_SIZE } from './viewer/viewer.tsx'
export type { ViewerImage, ViewerProps } from './viewer/viewer.tsx'
export { VisuallyHidden } from './visually-hidden/visually-hidden.tsx'
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden.tsx'
