import * as Dialog from '@radix-ui/react-dialog'
import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react'
import { useRef, useState } from 'react'
import { useReturnFocus } from '../modal/use-return-focus.ts'
import { imageUrl } from '../photo-preview/media-url.ts'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import type { Point } from './gestures.ts'
import {
  clampPan,
  decideSwipe,
  isDoubleTap,
  isTap,
  panToKeepPoint,
  VIEWER_ZOOM,
} from './gestures.ts'
import type { ViewerProps } from './viewer-props.ts'
import { VIEWER_IMAGE_SIZE } from './viewer-props.ts'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

type Drag = { pointerId: number; startX: number; startY: number; startPan: Point }

const noOffset: Point = { x: 0, y: 0 }

/** The Radix half of Viewer, loaded when it first opens. */
export function ViewerDialog({
  images,
  open,
  onOpenChange,
  index,
  onIndexChange,
  title = 'Photos',
  closeLabel = english('common.close'),
  previousLabel = english('common.previous'),
  nextLabel = english('common.next'),
  formatCounter = (position, total) => `${String(position)} / ${String(total)}`,
}: ViewerProps) {
  const returnFocus = useReturnFocus()
  const count = images.length
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0))
  const [zoom, setZoom] = useState<{ index: number; pan: Point } | null>(null)
  const zoomed = zoom !== null && zoom.index === current
  const pan = zoomed ? zoom.pan : noOffset
  const [dragOffset, setDragOffset] = useState<Point>(noOffset)
  // While a finger moves the image, it follows without the 300 ms transition.
  const [dragging, setDragging] = useState(false)
  const drag = useRef<Drag | null>(null)
  const lastTapAt = useRef<number | null>(null)
  const imageRefs = useRef(new Map<number, HTMLImageElement>())

  function go(target: number) {
    if (target < 0 || target >= count || target === current) return
    setZoom(null)
    onIndexChange(target)
  }

  function currentImageSize() {
    const image = imageRefs.current.get(current)
    return { width: image?.offsetWidth ?? 0, height: image?.offsetHeight ?? 0 }
  }

  function onTap(event: PointerEvent) {
    const now = Date.now()
    if (!isDoubleTap(lastTapAt.current, now)) {
      lastTapAt.current = now
      return
    }
    lastTapAt.current = null
    if (zoomed) {
      setZoom(null)
      return
    }
    const rect = imageRefs.current.get(current)?.getBoundingClientRect()
    const fromCentre =
      rect === undefined
        ? noOffset
        : {
            x: event.clientX - (rect.left + rect.width / 2),
            y: event.clientY - (rect.top + rect.height / 2),
          }
    setZoom({ index: current, pan: panToKeepPoint(fromCentre, currentImageSize()) })
  }

  const stageHandlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (!event.isPrimary || event.button !== 0) return
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startPan: pan,
      }
      event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const start = drag.current
      if (start === null || start.pointerId !== event.pointerId) return
      const delta = { x: event.clientX - start.startX, y: event.clientY - start.startY }
      setDragging(true)
      if (zoomed) {
        setZoom({
          index: current,
          pan: clampPan(
            { x: start.startPan.x + delta.x, y: start.startPan.y + delta.y },
            currentImageSize(),
          ),
        })
      } else {
        setDragOffset(delta)
      }
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const start = drag.current
      if (start === null || start.pointerId !== event.pointerId) return
      drag.current = null
      setDragging(false)
      setDragOffset(noOffset)
      const deltaX = event.clientX - start.startX
      const deltaY = event.clientY - start.startY
      if (isTap(deltaX, deltaY)) {
        onTap(event)
        return
      }
      if (zoomed) return
      const decision = decideSwipe(deltaX, deltaY)
      if (decision === 'next') go(current + 1)
      else if (decision === 'previous') go(current - 1)
      else if (decision === 'close') onOpenChange(false)
    },
    onPointerCancel() {
      drag.current = null
      setDragging(false)
      setDragOffset(noOffset)
    },
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(current - 1)
    else if (event.key === 'ArrowRight') go(current + 1)
    else return
    event.preventDefault()
  }

  const vertical = Math.abs(dragOffset.y) > Math.abs(dragOffset.x)
  const trackStyle: CSSProperties = {
    transform: vertical
      ? `translate3d(${String(-current * 100)}%, ${String(dragOffset.y)}px, 0)`
      : `translate3d(calc(${String(-current * 100)}% + ${String(dragOffset.x)}px), 0, 0)`,
  }
  const currentImage = images[current]
  const counter = formatCounter(current + 1, count)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="tm-viewer-overlay" />
        <Dialog.Content
          className="tm-viewer"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          {...returnFocus}
        >
          <VisuallyHidden>
            <Dialog.Title>{title}</Dialog.Title>
          </VisuallyHidden>
          <p className="tm-viewer__counter" aria-hidden="true">
            {counter}
          </p>
          <VisuallyHidden aria-live="polite">
            {currentImage === undefined ? '' : `${currentImage.alt}, ${counter}`}
          </VisuallyHidden>
          <div
            className="tm-viewer__stage"
            data-dragging={dragging ? '' : undefined}
            data-zoomed={zoomed ? '' : undefined}
            {...stageHandlers}
          >
            <div className="tm-viewer__track" style={trackStyle}>
              {images.map((image, position) => (
                <figure
                  key={`${String(position)}:${image.url}`}
                  className="tm-viewer__slide"
                  inert={position !== current}
                >
                  {/* Only the image and its neighbours load; a long gallery costs three images. */}
                  {Math.abs(position - current) <= 1 && (
                    <img
                      ref={(element) => {
                        if (element === null) imageRefs.current.delete(position)
                        else imageRefs.current.set(position, element)
                      }}
                      className="tm-viewer__image"
                      src={imageUrl(image.url, VIEWER_IMAGE_SIZE)}
                      alt={image.alt}
                      draggable={false}
                      decoding="async"
                      style={
                        position === current && zoomed
                          ? {
                              transform: `translate(${String(pan.x)}px, ${String(pan.y)}px) scale(${String(VIEWER_ZOOM)})`,
                            }
                          : undefined
                      }
                    />
                  )}
                </figure>
              ))}
            </div>
          </div>
          <button
            type="button"
            className="tm-viewer__step tm-viewer__step--previous"
            aria-label={previousLabel}
            // aria-disabled, not disabled: a disabled button would drop the focus it holds.
            aria-disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="tm-viewer__step tm-viewer__step--next"
            aria-label={nextLabel}
            aria-disabled={current >= count - 1}
            onClick={() => go(current + 1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <Dialog.Close className="tm-viewer__close" aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
