import { lazyWithPreload } from '../lazy/lazy-with-preload.ts'
import { MountOnceOpened } from '../lazy/mount-once-opened.tsx'
import type { ViewerProps } from './viewer-props.ts'
import './viewer.css'

export { VIEWER_IMAGE_SIZE } from './viewer-props.ts'
export type { ViewerImage, ViewerProps } from './viewer-props.ts'

const viewerDialog = lazyWithPreload(() =>
  import('./viewer-dialog.tsx').then((module) => module.ViewerDialog),
)

/** Starts loading the viewer, e.g. when the pointer or focus reaches a photo that opens it. */
export const preloadViewer = viewerDialog.preload

/**
 * The fullscreen gallery of §2: Escape closes, the arrow keys and a 100 px swipe change the
 * image, a vertical swipe closes, a double tap zooms 2x (then dragging pans). Focus stays inside
 * and returns to the opener on close. Its implementation loads when it first opens.
 */
export function Viewer(props: ViewerProps) {
  return (
    <MountOnceOpened open={props.open}>
      <viewerDialog.Component {...props} />
    </MountOnceOpened>
  )
}
