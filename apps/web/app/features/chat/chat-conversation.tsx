import type { Chat, ChatFile, ChatMessage } from '@tourmarket/contracts'
import { canRetry } from '@tourmarket/domain/chat'
import { chatMessageStatus } from '@tourmarket/domain/enums'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { Avatar, Button } from '@tourmarket/ui'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ChatComposer } from './chat-composer.tsx'
import { dayHeading, timeText } from './chat-format.ts'
import { useConnectionStatus, useConversation } from './chat-hooks.ts'
import {
  counterpartAvatar,
  fileSizeText,
  groupByDay,
  readMark,
  type PendingMessage,
} from './chat-state.ts'
import { FileIcon } from './chat-file-icon.tsx'
import { useChatText } from './chat-text.ts'
import { ChatBookings } from './extras/chat-bookings.tsx'
import { WebCallButton } from './web-call/web-call.tsx'
import { CallSupportByPhone } from '../calls/call-support.tsx'

/** A row of the conversation: a message the server holds, or one being sent. */
type Row =
  | { readonly kind: 'message'; readonly key: string; readonly message: ChatMessage }
  | { readonly kind: 'pending'; readonly key: string; readonly pending: PendingMessage }

const instantOf = (row: Row) =>
  row.kind === 'message' ? row.message.created_at : row.pending.createdAt

/** How close to the bottom (px) counts as reading the newest messages: new ones scroll in. */
const NEAR_BOTTOM = 120
/** Scrolling this close to the top loads earlier messages. */
const NEAR_TOP = 48

