import type { MediaItem } from '@tourmarket/contracts'

/**
 * The photos the organizer page's tile gallery shows: the covers and photos of the tours on
 * this page, then the photos tourists attached to the reviews on this page — each image once,
 * in that order (the organizer's own pictures lead, tourists' follow).
 */
export function organizerPhotos(
  tours: readonly { cover: MediaItem; photos: readonly MediaItem[] }[],
  reviews: readonly { images: readonly MediaItem[] }[],
): { url: string; alt: string }[] {
  const seen = new Set<string>()
  const photos: { url: string; alt: string }[] = []
  const add = (item: MediaItem) => {
    if (item.image === '' || seen.has(item.image)) return
    seen.add(item.image)
    photos.push({ url: item.image, alt: item.alt })
  }
  for (const tour of tours) [tour.cover, ...tour.photos].forEach(add)
  for (const review of reviews) review.images.forEach(add)
  return photos
}
