import type { MediaItem } from '@tourmarket/contracts'

/** §3 media item image: the URL template the media module serves, e.g. `/media/landscape-7/{size}`. */
export function imageTemplate(imageKey: string): string {
  return `/media/${imageKey}/{size}`
}

/** §3 media item for a stored image key, with the video it may open. */
export function mediaItem(
  imageKey: string,
  alt: string,
  videoUrl: string | null = null,
): MediaItem {
  return { image: imageTemplate(imageKey), alt, video_url: videoUrl }
}

/** The same, for the optional images of places and groups. */
export function optionalMediaItem(imageKey: string | null, alt: string): MediaItem | null {
  return imageKey === null ? null : mediaItem(imageKey, alt)
}
