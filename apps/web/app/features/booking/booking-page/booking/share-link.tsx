import { Button } from '@tourmarket/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { useBookingText } from '../booking-text.ts'

/** §9 clipboard flag: "Copied" shows this long after a copy. */
export const CLIPBOARD_FLAG_MS = 1500

/**
 * The booking's uuid link (decision 0016: whoever holds it may see, pay and add tourists), to
 * forward to a fellow traveller. The field lets it be selected by hand where the clipboard is
 * refused.
 */
export function ShareLink({ url }: { url: string }) {
  const { text } = useBookingText()
  const fieldId = useId()
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
      timer.current = setTimeout(() => setState('idle'), CLIPBOARD_FLAG_MS)
    } catch {
      // No clipboard permission: the link is selected for the visitor to copy.
      input.current?.select()
      setState('failed')
    }
  }

  return (
    <div className="bp-share">
      <label htmlFor={fieldId} className="bp-share__label">
        {text('bookingPage.share.label')}
      </label>
      <p className="bp-share__hint">{text('bookingPage.share.hint')}</p>
      <div className="bp-share__row">
        <input
          ref={input}
          id={fieldId}
          className="tm-input bp-share__field"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {text('bookingPage.share.copy')}
        </Button>
      </div>
      <p role="status" className="bp-share__status">
        {state === 'copied'
          ? text('bookingPage.share.copied')
          : state === 'failed'
            ? text('bookingPage.share.failed')
            : ''}
      </p>
    </div>
  )
}
