import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import { useEffect, useReducer } from 'react'
import './loading-bar.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

/**
 * §4/§9 loading bar: shows only if loading lasts 200 ms (fast loads never flash it), then grows
 * over a 2000 ms estimate (a CSS token, with the 3 px height and the purple); on end or error it
 * fills and fades out.
 */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_ESTIMATE_MS = 2000
/** How long the bar takes to fill and fade once loading ends. */
export const LOADING_BAR_FINISH_MS = 300

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing'
export type LoadingBarEvent = 'start' | 'show' | 'end' | 'hidden'

export function loadingBarReducer(phase: LoadingBarPhase, event: LoadingBarEvent): LoadingBarPhase {
  switch (event) {
    case 'start':
      if (phase === 'idle') return 'waiting'
      return phase === 'finishing' ? 'running' : phase
    case 'show':
      return phase === 'waiting' ? 'running' : phase
    case 'end':
      if (phase === 'waiting') return 'idle'
      return phase === 'running' ? 'finishing' : phase
    case 'hidden':
      return phase === 'finishing' ? 'idle' : phase
    default: {
      const unknownEvent: never = event
      throw new Error(`Unknown loading bar event ${String(unknownEvent)}`)
    }
  }
}

export type LoadingBarProps = {
  /** True while a navigation (or any page load) is in progress; false on its end or error. */
  active: boolean
  /** §9 'Loading...'. */
  label?: string
  className?: string
}

/** A thin bar at the top of the screen while a page loads. */
export function LoadingBar({
  active,
  label = english('common.loading'),
  className,
}: LoadingBarProps) {
  const [phase, dispatch] = useReducer(loadingBarReducer, 'idle')

  useEffect(() => {
    dispatch(active ? 'start' : 'end')
  }, [active])

  useEffect(() => {
    if (phase !== 'waiting' && phase !== 'finishing') return
    const timer =
      phase === 'waiting'
        ? setTimeout(() => dispatch('show'), LOADING_BAR_THROTTLE_MS)
        : setTimeout(() => dispatch('hidden'), LOADING_BAR_FINISH_MS)
    return () => clearTimeout(timer)
  }, [phase])

  const shown = phase === 'running' || phase === 'finishing'
  return (
    <div
      className={['tm-loading-bar', className].filter(Boolean).join(' ')}
      data-phase={phase}
      {...(shown ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <div className="tm-loading-bar__fill" />
    </div>
  )
}
