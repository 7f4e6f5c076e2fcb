import {
  showsCallOrganizerOnOrganizerPage,
  showsCallOrganizerOnTourPage,
} from '@tourmarket/domain/calls'
import { Button, Modal } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useApiCall } from '../../lib/api-call.ts'
import { useSession } from '../../lib/session-context.tsx'
import { useShellLocale } from '../../lib/shell-data.ts'
import { CallbackForm } from './callback-form.tsx'
import { CALLBACK_PATH, callbackQuery } from './callback-values.ts'
import { useCallsText } from './calls-text.ts'
import { PhoneCodePanel } from './phone-code-panel.tsx'
import './calls.css'

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
 * 'Call the organizer' (§1, §6, §9) on the tour page and the organizer's page, only where the
 * brand enables it: a dialog with the number and code (§7 phone-code/organizer, drawn when it
 * opens), the web call in the chat, and §2 'Request a callback'. The trigger is a link to the
 * storefront's own callback page, so without JavaScript (or before hydration) it still works.
 */
export function CallOrganizer({
  organizerId,
  organizerName,
  tourId,
  placement,
}: {
  organizerId: number
  organizerName: string
  tourId?: number | undefined
  placement: 'tour' | 'organizer'
}) {
  const { brand } = useShellLocale()
  const { text, path } = useCallsText()
  const call = useApiCall()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  const shown =
    placement === 'tour'
      ? showsCallOrganizerOnTourPage(brand)
      : showsCallOrganizerOnOrganizerPage(brand)
  if (!shown) return null

  const back = `${pathname}${search}`
  const query = callbackQuery({ organizerId, tourId }, back)

  return (
    <Modal
      title={text('calls.callOrganizerTitle', { organizer: organizerName })}
      description={text('calls.dialogLead')}
      open={open}
      onOpenChange={setOpen}
      width={560}
      closeLabel={text('calls.close')}
      className="calls-dialog"
      trigger={
        <a
          href={`${path(CALLBACK_PATH)}?${query}`}
          rel="nofollow"
          className="tm-button tm-button--secondary calls-trigger"
          data-testid="call-organizer"
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
        >
          <PhoneIcon />
          {text('calls.callOrganizer')}
        </a>
      }
    >
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
    </Modal>
  )
}

export function PhoneIcon() {
  return (
    <svg
      className="calls-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  )
}
