import type { MeetFile } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'

/** Where a ready file opens: an image at the viewer's size, another file as its download. */
export function meetFileHref(file: Pick<MeetFile, 'url' | 'is_image'>): string | null {
  if (file.url === null) return null
  return file.is_image ? imageUrl(file.url, imageSizes.viewer) : file.url
}
