import type { MouseEvent } from 'react'
import { imageUrl } from '../photo-preview/media-url.ts'
import { VIEWER_IMAGE_SIZE } from './viewer-props.ts'

/**
 * Where a photo that opens the viewer links before the page has started (and without
 * JavaScript): the photo itself at the §9 viewer size (1200x0).
 */
export function viewerHref(template: string): string {
  return imageUrl(template, VIEWER_IMAGE_SIZE)
}

/**
 * A click handler for such a link: a plain click opens the viewer in the page; a click with a
 * modifier key or another button is left to the browser (the photo in a new tab or window).
 */
export function openOnPlainClick(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return
    }
    event.preventDefault()
    open()
  }
}
