import sharp from 'sharp'

/** The longest side a stored image keeps; /media resizes from it to every size it serves. */
export const STORED_IMAGE_MAX_SIDE = 4096

/**
 * The most pixels an upload may decode to: a 48-megapixel phone photo fits. A decompression bomb
 * (a small file declaring a huge canvas) is refused from its header, before any pixel is
 * allocated, and sharp enforces the same bound while decoding.
 */
export const IMAGE_MAX_INPUT_PIXELS = 8192 * 8192

export type ImageCheck = 'readable' | 'unreadable' | 'too_many_pixels'

/** Reads only the header of the image file: whether sharp can open it and its canvas is within bounds. */
export async function checkImage(path: string): Promise<ImageCheck> {
  try {
    // Only the header is read, so no bound is needed here: the canvas is measured against ours.
    const { width, height, pageHeight } = await sharp(path, { limitInputPixels: false }).metadata()
    // An animated image reports every frame stacked; only the first is decoded.
    const pixels = width * (pageHeight ?? height)
    return pixels > IMAGE_MAX_INPUT_PIXELS ? 'too_many_pixels' : 'readable'
  } catch {
    return 'unreadable'
  }
}

/**
 * Re-encodes an image file: turned upright by its EXIF orientation, every metadata block (EXIF with
 * GPS, XMP, IPTC, comments, the profile) left behind, at most STORED_IMAGE_MAX_SIDE a side, and
 * only the first frame of an animation. JPEG and PNG keep their format (photos stay lossy,
 * screenshots sharp); the others become WebP, which every size /media serves is made from.
 */
export async function reencodeImage(path: string, contentType: string): Promise<Buffer> {
  const image = sharp(path, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).rotate().resize({
    width: STORED_IMAGE_MAX_SIDE,
    height: STORED_IMAGE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  })
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 }).toBuffer()
    case 'image/png':
      return image.png().toBuffer()
    default:
      return image.webp({ quality: 90 }).toBuffer()
  }
}
