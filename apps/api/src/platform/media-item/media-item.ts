import type { MediaItem } from '@tourmarket/contracts'

/** §3 media item for a stored image key: the URL template the media module serves, e.g. `/media/landscape-7/{size}`. */
export function mediaItemFor(imageKey: string, alt: string): MediaItem {
  return { image: `/media/${imageKey}/{size}`, alt, video_url: null }
}

/** The same, for the optional images of places and groups. */
export function optionalMediaItem(imageKey: string | null, alt: string): MediaItem | null {
  return imageKey === null ? null : mediaItemFor(imageKey, alt)
}
