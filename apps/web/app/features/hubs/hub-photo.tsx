import type { MediaItem } from '@tourmarket/contracts'
import { imageSizes, imageUrl, srcSet } from '@tourmarket/domain/media'

const PHOTO_SIZES = [imageSizes.tourCard, imageSizes.tourCardMedium]

/**
 * A hub tile's photo, decorative (the tile's name says what it is), or an empty frame of the same
 * size when the place or collection has none.
 */
export function HubPhoto({
  className,
  image,
  sizes,
}: {
  className: string
  image: MediaItem | null
  sizes: string
}) {
  if (image === null) return <span className={className} />
  return (
    <img
      className={className}
      src={imageUrl(image.image, imageSizes.tourCard)}
      srcSet={srcSet(image.image, PHOTO_SIZES)}
      sizes={sizes}
      width={imageSizes.tourCard.width}
      height={imageSizes.tourCard.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  )
}
