// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  EARLY_EVENT_CAPTURE_SCRIPT,
  EARLY_EVENTS_GLOBAL,
  NATIVE_BEFORE_HYDRATION_ATTRIBUTE,
} from './early-event-capture.ts'
import type { EarlyEvent } from './replay-early-events.ts'

/** The records so far; with `end`, the capture stops (React has committed the page). */
function takeRecords(end?: true): EarlyEvent[] {
  const take = window[EARLY_EVENTS_GLOBAL]
  if (take === undefined) throw new Error('The capture script did not run')
  return take(end)
}

function stopCapture(): EarlyEvent[] {
  return takeRecords(true)
}

/** Whether a listener React would add to the document after the capture hears the click. */
function clickHeardAfterCapture(target: HTMLElement): boolean {
  let heard = false
  const react = () => {
    heard = true
  }
  document.addEventListener('click', react, true)
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  document.removeEventListener('click', react, true)
  return heard
}

function element<T extends Element>(selector: string): T {
  const found = document.querySelector<T>(selector)
  if (found === null) throw new Error(`No ${selector}`)
  return found
}

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="dismiss">Ok</button>
    <input type="checkbox" id="box" />
    <a href="/tour-1" id="link"><span>Tour</span></a>
    <div role="button" id="card"><a href="/inside" id="inside">More</a></div>
    <form id="login"><input name="login" id="login-name" /><button id="submit">Log in</button></form>
    <textarea id="note">Meeting point: …</textarea>
    <fieldset ${NATIVE_BEFORE_HYDRATION_ATTRIBUTE}><input type="radio" name="kind" id="plane" /></fieldset>
    <select id="currency"><option value="USD">USD</option><option value="EUR">EUR</option></select>`
  // The same way the page runs it: as an inline script.
  new Function(EARLY_EVENT_CAPTURE_SCRIPT)()
})

afterEach(() => {
  delete window[EARLY_EVENTS_GLOBAL]
})

describe('the early event capture (issue 16)', () => {
  it('stops and records clicks on controls, and undoes a box’s tick until the replay', () => {
    const dismiss = element<HTMLButtonElement>('#dismiss')
    const box = element<HTMLInputElement>('#box')
    expect(
      dismiss.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(false)
    box.click()
    expect(box.checked).toBe(false)
    expect(stopCapture()).toEqual([
      { k: 'k', t: dismiss },
      { k: 'k', t: box },
    ])
  })

  it('leaves links alone, a link inside a control included, and submit buttons to their form', () => {
    for (const id of ['#link', '#inside', '#submit']) {
      const clicked = element<HTMLElement>(id)
      expect(
        clicked.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
        id,
      ).toBe(true)
    }
    const records = stopCapture()
    expect(records.filter((record) => record.k === 'k')).toEqual([])
  })

  it('stops a submit and keeps only the latest one per form, with the button that sent it', () => {
    const form = element<HTMLFormElement>('#login')
    const submit = element<HTMLButtonElement>('#submit')
    const submitEvent = () =>
      new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submit })
    expect(form.dispatchEvent(submitEvent())).toBe(false)
    expect(form.dispatchEvent(submitEvent())).toBe(false)
    expect(stopCapture()).toEqual([{ k: 's', t: form, s: submit }])
  })

  it('leaves a radio inside a native-before-hydration element to the browser', () => {
    const plane = element<HTMLInputElement>('#plane')
    plane.click()
    expect(plane.checked).toBe(true)
    expect(stopCapture()).toEqual([])
  })

  it('records the latest text typed in a textarea, once per textarea', () => {
    const note = element<HTMLTextAreaElement>('#note')
    note.value = 'Meet at'
    note.dispatchEvent(new Event('input', { bubbles: true }))
    note.value = 'Meet at the fountain'
    note.dispatchEvent(new Event('input', { bubbles: true }))
    element<HTMLInputElement>('#login-name').dispatchEvent(new Event('input', { bubbles: true }))
    expect(stopCapture()).toEqual([{ k: 'c', t: note, v: 'Meet at the fountain' }])
  })

  it('records the value chosen in a native select', () => {
    const currency = element<HTMLSelectElement>('#currency')
    currency.value = 'EUR'
    currency.dispatchEvent(new Event('change', { bubbles: true }))
    expect(stopCapture()).toEqual([{ k: 'c', t: currency, v: 'EUR' }])
  })

  it('keeps holding clicks and submits from React while it hydrates, and leaves typing to it', () => {
    const dismiss = element<HTMLButtonElement>('#dismiss')
    const form = element<HTMLFormElement>('#login')
    dismiss.click()
    expect(takeRecords()).toEqual([{ k: 'k', t: dismiss }])

    expect(clickHeardAfterCapture(dismiss)).toBe(false)
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
    const note = element<HTMLTextAreaElement>('#note')
    note.value = 'Meet at'
    note.dispatchEvent(new Event('input', { bubbles: true }))
    const currency = element<HTMLSelectElement>('#currency')
    currency.value = 'EUR'
    currency.dispatchEvent(new Event('change', { bubbles: true }))
    expect(stopCapture()).toEqual([
      { k: 'k', t: dismiss },
      { k: 's', t: form, s: null },
    ])
    expect(clickHeardAfterCapture(dismiss)).toBe(true)
  })

  it('keeps a press on a control from React but not from the browser, and records only the click', () => {
    const dismiss = element<HTMLButtonElement>('#dismiss')
    takeRecords()
    for (const type of ['pointerdown']) {
      let heard = false
      const react = () => {
        heard = true
      }
      document.addEventListener(type, react, true)
      const press = new MouseEvent(type, { bubbles: true, cancelable: true })
      // Not default-prevented: the browser still moves the focus to the control.
      expect(dismiss.dispatchEvent(press), type).toBe(true)
      document.removeEventListener(type, react, true)
      expect(heard, type).toBe(false)
    }
    const link = element<HTMLAnchorElement>('#link')
    let linkPressHeard = false
    document.addEventListener('pointerdown', () => (linkPressHeard = true), {
      capture: true,
      once: true,
    })
    link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    expect(linkPressHeard).toBe(true)
    expect(stopCapture()).toEqual([])
  })

  it('stops listening once it has handed its records over', () => {
    stopCapture()
    const dismiss = element<HTMLButtonElement>('#dismiss')
    expect(
      dismiss.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(true)
  })

  it('stays well under 1 KB', () => {
    expect(new TextEncoder().encode(EARLY_EVENT_CAPTURE_SCRIPT).length).toBeLessThan(1024)
  })
})
