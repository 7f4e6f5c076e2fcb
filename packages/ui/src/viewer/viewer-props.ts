import type { ImageSize } from '../photo-preview/media-url.ts'

/** §9 'Viewer 1200x00': images 1200 wide, height by their own aspect ratio. */
export const VIEWER_IMAGE_SIZE: ImageSize = { width: 1200, height: 0 }

/** An image of the viewer: a URL or §3 media template, and its alt text (§3 media alt). */
export type ViewerImage = { url: string; alt: string }

export type ViewerProps = {
  images: readonly ViewerImage[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The image shown, from 0. */
  index: number
  onIndexChange: (index: number) => void
  /** The dialog's accessible name. */
  title?: string
  closeLabel?: string
  previousLabel?: string
  nextLabel?: string
  /** The 'n / total' counter. */
  formatCounter?: (position: number, total: number) => string
}
