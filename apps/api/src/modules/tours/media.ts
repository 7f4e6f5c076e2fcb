import type { MediaItem } from '@tourmarket/contracts'

/** §3 media item image: the URL template the media module serves, e.g. `/media/landscape-7/{size}`. */
export function imageTemplate(imageKey: string): string {
  return `/media/${imageKey}/{size}`
}

export function mediaItem(
  imageKey: string,
  alt: string,
  videoUrl: string | null = null,
): MediaItem {
  return { image: imageTemplate(imageKey), alt, video_url: videoUrl }
}
