export {
  allowedImageSizes,
  formatImageSize,
  imageSizes,
  isAllowedImageSize,
  parseImageSize,
} from './image-size.ts'
export type { ImageSize, ImageSizeName } from './image-size.ts'
export {
  IMAGE_SIZE_PLACEHOLDER,
  densitySrcSet,
  imageUrl,
  isImageTemplate,
  srcSet,
} from './url-template.ts'
export {
  MEDIA_SEED_MAX,
  formatMediaKey,
  generatedMediaKinds,
  mediaImageTemplate,
  parseMediaKey,
  siteImageKeys,
} from './media-key.ts'
export type { GeneratedMediaKind, MediaKey } from './media-key.ts'
