import { Button } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useApiCall } from '../../lib/api-call.ts'
import { useSession } from '../../lib/session-context.tsx'
import { CallbackForm } from './callback-form.tsx'
import { useCallsText } from './calls-text.ts'
import { PhoneCodePanel } from './phone-code-panel.tsx'

/** The query the chat page reads to start or offer the web call at once. */
export const START_CALL_QUERY = 'call=start'

/**
 * 'Call in the browser': the chat with the organizer, opened with ?call=start (the chat page
 * offers the web call). The chat is found with §7 chat/list, or made with get-chat-with-organizer
 * (as 'Ask the organizer' does). Signed out, the way to log in and come back.
 */
function CallInBrowser({
  organizerId,
  tourId,
}: {
  organizerId: number
  tourId?: number | undefined
}) {
  const { text, path } = useCallsText()
  const { status } = useSession()
  const call = useApiCall()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  if (status !== 'signed-in') {
    const back = new URLSearchParams({ back: `${pathname}${search}` })
    return (
      <Link
        to={`${path('/login')}?${back.toString()}`}
        className="tm-button tm-button--secondary calls-browser__action"
      >
        {text('calls.callInBrowserSignIn')}
      </Link>
    )
  }

  async function open() {
    setBusy(true)
    setFailed(false)
    try {
      const existing = await call('chatList', {
        query: { tour_organizer_id: organizerId, limit: 20, offset: 0 },
      })
      // The viewer's own chat with the organizer (an organizer's account also lists its inbox).
      const chatId =
        existing.data.find((chat) => chat.viewer_side === 'tourist')?.id ??
        (
          await call('chatWithOrganizer', {
            body: {
              organizer_id: organizerId,
              tour_id: tourId ?? null,
              message: text('calls.webCallMessage'),
            },
          })
        ).id
      await navigate(`${path(`/chat/${String(chatId)}`)}?${START_CALL_QUERY}`)
    } catch (error) {
      console.error('opening the chat for a web call failed', error)
      setFailed(true)
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="calls-browser__action"
        loading={busy}
        onClick={() => void open()}
      >
        {text('calls.callInBrowser')}
      </Button>
      {failed ? (
        <p role="alert" className="calls-error">
          {text('calls.failed')}
        </p>
      ) : null}
    </>
  )
}

/**
 * The 'Call the organizer' dialog's content, loaded when the dialog first opens: the phone input
 * and its number metadata (~30 KB gzipped) stay off the tour page's first load (decision 0011).
 */
export function CallOrganizerBody({
  organizerId,
  tourId,
  back,
}: {
  organizerId: number
  tourId?: number | undefined
  back: string
}) {
  const { text } = useCallsText()
  const call = useApiCall()
  return (
    <div className="calls-dialog__body">
      <PhoneCodePanel
        load={() =>
          call('phoneCodeOrganizer', {
            body: {
              tour_organizer_id: organizerId,
              timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            },
          })
        }
      />
      <section className="calls-block calls-browser">
        <h3 className="calls-block__title">{text('calls.inBrowser')}</h3>
        <p className="calls-muted">{text('calls.inBrowserLead')}</p>
        <CallInBrowser organizerId={organizerId} tourId={tourId} />
      </section>
      <CallbackForm
        target={{ organizerId, tourId }}
        lead={text('calls.callbackLead')}
        back={back}
      />
    </div>
  )
}
