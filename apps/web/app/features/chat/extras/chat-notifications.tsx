import type { Chat } from '@tourmarket/contracts'
import type { MessengerSource } from '@tourmarket/domain/enums'
import { Button, Modal } from '@tourmarket/ui'
import { useCallback, useEffect, useState } from 'react'
import { useApiCall } from '../../../lib/api-call.ts'
import { timeText } from '../chat-format.ts'
import { useRealtimeSignals } from '../chat-hooks.ts'
import { useChatExtrasText } from './chat-extras-text.ts'
import './chat-extras.css'
import {
  anyChannelActive,
  connectionLinkFor,
  notificationRows,
  turnedOff,
  type Channel,
  type NotificationState,
} from './notifications-state.ts'
import { useMessengerLinks } from './messenger-links.ts'

type Settings = {
  readonly channels: readonly Channel[]
  readonly states: readonly NotificationState[]
}
type LoadState = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & Settings)
type IssuedCode = {
  readonly source: MessengerSource
  readonly code: string
  readonly expiresAt: string
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6l-1.6 2.7A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.7L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0Z"
        fill="currentColor"
      />
    </svg>
  )
}

/**
 * §3 chat state and §7 chat: messenger notifications. channels-list says which messengers are
 * linked, generate-connection-code gives the code the user sends to the brand's bot (whose address
 * comes from /spa/chat-sources-list), chats-for-notifications which chats reach the messenger
 * (messenger_was_activated) and disable-notifications turns one off. The bot's activation arrives
 * as the realtime event `crm_user_chat_notifications_enabled`; coming back to the tab asks again
 * too, for a socket that was down meanwhile.
 */
