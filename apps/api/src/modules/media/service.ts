import { createHash } from 'node:crypto'
import { join } from 'node:path'
import {
  allowedImageSizes,
  formatImageSize,
  isAllowedImageSize,
  parseImageSize,
  parseMediaKey,
} from '@tourmarket/domain/media'
import type { ImageSize } from '@tourmarket/domain/media'
import sharp from 'sharp'
import { AppError } from '../../errors.ts'
import {
  createInFlight,
  readIfExists,
  writeFileAtomically,
} from '../../platform/media-cache/disk-cache.ts'
import type { DiskCacheBudget } from '../../platform/media-cache/disk-cache.ts'
import type { ImageFormat } from './image-format.ts'
import { imageContentTypes } from './image-format.ts'
import type { MediaSource } from './media-source.ts'
import { createRenderLimit } from '../../platform/media-cache/render-limit.ts'
import { originalFrom } from './media-source.ts'

export type MediaImage = {
  readonly body: Buffer
  readonly contentType: string
  /** A strong validator: the quoted hash of the bytes. */
  readonly etag: string
}

export type MediaService = {
  /** One size of one image in one format; throws a 404 AppError for an unknown key or size. */
  image(key: string, size: string, format: ImageFormat): Promise<MediaImage>
}

function mediaNotFound(): AppError {
  return new AppError({ code: 'media_not_found', message: 'Image not found.' })
}

function sizeNotAllowed(): AppError {
  return new AppError({
    code: 'image_size_not_allowed',
    message: `Unknown image size. Allowed sizes: ${allowedImageSizes.join(', ')}.`,
  })
}

/** Resizes to cover the size exactly (height 0: keep the aspect ratio), in the given format. */
async function resize(original: Buffer, size: ImageSize, format: ImageFormat): Promise<Buffer> {
  // rotate() applies an upload's EXIF orientation; metadata (camera, GPS) is not copied over.
  const image = sharp(original)
    .rotate()
    .resize({
      width: size.width,
      ...(size.height === 0 ? {} : { height: size.height }),
      fit: 'cover',
    })
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer()
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  }
}

function present(body: Buffer, format: ImageFormat): MediaImage {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32)
  return { body, contentType: imageContentTypes[format], etag: `"${hash}"` }
}

/**
 * Serves the sizes of §9 (and the storefront's) from original images. Each result is written to
 * `{cacheDir}/{key}/{size}.{format}` and read from there afterwards, within the cache's budget;
 * identical requests arriving together share one render.
 */
export function createMediaService(options: {
  cacheDir: string
  /** Keeps the cache folder bounded; without one, every file stays. */
  cacheBudget: DiskCacheBudget
  sources: readonly MediaSource[]
  /**
   * Whether a key may be rendered: only keys something shows (the catalogue's references, ready
   * uploaded images), so a made-up seed costs a query, not a render and a file kept for ever, and
   * an upload is served only once its re-encoded image is ready.
   */
  isReferenced: (key: string) => Promise<boolean>
  /**
   * Whether staff hid the image (issue 43 item 3): asked before the disk cache, so a hidden image
   * is refused (410) from then on even though its sizes stay on disk until restored.
   */
  isHidden?: (key: string) => Promise<boolean>
}): MediaService {
  const once = createInFlight<Buffer>()
  // Two cores: two renders at a time leave the catalogue room; a short queue absorbs a page's burst.
  const rendering = createRenderLimit({ concurrency: 2, queue: 24 })
  return {
    async image(keyText, sizeText, format) {
      const key = parseMediaKey(keyText)
      if (key === null) throw mediaNotFound()
      const size = parseImageSize(sizeText)
      if (size === null || !isAllowedImageSize(size)) throw sizeNotAllowed()
      if (options.isHidden !== undefined && (await options.isHidden(keyText))) {
        throw new AppError({ code: 'media_hidden', message: 'This image was removed.' })
      }
      // Built from the parsed key and size, so the path holds only canonical, safe names.
      const path = join(options.cacheDir, keyText, `${formatImageSize(size)}.${format}`)
      const body = await once(path, async () => {
        const cached = await readIfExists(path)
        if (cached !== null) {
          options.cacheBudget.used(path)
          return cached
        }
        if (!(await options.isReferenced(keyText))) throw mediaNotFound()
        return rendering(async () => {
          const original = await originalFrom(options.sources, key, size)
          if (original === null) throw mediaNotFound()
          const resized = await resize(original, size, format)
          await writeFileAtomically(path, resized)
          await options.cacheBudget.stored(path, resized.length)
          return resized
        })
      })
      return present(body, format)
    },
  }
}
