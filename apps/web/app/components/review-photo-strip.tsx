import type { MediaItem } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import './review-photo-strip.css'

/**
 * A review's photos under its text (tour and organizer pages): §9 photo previews, each opening
 * the §9 viewer size.
 */
export function ReviewPhotoStrip({ photos }: { photos: readonly MediaItem[] }) {
  if (photos.length === 0) return null
  return (
    <ul className="review-photo-strip">
      {photos.map((photo, index) => (
        <li key={`${photo.image}-${String(index)}`}>
          <a href={imageUrl(photo.image, imageSizes.viewer)} target="_blank" rel="noreferrer">
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
  )
}