export function ChatNotifications({ chats }: { chats: readonly Pick<Chat, 'id' | 'title'>[] }) {
  const { extra, locale } = useChatExtrasText()
  const call = useApiCall()
  const links = useMessengerLinks()
  const [open, setOpen] = useState(false)
  const [settings, setSettings] = useState<LoadState>({ status: 'loading' })
  const [issued, setIssued] = useState<IssuedCode | null>(null)
  const [issuing, setIssuing] = useState<MessengerSource | null>(null)
  const [codeFailed, setCodeFailed] = useState(false)
  const [turningOff, setTurningOff] = useState<number | null>(null)
  const [turnOffFailed, setTurnOffFailed] = useState(false)

  const load = useCallback(async () => {
    try {
      const [channels, states] = await Promise.all([
        call('chatChannelsList'),
        call('chatsForNotifications'),
      ])
      setSettings({
        status: 'ready',
        channels: channels.data,
        states: states.data,
      })
    } catch (error) {
      console.warn('The chat notification settings could not be loaded', error)
      setSettings((current) => (current.status === 'ready' ? current : { status: 'failed' }))
    }
  }, [call])

  useEffect(() => {
    void load()
  }, [load])

  useRealtimeSignals((signal) => {
    if (signal.kind !== 'event') return
    const { event } = signal.event
    if (event === 'crm_user_chat_notifications_enabled' || event === 'chat_was_updated') {
      void load().then(() => {
        if (event === 'crm_user_chat_notifications_enabled') setIssued(null)
      })
    }
  })

  useEffect(() => {
    if (issued === null) return
    const again = () => {
      if (document.visibilityState === 'visible') void load()
    }
    document.addEventListener('visibilitychange', again)
    return () => document.removeEventListener('visibilitychange', again)
  }, [issued, load])

  async function issueCode(source: MessengerSource) {
    setIssuing(source)
    setCodeFailed(false)
    try {
      const answer = await call('chatConnectionCode', { body: { source_id: source } })
      setIssued({ source, code: answer.code, expiresAt: answer.expires_at })
    } catch (error) {
      console.warn('chat/generate-connection-code failed', error)
      setCodeFailed(true)
    } finally {
      setIssuing(null)
    }
  }

  async function turnOff(chatId: number) {
    setTurningOff(chatId)
    setTurnOffFailed(false)
    try {
      await call('chatDisableNotifications', { body: { chat_id: chatId } })
      setSettings((current) =>
        current.status === 'ready'
          ? { ...current, states: turnedOff(current.states, chatId) }
          : current,
      )
    } catch (error) {
      console.warn('chat/disable-notifications failed', error)
      setTurnOffFailed(true)
    } finally {
      setTurningOff(null)
    }
  }

  const active = settings.status === 'ready' && anyChannelActive(settings.channels)
  const messenger = (source: MessengerSource) => extra(`chatExtras.messenger.${source}`)

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={extra('chatExtras.notifications.title')}
      description={extra('chatExtras.notifications.intro')}
      closeLabel={extra('chatExtras.notifications.close')}
      className="chat-notify"
      trigger={
        <button type="button" className="chip chat-notify__trigger" data-active={active}>
          <BellIcon />
          <span>{extra('chatExtras.notifications.open')}</span>
          {settings.status === 'ready' ? (
            <span className="chat-notify__pill">
              {active
                ? extra('chatExtras.notifications.stateOn')
                : extra('chatExtras.notifications.stateOff')}
            </span>
          ) : null}
        </button>
      }
    >
      {settings.status === 'loading' ? (
        <div className="chat-notify__skeleton" aria-busy="true" />
      ) : settings.status === 'failed' ? (
        <div className="chat-notify__failed" role="alert">
          <p>{extra('chatExtras.notifications.failed')}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {extra('chatExtras.notifications.retry')}
          </Button>
        </div>
      ) : (
        <div className="chat-notify__body">
          <section aria-labelledby="chat-notify-channels">
            <h3 id="chat-notify-channels" className="chat-notify__heading">
              {extra('chatExtras.notifications.channels')}
            </h3>
            <ul className="chat-notify__channels">
              {settings.channels.map((channel) => (
                <li
                  key={channel.source_id}
                  className="chat-notify__channel"
                  data-source={channel.source_id}
                >
                  <span
                    className={`chat-messenger-mark chat-messenger-mark--${channel.source_id}`}
                    aria-hidden="true"
                  />
                  <span className="chat-notify__channel-name">{messenger(channel.source_id)}</span>
                  {channel.is_activated ? (
                    <span className="chat-notify__connected">
                      {extra('chatExtras.notifications.connected')}
                    </span>
                  ) : (
                    <Button
                      variant={issued?.source === channel.source_id ? 'ghost' : 'secondary'}
                      className="chat-notify__small"
                      loading={issuing === channel.source_id}
                      onClick={() => void issueCode(channel.source_id)}
                    >
                      {issued?.source === channel.source_id
                        ? extra('chatExtras.notifications.connectAgain')
                        : extra('chatExtras.notifications.connect')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {codeFailed ? (
              <p className="chat-error-text" role="alert">
                {extra('chatExtras.notifications.codeFailed')}
              </p>
            ) : null}
            {issued === null ? null : (
              <IssuedCodeCard
                issued={issued}
                name={messenger(issued.source)}
                botLink={connectionLinkFor(issued.source, issued.code, links)}
                expiresText={timeText(issued.expiresAt, locale)}
              />
            )}
          </section>
          <section aria-labelledby="chat-notify-chats">
            <h3 id="chat-notify-chats" className="chat-notify__heading">
              {extra('chatExtras.notifications.chats')}
            </h3>
            {settings.states.length === 0 ? (
              <p className="chat-muted">{extra('chatExtras.notifications.noChats')}</p>
            ) : (
              <ul className="chat-notify__chats">
                {notificationRows(settings.states, chats).map((row) => {
                  const title =
                    row.title ?? extra('chatExtras.notifications.chatFallback', { id: row.id })
                  return (
                    <li
                      key={row.id}
                      className="chat-notify__chat"
                      data-chat-id={row.id}
                      data-on={row.on}
                    >
                      <span className="chat-notify__chat-title">{title}</span>
                      <span
                        className={`chat-notify__state ${row.on ? 'chat-notify__state--on' : ''}`}
                      >
                        {row.on
                          ? extra('chatExtras.notifications.chatOn')
                          : extra('chatExtras.notifications.chatOff')}
                      </span>
                      {row.on ? (
                        <Button
                          variant="ghost"
                          className="chat-notify__small"
                          loading={turningOff === row.id}
                          aria-label={extra('chatExtras.notifications.turnOffLabel', { title })}
                          onClick={() => void turnOff(row.id)}
                        >
                          {extra('chatExtras.notifications.turnOff')}
                        </Button>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            )}
            {turnOffFailed ? (
              <p className="chat-error-text" role="alert">
                {extra('chatExtras.notifications.turnOffFailed')}
              </p>
            ) : null}
            {active && settings.states.some((state) => !state.messenger_was_activated) ? (
              <p className="chat-muted chat-notify__hint">
                {extra('chatExtras.notifications.offHint')}
              </p>
            ) : null}
          </section>
        </div>
      )}
    </Modal>
  )
}

function IssuedCodeCard({
  issued,
  name,
  botLink,
  expiresText,
}: {
  issued: IssuedCode
  name: string
  botLink: string | null
  expiresText: string
}) {
  const { extra } = useChatExtrasText()
  return (
    <div className="chat-notify__code" role="status">
      <p className="chat-notify__code-label">
        {extra('chatExtras.notifications.codeFor', { messenger: name })}
      </p>
      <p className="chat-notify__code-value" data-testid="chat-connection-code">
        {issued.code}
      </p>
      <p className="chat-muted">
        {extra('chatExtras.notifications.codeHint', { messenger: name, time: expiresText })}
      </p>
      {botLink === null ? null : (
        <a
          className="button chat-notify__bot"
          href={botLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          {extra('chatExtras.notifications.openBot', { messenger: name })}
        </a>
      )}
      <p className="chat-notify__waiting">{extra('chatExtras.notifications.waiting')}</p>
    </div>
  )
}
