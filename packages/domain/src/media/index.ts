export {
  allowedImageSizes,
  formatImageSize,
  imageSizes,
  isAllowedImageSize,
  parseImageSize,
} from './image-size.ts'
export type { ImageSize } from './image-size.ts'
export { imageUrl, srcSet } from './url-template.ts'
export { mediaImageTemplate, parseMediaKey, siteImageKeys } from './media-key.ts'
export type { GeneratedMediaKind, MediaKey } from './media-key.ts'
