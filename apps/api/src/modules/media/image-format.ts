/** The encodings the media endpoint serves, best first: the first the client accepts wins. */
export const imageFormats = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof imageFormats)[number]

export const imageContentTypes: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** Media types the Accept header gives a quality above zero, lower-cased. */
function acceptedTypes(accept: string): Set<string> {
  const accepted = new Set<string>()
  for (const entry of accept.split(',')) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(type)
  }
  return accepted
}

/**
 * AVIF when the client names it in Accept, else WebP when named, else JPEG, which every client
 * shows (so JPEG is served even to an Accept that lists neither: a 406 helps no image tag).
 * Wildcards do not count: browsers that decode AVIF or WebP say so by name.
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  const accepted = acceptedTypes(accept ?? '')
  if (accepted.has(imageContentTypes.avif)) return 'avif'
  if (accepted.has(imageContentTypes.webp)) return 'webp'
  return 'jpeg'
}
