import { VALUE_BEFORE_HYDRATION_ATTRIBUTE } from '@tourmarket/ui'
import { EARLY_EVENTS_GLOBAL } from './early-event-capture.ts'

/** One thing the visitor did before hydration, as the inline capture recorded it. */
export type EarlyEvent =
  | { readonly k: 's'; readonly t: HTMLFormElement; readonly s: HTMLElement | null }
  | { readonly k: 'k'; readonly t: HTMLElement }
  | { readonly k: 'c'; readonly t: HTMLSelectElement | HTMLTextAreaElement; readonly v: string }

declare global {
  interface Window {
    [EARLY_EVENTS_GLOBAL]?: EarlyEventCapture
  }
}

/** The inline capture's handle: the records so far; with `true`, the last ones, and it stops. */
type EarlyEventCapture = (end?: true) => EarlyEvent[]

/** How long a record waits for React to own its element (a part of the page that hydrates late). */
const WAIT_FOR_HYDRATION_MS = 10_000

let pending: EarlyEvent[] = []
/** The capture, between the start of hydration and the first commit: it still holds clicks. */
let capture: EarlyEventCapture | undefined

/**
 * Takes the inline capture's records just before hydration starts. The capture goes on holding
 * clicks and submits until `replayEarlyEvents` (issue 42): React, handed a click while it is
 * still hydrating, tries to finish on the spot and drops the click when it cannot. Typing and select choices go to React from here.
 */
export function startEarlyEventHandover(): void {
  capture = window[EARLY_EVENTS_GLOBAL]
  delete window[EARLY_EVENTS_GLOBAL]
  pending = capture?.() ?? []
  // React resets a textarea with server text while hydrating it, before any replay: the typed text
  // waits on the element, for the kit's field to adopt on its first commit (so a submit made
  // meanwhile already sends it), else for the replay.
  for (const record of pending) {
    if (record.k === 'c' && record.t instanceof HTMLTextAreaElement) {
      record.t.setAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE, record.v)
    }
  }
}

/** Whether React has hydrated this element: it then carries React's own properties. */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

const textareaValueSetter =
  typeof HTMLTextAreaElement === 'undefined'
    ? undefined
    : Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set

function replay(event: EarlyEvent): void {
  if (event.k === 's') {
    // Pressing the same button again, not submitting the form: a button's own handler (a
    // counter's step) runs as it would have, and a plain submit button submits.
    if (event.s !== null && event.s.isConnected) event.s.click()
    else event.t.requestSubmit()
  } else if (event.k === 'k') {
    event.t.click()
  } else if (event.t instanceof HTMLTextAreaElement) {
    // A field that adopted the text took the attribute away; an uncontrolled one gets it here,
    // through the element's own setter (React's would note it as already seen).
    if (!event.t.hasAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE)) return
    event.t.removeAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE)
    textareaValueSetter?.call(event.t, event.v)
    event.t.dispatchEvent(new Event('input', { bubbles: true }))
  } else {
    event.t.value = event.v
    event.t.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/**
 * Stops the capture and does again, in order, what was recorded before hydration and while it
 * ran, each once React owns its element; an element the page no longer shows, or that React has
 * not taken within 10 s, is skipped. Runs after the first commit: from then on React has the page.
 */
export function replayEarlyEvents(): void {
  const recorded = [...pending, ...(capture?.(true) ?? [])]
  // A form sent both before and during hydration is sent once, as it was sent last.
  const queue = recorded.filter(
    (event, index) =>
      event.k !== 's' ||
      !recorded.slice(index + 1).some((later) => later.k === 's' && later.t === event.t),
  )
  pending = []
  capture = undefined
  const giveUpAt = Date.now() + WAIT_FOR_HYDRATION_MS
  const next = () => {
    for (let event = queue[0]; event !== undefined; event = queue[0]) {
      if (event.t.isConnected && !ownedByReact(event.t) && Date.now() < giveUpAt) {
        setTimeout(next, 50)
        return
      }
      queue.shift()
      if (event.t.isConnected && ownedByReact(event.t)) replay(event)
    }
  }
  // A task later: fields that adopt their early text do so in layout effects, whose re-render
  // comes after this first commit's effects; a replayed submit must see the adopted values.
  setTimeout(next, 0)
}
