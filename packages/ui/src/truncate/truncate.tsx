import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { CSSProperties, ReactNode } from 'react'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import './truncate.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

/** §9 truncate: collapsed height 120 px, threshold 24 px, 300 ms (the duration is a CSS token). */
export const TRUNCATE_HEIGHT = 120
export const TRUNCATE_THRESHOLD = 24

/**
 * Whether content gets cut with a 'Read more' button: only when it overflows the collapsed
 * height by at least the threshold. Hiding a line or two behind a button would cost the reader
 * more than showing them.
 */
export function shouldTruncate(
  contentHeight: number,
  collapsedHeight = TRUNCATE_HEIGHT,
  threshold = TRUNCATE_THRESHOLD,
): boolean {
  return contentHeight - collapsedHeight >= threshold
}

export type TruncateProps = {
  children: ReactNode
  /** §9 'Read more'. */
  moreLabel?: string
  /** §9 'Hide'. */
  lessLabel?: string
  collapsedHeight?: number
  threshold?: number
  className?: string
}

// useLayoutEffect warns on the server; there is nothing to measure there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect

/**
 * Long text cut to 120 px with 'Read more' / 'Hide'. Until measured (server render, first
 * paint) it is clipped at 120 + 24 px: content that fits is never clipped, and long content
 * moves by at most 24 px when the button appears.
 */
export function Truncate({
  children,
  moreLabel = english('common.readMore'),
  lessLabel = english('common.hide'),
  collapsedHeight = TRUNCATE_HEIGHT,
  threshold = TRUNCATE_THRESHOLD,
  className,
}: TruncateProps) {
  const id = useId()
  const innerRef = useRef<HTMLDivElement>(null)
  const [contentHeight, setContentHeight] = useState<number | null>(null)
  const [expanded, setExpanded] = useState(false)

  useIsomorphicLayoutEffect(() => {
    const inner = innerRef.current
    if (inner === null) return
    const measure = () => setContentHeight(inner.getBoundingClientRect().height)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(inner)
    return () => observer.disconnect()
  }, [])

  const truncatable =
    contentHeight === null ? null : shouldTruncate(contentHeight, collapsedHeight, threshold)
  const state =
    truncatable === null
      ? 'unmeasured'
      : !truncatable
        ? 'full'
        : expanded
          ? 'expanded'
          : 'collapsed'
  const style = {
    '--tm-truncate-height': `${String(collapsedHeight)}px`,
    '--tm-truncate-threshold': `${String(threshold)}px`,
    ...(contentHeight === null
      ? {}
      : { '--tm-truncate-full-height': `${String(contentHeight)}px` }),
  } as CSSProperties

  return (
    <div
      className={['tm-truncate', className].filter(Boolean).join(' ')}
      data-state={state}
      style={style}
    >
      <div id={id} className="tm-truncate__content">
        <div ref={innerRef}>{children}</div>
      </div>
      {truncatable === true && (
        <button
          type="button"
          className="tm-truncate__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  )
}
