import { Button } from '@tourmarket/ui'
import { Link } from 'react-router'
import { CallbackForm, CallbackSent } from './callback-form.tsx'
import { CALLBACK_PARAMS, CALLBACK_PATH, callbackQuery } from './callback-values.ts'
import type { CallbackAnswer, CallbackPageData } from './callback.server.ts'
import { useCallsText } from './calls-text.ts'
import { PhoneCodeView } from './phone-code-panel.tsx'
import './calls.css'

/**
 * The §2 callback dialog as a page, for a visitor whose 'Call the organizer' opened no dialog (no
 * JavaScript yet): the number and code on request, and 'Request a callback'.
 */
export function CallbackPage({
  page,
  answer,
}: {
  page: CallbackPageData
  answer: CallbackAnswer | null
}) {
  const { text, path } = useCallsText()
  const title =
    page.organizerId === undefined ? text('calls.callSupportTitle') : text('calls.callOrganizer')
  return (
    <main className="calls-page">
      <div className="calls-page__card">
        <h1 className="calls-page__title">{title}</h1>
        {answer?.kind === 'sent' ? (
          <CallbackSent phone={answer.phone} />
        ) : (
          <div className="calls-dialog__body">
            {page.organizerId === undefined ? null : (
              <section className="calls-block" aria-labelledby="calls-by-phone">
                <h2 id="calls-by-phone" className="calls-block__title">
                  {text('calls.byPhone')}
                </h2>
                <p className="calls-muted">{text('calls.byPhoneLead')}</p>
                {answer?.kind === 'code' ? (
                  <PhoneCodeView code={answer.code} />
                ) : (
                  <form
                    method="post"
                    action={`${path(CALLBACK_PATH)}?${callbackQuery(page, page.back)}`}
                    className="calls-code-form"
                  >
                    <input type="hidden" name="intent" value="code" />
                    <input
                      type="hidden"
                      name={CALLBACK_PARAMS.organizer}
                      value={page.organizerId}
                    />
                    <input type="hidden" name={CALLBACK_PARAMS.back} value={page.back} />
                    {answer?.kind === 'codeFailed' ? (
                      <p role="alert" className="calls-error">
                        {answer.message}
                      </p>
                    ) : null}
                    <Button type="submit" variant="secondary">
                      {text('calls.showCode')}
                    </Button>
                  </form>
                )}
              </section>
            )}
            {answer?.kind === 'invalid' && answer.message !== null ? (
              <p role="alert" className="calls-error">
                {answer.message}
              </p>
            ) : null}
            <CallbackForm
              target={{ organizerId: page.organizerId, tourId: page.tourId }}
              lead={
                page.organizerId === undefined
                  ? text('calls.callbackSupportLead')
                  : text('calls.callbackLead')
              }
              back={page.back}
              initial={
                answer?.kind === 'invalid'
                  ? { values: answer.values, fieldErrors: answer.fieldErrors }
                  : undefined
              }
            />
          </div>
        )}
        <Link to={page.back} className="calls-page__back">
          <span aria-hidden="true">←</span> {text('calls.back')}
        </Link>
      </div>
    </main>
  )
}
