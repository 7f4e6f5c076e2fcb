import type { PhoneCode } from '@tourmarket/contracts'
import { formatPhoneCode } from '@tourmarket/domain/calls'
import { Button } from '@tourmarket/ui'
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useCallsText } from './calls-text.ts'

type CodeState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly code: PhoneCode }
  | { readonly status: 'failed' }

/** The number and the six-digit code of §7 phone-code/organizer or /user, as a caller reads them. */
export function PhoneCodeView({ code }: { code: PhoneCode }) {
  const { text } = useCallsText()
  return (
    <div className="calls-code" data-testid="phone-code">
      <dl className="calls-code__facts">
        <div>
          <dt className="calls-muted">{text('calls.number')}</dt>
          <dd>
            <a className="calls-code__number" href={`tel:${code.phone}`}>
              {code.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="calls-muted">{text('calls.code')}</dt>
          <dd className="calls-code__code" data-code={code.code}>
            {formatPhoneCode(code.code)}
          </dd>
        </div>
      </dl>
      <p className="calls-muted calls-code__note">{text('calls.codeValid')}</p>
    </div>
  )
}

/**
 * 'By phone': the code is drawn when the panel opens (a dialog mounts it on opening), so a page
 * view never spends one; a failure offers a retry.
 */
export function PhoneCodePanel({ load }: { load: () => Promise<PhoneCode> }) {
  const { text } = useCallsText()
  const [state, setState] = useState<CodeState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const headingId = useId()
  // `load` is the caller's inline function: a new attempt, not a new render, asks again.
  const loadCode = useEffectEvent(() => load())
  useEffect(() => {
    let current = true
    loadCode().then(
      (code) => {
        if (current) setState({ status: 'ready', code })
      },
      (error: unknown) => {
        console.error('phone-code failed', error)
        if (current) setState({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [attempt])

  return (
    <section
      className="calls-block"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
    >
      <h3 id={headingId} className="calls-block__title">
        {text('calls.byPhone')}
      </h3>
      <p className="calls-muted">{text('calls.byPhoneLead')}</p>
      {state.status === 'ready' ? (
        <PhoneCodeView code={state.code} />
      ) : state.status === 'loading' ? (
        <p className="calls-code calls-code--loading">{text('calls.loadingCode')}</p>
      ) : (
        <div className="calls-code calls-code--failed" role="alert">
          <p>{text('calls.codeFailed')}</p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setState({ status: 'loading' })
              setAttempt((value) => value + 1)
            }}
          >
            {text('calls.tryAgain')}
          </Button>
        </div>
      )}
    </section>
  )
}
