import type { ImageSize } from './image-size.ts'
import { formatImageSize } from './image-size.ts'

/** §3 media item: the image is a URL template; this placeholder stands for the size. */
export const IMAGE_SIZE_PLACEHOLDER = '{size}'

/**
 * The URL of one size of a §3 image template: every `{size}` becomes `WIDTHxHEIGHT`. A plain URL
 * without the placeholder (§3 gallery image: a url string) is a fixed image and comes back as is.
 */
export function imageUrl(template: string, size: ImageSize): string {
  return template.replaceAll(IMAGE_SIZE_PLACEHOLDER, formatImageSize(size))
}

/** Whether the URL is a template with a size placeholder rather than one fixed image. */
export function isImageTemplate(url: string): boolean {
  return url.includes(IMAGE_SIZE_PLACEHOLDER)
}

/**
 * An `srcset` with width descriptors (`url 400w, url 800w`), for images whose layout width varies;
 * pair it with a `sizes` attribute. A fixed image yields its one URL.
 */
export function srcSet(template: string, sizes: readonly ImageSize[]): string {
  if (!isImageTemplate(template)) return template
  return sizes.map((size) => `${imageUrl(template, size)} ${String(size.width)}w`).join(', ')
}

/**
 * An `srcset` with density descriptors (`url 1x, url 2x`), for a slot of fixed size such as §9's
 * tile gallery 250x300 with 500x600 at 2x. A fixed image yields its one URL.
 */
export function densitySrcSet(template: string, size: ImageSize, size2x: ImageSize): string {
  if (!isImageTemplate(template)) return template
  return `${imageUrl(template, size)} 1x, ${imageUrl(template, size2x)} 2x`
}
