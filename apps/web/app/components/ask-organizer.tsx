import { isApiHttpError } from '@tourmarket/api-client/client'
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError } from '@tourmarket/domain/chat'
import { Link, useLocation, useNavigate } from 'react-router'
import { localizedPath } from '../routing/localized-paths.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { useApiCall } from '../lib/api-call.ts'
import { useSession } from '../lib/session-context.tsx'
import { TextDialog } from './text-dialog.tsx'

/**
 * 'Ask the organizer' (§1: tourists chat with organizers): signed in, a dialog whose question goes
 * out with §7 get-chat-with-organizer (the chat is made if there is none) and then the chat opens;
 * signed out, the way to log in and come back here. Asked from a tour page, the question names
 * the tour; from the organizer's page, none.
 */
export function AskOrganizer({
  organizerId,
  organizerName,
  tourId,
}: {
  organizerId: number
  organizerName: string
  tourId?: number
}) {
  const { t, locale } = useI18n()
  const { status } = useSession()
  const call = useApiCall()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const localized = (path: string) => localizedPath(path, locale)

  if (status !== 'signed-in') {
    const back = new URLSearchParams({ back: `${pathname}${search}` })
    return (
      <Link to={`${localized('/login')}?${back.toString()}`} className="button tour-ask">
        {t('tour.ask')}
      </Link>
    )
  }

  return (
    <TextDialog
      title={t('tour.askTitle', { organizer: organizerName })}
      trigger={
        <button type="button" className="button tour-ask">
          {t('tour.ask')}
        </button>
      }
      label={t('tour.askLabel')}
      hint={t('tour.askHint')}
      sendLabel={t('tour.askSend')}
      name="message"
      maxLength={CHAT_MESSAGE_MAX_LENGTH}
      validate={(text) => {
        const invalid = chatMessageError(text, false)
        if (invalid === null) return null
        return 'key' in invalid ? t(invalid.key, invalid.params) : invalid.text
      }}
      send={async (text) => {
        const { id } = await call('chatWithOrganizer', {
          body: { organizer_id: organizerId, tour_id: tourId ?? null, message: text },
        })
        await navigate(localized(`/chat/${String(id)}`))
      }}
      failureMessage={(failure) => {
        console.error('chat/get-chat-with-organizer failed', failure)
        const fieldMessage = isApiHttpError(failure) ? failure.errors.message?.[0] : undefined
        return (
          fieldMessage ??
          (isApiHttpError(failure) && failure.status === 429
            ? t('tour.askTooFast')
            : t('errorPage.defaultText'))
        )
      }}
    />
  )
}
