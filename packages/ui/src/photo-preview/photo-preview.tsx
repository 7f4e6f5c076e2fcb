import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import { useState } from 'react'
import { warmOn } from '../lazy/lazy-with-preload.ts'
import type { ViewerProps } from '../viewer/viewer.tsx'
import { preloadViewer, Viewer } from '../viewer/viewer.tsx'
import type { GalleryImage } from './media-url.ts'
import { densitySrcSet, imageUrl, readGalleryImage } from './media-url.ts'
import './photo-preview.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

/** §2: up to 3 images. */
export const PHOTO_PREVIEW_LIMIT = 3

/** §9 photo preview 185x122 (370x244); mobile 150x95 (300x190) up to 576 px. */
export const photoPreviewSizes = {
  desktop: { width: 185, height: 122 },
  desktop2x: { width: 370, height: 244 },
  mobile: { width: 150, height: 95 },
  mobile2x: { width: 300, height: 190 },
} as const

/** Below the sm breakpoint (576 px) the mobile size applies. */
const MOBILE_MEDIA = '(max-width: 575.98px)'

/** How many tiles show and how many photos the '+N more photos' overlay counts. */
export function photoPreviewCounts(total: number, limit = PHOTO_PREVIEW_LIMIT) {
  const shown = Math.min(Math.max(total, 0), limit)
  return { shown, more: Math.max(total - shown, 0) }
}

export type ViewerLabels = Partial<
  Pick<ViewerProps, 'title' | 'closeLabel' | 'previousLabel' | 'nextLabel' | 'formatCounter'>
>

export type PhotoPreviewProps = {
  images: readonly GalleryImage[]
  /** Alt text for images that came without one (§3 gallery image as a plain URL). */
  photoAlt?: (position: number, total: number) => string
  /** §2 '+N more photos'. */
  morePhotosLabel?: (count: number) => string
  viewerLabels?: ViewerLabels
  className?: string
}

/**
 * §2 photo preview: up to 3 photos, the last one covered by '+N more photos' when there are more;
 * each opens the fullscreen viewer at that photo.
 */
export function PhotoPreview({
  images,
  photoAlt = (position, total) => `Photo ${String(position)} of ${String(total)}`,
  morePhotosLabel = (count) => english('photoPreview.morePhotos', { count }),
  viewerLabels = {},
  className,
}: PhotoPreviewProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const warmViewer = warmOn(preloadViewer)
  const gallery = images.map((image, index) =>
    readGalleryImage(image, photoAlt(index + 1, images.length)),
  )
  const { shown, more } = photoPreviewCounts(gallery.length)
  if (shown === 0) return null

  return (
    <>
      <ul className={['tm-photo-preview', className].filter(Boolean).join(' ')}>
        {gallery.slice(0, shown).map((image, index) => (
          <li key={`${String(index)}:${image.url}`} className="tm-photo-preview__item">
            <button
              type="button"
              className="tm-photo-preview__tile"
              onClick={() => setOpenIndex(index)}
              {...warmViewer}
            >
              <picture>
                <source
                  media={MOBILE_MEDIA}
                  srcSet={densitySrcSet(
                    image.url,
                    photoPreviewSizes.mobile,
                    photoPreviewSizes.mobile2x,
                  )}
                  width={photoPreviewSizes.mobile.width}
                  height={photoPreviewSizes.mobile.height}
                />
                <img
                  className="tm-photo-preview__image"
                  src={imageUrl(image.url, photoPreviewSizes.desktop)}
                  srcSet={densitySrcSet(
                    image.url,
                    photoPreviewSizes.desktop,
                    photoPreviewSizes.desktop2x,
                  )}
                  width={photoPreviewSizes.desktop.width}
                  height={photoPreviewSizes.desktop.height}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              {index === shown - 1 && more > 0 && (
                <span className="tm-photo-preview__more">{morePhotosLabel(more)}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Viewer
        images={gallery}
        open={openIndex !== null}
        onOpenChange={(open) => {
          if (!open) setOpenIndex(null)
        }}
        index={openIndex ?? 0}
        onIndexChange={setOpenIndex}
        {...viewerLabels}
      />
    </>
  )
}
