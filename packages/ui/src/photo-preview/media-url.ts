/*
 * §3 media images are URL templates with a `{size}` placeholder ('/media/landscape-12/{size}').
 * packages/domain/src/media has the same helpers but its package entry does not export them
 * yet; once it does, these give way to `imageUrl` and `densitySrcSet` from @tourmarket/domain.
 */

export type ImageSize = { readonly width: number; readonly height: number }

const SIZE_PLACEHOLDER = '{size}'

/** One size of an image template; a plain URL (no placeholder) is a fixed image, returned as is. */
export function imageUrl(template: string, size: ImageSize): string {
  return template.replaceAll(SIZE_PLACEHOLDER, `${String(size.width)}x${String(size.height)}`)
}

/** `url 1x, url 2x` for a slot of fixed size; a fixed image yields its one URL. */
export function densitySrcSet(template: string, size: ImageSize, size2x: ImageSize): string {
  if (!template.includes(SIZE_PLACEHOLDER)) return template
  return `${imageUrl(template, size)} 1x, ${imageUrl(template, size2x)} 2x`
}

/** §3 gallery image: a URL string, or an object with url and alt. */
export type GalleryImage = string | { readonly url: string; readonly alt?: string }

/** A gallery image with its alt text settled; `fallbackAlt` names images that came without one. */
export function readGalleryImage(
  image: GalleryImage,
  fallbackAlt: string,
): { url: string; alt: string } {
  if (typeof image === 'string') return { url: image, alt: fallbackAlt }
  const alt = image.alt?.trim()
  return { url: image.url, alt: alt === undefined || alt === '' ? fallbackAlt : alt }
}
