import { isApiHttpError } from '@tourmarket/api-client/client'
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError } from '@tourmarket/domain/chat'
import { Button, Modal, Textarea } from '@tourmarket/ui'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { russianPath } from '../../../components/site-header/seo-links.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiCall } from '../../../lib/api-call.ts'
import { useSession } from '../../../lib/session-context.tsx'

/**
 * 'Ask the organizer' (§1: tourists chat with organizers): signed in, a dialog whose question goes
 * out with §7 get-chat-with-organizer (the chat is made if there is none) and then the chat opens;
 * signed out, the way to log in and come back here.
 */
export function AskOrganizer({
  organizerId,
  organizerName,
  tourId,
}: {
  organizerId: number
  organizerName: string
  tourId: number
}) {
  const { t, locale } = useI18n()
  const { status } = useSession()
  const call = useApiCall()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const localized = (path: string) => (locale === 'ru' ? russianPath(path) : path)

  if (status !== 'signed-in') {
    const back = new URLSearchParams({ back: `${pathname}${search}` })
    return (
      <Link to={`${localized('/login')}?${back.toString()}`} className="button tour-ask">
        {t('tour.ask')}
      </Link>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const invalid = chatMessageError(text, false)
    if (invalid !== null) {
      setError('key' in invalid ? t(invalid.key, invalid.params) : invalid.text)
      return
    }
    setError(null)
    setSending(true)
    try {
      const { id } = await call('chatWithOrganizer', {
        body: { organizer_id: organizerId, tour_id: tourId, message: text.trim() },
      })
      setOpen(false)
      setText('')
      await navigate(localized(`/chat/${String(id)}`))
    } catch (failure) {
      console.error('chat/get-chat-with-organizer failed', failure)
      const fieldMessage = isApiHttpError(failure) ? failure.errors.message?.[0] : undefined
      setError(
        fieldMessage ??
          (isApiHttpError(failure) && failure.status === 429
            ? t('tour.askTooFast')
            : t('errorPage.defaultText')),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      title={t('tour.askTitle', { organizer: organizerName })}
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('common.close')}
      trigger={
        <button type="button" className="button tour-ask">
          {t('tour.ask')}
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="tour-complaint">
        <Textarea
          label={t('tour.askLabel')}
          hint={t('tour.askHint')}
          error={error ?? undefined}
          value={text}
          onValueChange={setText}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          name="message"
        />
        <Button type="submit" loading={sending}>
          {t('tour.askSend')}
        </Button>
      </form>
    </Modal>
  )
}