function FileView({ file }: { file: ChatFile }) {
  const { text, locale } = useChatText()
  if (file.status === 'processing' || file.url === null) {
    return (
      <p className="chat-file chat-muted">
        {file.status === 'failed' ? text('chat.file.failed') : text('chat.file.processing')}{' '}
        <span className="chat-file__name">{file.name}</span>
      </p>
    )
  }
  if (file.status === 'failed') {
    return <p className="chat-file chat-error-text">{text('chat.file.failed')}</p>
  }
  if (file.is_image) {
    return (
      <a
        className="chat-image"
        href={imageUrl(file.url, imageSizes.viewer)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <img
          src={imageUrl(file.url, imageSizes.heroSmall)}
          alt={text('chat.file.imageAlt', { name: file.name })}
          loading="lazy"
          decoding="async"
        />
      </a>
    )
  }
  return (
    <a
      className="chat-file chat-file--link"
      href={file.url}
      download={file.name}
      aria-label={text('chat.file.download', { name: file.name })}
    >
      <FileIcon />
      <span className="chat-file__name">{file.name}</span>
      <span className="chat-muted">{fileSizeText(file.size, locale)}</span>
    </a>
  )
}

function MessageBody({ message }: { message: ChatMessage }): ReactNode {
  const { text } = useChatText()
  if (message.is_moderated) {
    return <p className="chat-bubble__note">{text('chat.message.moderated')}</p>
  }
  if (message.is_deleted) return <p className="chat-bubble__note">{text('chat.message.deleted')}</p>
  return (
    <>
      {message.file === null ? null : <FileView file={message.file} />}
      {message.text === '' ? null : <p className="chat-bubble__text">{message.text}</p>}
    </>
  )
}

function ReadMark({ message }: { message: ChatMessage }) {
  const { text } = useChatText()
  const mark = readMark(message)
  if (mark === null) return null
  return (
    <span
      className={`chat-mark chat-mark--${mark}`}
      role="img"
      aria-label={mark === 'read' ? text('chat.message.read') : text('chat.message.sent')}
      data-mark={mark}
    >
      {mark === 'read' ? '✓✓' : '✓'}
    </span>
  )
}

function MessageRow({ message }: { message: ChatMessage }) {
  const { text, locale } = useChatText()
  const own = message.type === 'output'
  return (
    <li className={`chat-row ${own ? 'chat-row--own' : ''}`} data-message-id={message.id}>
      <div className={`chat-bubble ${own ? 'chat-bubble--own' : ''}`}>
        {own ? null : <p className="chat-bubble__author">{message.author.name}</p>}
        <MessageBody message={message} />
        <p className="chat-bubble__meta">
          {message.edited_at === null || message.is_deleted || message.is_moderated ? null : (
            <span>{text('chat.message.edited')}</span>
          )}
          <time dateTime={message.created_at}>{timeText(message.created_at, locale)}</time>
          <ReadMark message={message} />
        </p>
      </div>
    </li>
  )
}

function PendingRow({ pending, onRetry }: { pending: PendingMessage; onRetry: () => void }) {
  const { text } = useChatText()
  const failed = canRetry(pending.status)
  const statusText =
    pending.status === chatMessageStatus.waiting
      ? text('chat.message.waiting')
      : pending.status === chatMessageStatus.loading
        ? text('chat.message.sending')
        : pending.failure === 'frozen'
          ? text('chat.composer.frozen')
          : pending.failure === 'tooFast'
            ? text('chat.composer.tooFast')
            : text('chat.message.failed')
  return (
    <li className="chat-row chat-row--own" data-status={pending.status}>
      <div
        className={`chat-bubble chat-bubble--own chat-bubble--pending ${failed ? 'chat-bubble--failed' : ''}`}
      >
        {pending.file === null ? null : (
          <p className="chat-file">
            <FileIcon />
            <span className="chat-file__name">{pending.file.name}</span>
          </p>
        )}
        {pending.text === '' ? null : <p className="chat-bubble__text">{pending.text}</p>}
        <p className="chat-bubble__meta">
          <span className={failed ? 'chat-error-text' : undefined}>{statusText}</span>
          {failed ? (
            <button type="button" className="chat-link-button" onClick={onRetry}>
              {text('chat.message.retry')}
            </button>
          ) : (
            <span className="chat-mark chat-mark--clock" aria-hidden="true">
              ⏱
            </span>
          )}
        </p>
      </div>
    </li>
  )
}

function ConversationHeader({
  chat,
  backTo,
  headingRef,
}: {
  chat: Chat | null
  backTo: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const { text } = useChatText()
  return (
    <header className="chat-conversation__header">
      <Link to={backTo} className="chat-back">
        <span aria-hidden="true">←</span> {text('chat.back')}
      </Link>
      {chat === null ? null : <Avatar {...counterpartAvatar(chat)} size={40} alt="" />}
      <h2 className="chat-conversation__title" ref={headingRef} tabIndex={-1}>
        {chat?.title ?? text('chat.loading')}
      </h2>
      <WebCallButton chat={chat} />
      <CallSupportByPhone chat={chat} />
    </header>
  )
}

/** The open chat (§2 /chat/{id}): its messages by day, older ones on scrolling up, the box. */
export function ChatConversation({
  chatId,
  initialChat,
  backTo,
  onChat,
  onMessage,
  onRead,
  focusOnOpen,
}: {
  chatId: number
  initialChat: Chat | null
  backTo: string
  onChat: (chat: Chat, toTop: boolean) => void
  onMessage: (message: ChatMessage) => void
  onRead: (chatId: number) => void
  /** Move the focus here when it opens (the user chose it; not on the first page load). */
  focusOnOpen: boolean
}) {
  const { text, locale } = useChatText()
  const view = useConversation(chatId, { initialChat, onChat, onMessage, onRead })
  const { chat, conversation, status, earlier } = view
  const connection = useConnectionStatus()
  const scroller = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const nearBottom = useRef(true)
  const heightBeforeEarlier = useRef<number | null>(null)

  const rows: Row[] = [
    ...conversation.messages.map((message): Row => ({
      kind: 'message',
      key: `m${message.id}`,
      message,
    })),
    ...conversation.pending.map((pending): Row => ({
      kind: 'pending',
      key: `p${pending.clientKey}`,
      pending,
    })),
  ]
  const days = groupByDay(rows, instantOf)
  const lastKey = rows.at(-1)?.key

  // Focus management: a chat the user picked takes the focus on its heading.
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus({ preventScroll: true })
  }, [focusOnOpen])

  // Keep the place when earlier messages arrive above; follow new ones at the bottom.
  useLayoutEffect(() => {
    const box = scroller.current
    if (box === null) return
    if (heightBeforeEarlier.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeEarlier.current
      heightBeforeEarlier.current = null
      return
    }
    if (nearBottom.current) box.scrollTop = box.scrollHeight
  }, [lastKey, status, conversation.messages.length])

  function loadEarlier() {
    const box = scroller.current
    if (box !== null) heightBeforeEarlier.current = box.scrollHeight
    void view.loadEarlier()
  }

  function onScroll() {
    const box = scroller.current
    if (box === null) return
    nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM
    if (box.scrollTop < NEAR_TOP && conversation.hasMore && earlier !== 'loading') loadEarlier()
  }

  const title = chat?.title ?? ''
  return (
    <section
      className="chat-conversation"
      aria-label={title === '' ? text('chat.loading') : text('chat.conversation.label', { title })}
    >
      <ConversationHeader chat={chat} backTo={backTo} headingRef={headingRef} />
      <ChatBookings chatId={chatId} />
      {connection === 'closed' ? (
        <p className="chat-banner" role="status">
          {text('chat.connection.offline')}
        </p>
      ) : null}
      {status === 'notFound' ? (
        <div className="chat-state">
          <p>{text('chat.conversation.notFound')}</p>
        </div>
      ) : status === 'failed' ? (
        <div className="chat-state" role="alert">
          <p>{text('chat.conversation.failed')}</p>
          <Button variant="secondary" onClick={() => view.load()}>
            {text('chat.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div className="chat-messages" ref={scroller} onScroll={onScroll}>
            {conversation.hasMore ? (
              <div className="chat-earlier">
                <Button variant="secondary" loading={earlier === 'loading'} onClick={loadEarlier}>
                  {text('chat.conversation.earlier')}
                </Button>
                {earlier === 'failed' ? (
                  <p className="chat-error-text">{text('chat.conversation.earlierFailed')}</p>
                ) : null}
              </div>
            ) : null}
            <div
              className="chat-log"
              role="log"
              aria-live="polite"
              aria-busy={status === 'loading'}
              aria-label={text('chat.conversation.log', { title })}
            >
              {status === 'loading' ? (
                <div className="chat-skeleton" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </div>
              ) : rows.length === 0 ? (
                <p className="chat-empty-log chat-muted">{text('chat.conversation.empty')}</p>
              ) : (
                days.map((group) => (
                  <div key={group.day} className="chat-day">
                    <h3 className="chat-day__heading">
                      {dayHeading(group.day, locale, {
                        today: text('chat.day.today'),
                        yesterday: text('chat.day.yesterday'),
                      })}
                    </h3>
                    <ol className="chat-day__rows">
                      {group.items.map((row) =>
                        row.kind === 'message' ? (
                          <MessageRow key={row.key} message={row.message} />
                        ) : (
                          <PendingRow
                            key={row.key}
                            pending={row.pending}
                            onRetry={() => view.retry(row.pending.clientKey)}
                          />
                        ),
                      )}
                    </ol>
                  </div>
                ))
              )}
            </div>
          </div>
          {status === 'ready' ? (
            <ChatComposer
              frozen={chat?.is_frozen === true}
              onSend={view.send}
              inputRef={inputRef}
            />
          ) : null}
        </>
      )}
    </section>
  )
}
