import type { MediaItem } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { Viewer } from '@tourmarket/ui'
import { useState, type MouseEvent } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import './review-photo-strip.css'

/**
 * A review's photos under its text (tour and organizer pages): §9 photo previews, each a link to
 * the §9 viewer size, which the script opens in the viewer instead (issue 42), paging through
 * the review's photos.
 */
export function ReviewPhotoStrip({
  photos,
  viewerTitle,
  photoAlt,
}: {
  photos: readonly MediaItem[]
  /** The viewer's accessible name; the photo's own description without it. */
  viewerTitle?: string
  /** The viewer's 'n / total' counter. */
  photoAlt?: (position: number, total: number) => string
}) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  if (photos.length === 0) return null
  const openAt = (at: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window keeps the link's own way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setIndex(at)
    setOpen(true)
  }
  return (
    <>
      <ul className="review-photo-strip">
        {photos.map((photo, position) => (
          <li key={`${photo.image}-${String(position)}`}>
            <a
              href={imageUrl(photo.image, imageSizes.viewer)}
              target="_blank"
              rel="noreferrer"
              onClick={openAt(position)}
            >
              <img
                src={imageUrl(photo.image, imageSizes.thumbnail)}
                srcSet={`${imageUrl(photo.image, imageSizes.photoPreview)} 2x`}
                alt={photo.alt}
                width={imageSizes.thumbnail.width}
                height={imageSizes.thumbnail.height}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
      <Viewer
        images={photos.map((photo) => ({ url: photo.image, alt: photo.alt }))}
        open={open}
        onOpenChange={setOpen}
        index={index}
        onIndexChange={setIndex}
        title={viewerTitle ?? photos[index]?.alt ?? ''}
        closeLabel={t('common.close')}
        previousLabel={t('common.previous')}
        nextLabel={t('common.next')}
        {...(photoAlt === undefined ? {} : { formatCounter: photoAlt })}
      />
    </>
  )
}
