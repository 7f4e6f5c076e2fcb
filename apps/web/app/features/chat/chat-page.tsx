import type { Chat } from '@tourmarket/contracts'
import { Avatar, Button, VisuallyHidden, type ButtonVariant } from '@tourmarket/ui'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useApiCall } from '../../lib/api-call.ts'
import { ChatConversation } from './chat-conversation.tsx'
import { listTimeText } from './chat-format.ts'
import { useChatList, type LoadStatus } from './chat-hooks.ts'
import { isChatSoundEnabled, setChatSoundEnabled } from '../../lib/chat/chat-sound.ts'
import { counterpartAvatar, previewOf, type ChatListState } from './chat-state.ts'
import { useChatText } from './chat-text.ts'
import { ChatNotifications } from './extras/chat-notifications.tsx'
import { SupportMessengers } from './extras/support-messengers.tsx'
import { WebCallLayer } from './web-call/web-call.tsx'

/** §7 get-chat-with-support, then its page; §8: a failure is logged and offers a retry. */
function SupportButton({ variant }: { variant: ButtonVariant }) {
  const { text, path } = useChatText()
  const call = useApiCall()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  return (
    <div className="chat-support">
      <Button
        variant={variant}
        onClick={async () => {
          setFailed(false)
          try {
            const { id } = await call('chatWithSupport')
            await navigate(path(`/chat/${String(id)}`))
          } catch (error) {
            console.error('chat/get-chat-with-support failed', error)
            setFailed(true)
          }
        }}
      >
        {text('chat.support.write')}
      </Button>
      {failed ? (
        <p className="chat-error-text" role="alert">
          {text('chat.support.failed')}
        </p>
      ) : null}
    </div>
  )
}

/** No chats yet: how one starts (a tour page's 'Ask the organizer'), or support. */
function NoChats() {
  const { text, path } = useChatText()
  return (
    <section className="chat-empty" aria-labelledby="chat-empty-title">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <rect x="6" y="10" width="44" height="32" rx="8" fill="var(--color-accent-tint)" />
        <path d="M16 42v12l12-12" fill="var(--color-accent-tint)" />
        <rect x="22" y="22" width="36" height="26" rx="8" fill="var(--color-accent)" />
        <circle cx="32" cy="35" r="2.5" fill="#fff" />
        <circle cx="40" cy="35" r="2.5" fill="#fff" />
        <circle cx="48" cy="35" r="2.5" fill="#fff" />
      </svg>
      <h2 id="chat-empty-title">{text('chat.empty.title')}</h2>
      <p>{text('chat.empty.text')}</p>
      <div className="chat-empty__actions">
        <Link to={path('/')} className="button">
          {text('chat.empty.findTours')}
        </Link>
        <SupportButton variant="secondary" />
      </div>
      <SupportMessengers />
    </section>
  )
}

function ChatListItem({ chat, active }: { chat: Chat; active: boolean }) {
  const { text, path, locale } = useChatText()
  const last = chat.last_message
  const preview = last === null ? null : previewOf(last)
  const previewText =
    preview === null
      ? text('chat.list.noMessages')
      : preview.kind === 'moderated'
        ? text('chat.message.moderated')
        : preview.kind === 'deleted'
          ? text('chat.message.deleted')
          : preview.text
  return (
    <li>
      <Link
        to={path(`/chat/${String(chat.id)}`)}
        className={`chat-item ${active ? 'chat-item--active' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-chat-id={chat.id}
      >
        <Avatar {...counterpartAvatar(chat)} size={44} alt="" />
        <span className="chat-item__body">
          <span className="chat-item__top">
            <span className="chat-item__title">{chat.title}</span>
            {last === null ? null : (
              <time className="chat-item__time" dateTime={last.created_at}>
                {listTimeText(last.created_at, locale)}
              </time>
            )}
          </span>
          <span className="chat-item__bottom">
            <span className="chat-item__preview">
              {last?.type === 'output' ? `${text('chat.message.you')}: ` : ''}
              {previewText}
            </span>
            {chat.unread_count > 0 ? (
              <span className="chat-item__badge" data-testid="chat-item-unread">
                <span aria-hidden="true">{chat.unread_count}</span>
                <VisuallyHidden>
                  {text('chat.list.unread', { count: chat.unread_count })}
                </VisuallyHidden>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  )
}

function ChatList({
  list,
  status,
  more,
  activeId,
  onRetry,
  onMore,
}: {
  list: ChatListState
  status: LoadStatus
  more: LoadStatus
  activeId: number | null
  onRetry: () => void
  onMore: () => void
}) {
  const { text } = useChatText()
  return (
    <nav className="chat-list" aria-label={text('chat.list.label')}>
      {status === 'loading' ? (
        <ul className="chat-list__items" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="chat-item chat-item--skeleton" aria-hidden="true">
              <span className="chat-skeleton__circle" />
              <span className="chat-skeleton__lines">
                <span />
                <span />
              </span>
            </li>
          ))}
        </ul>
      ) : status === 'failed' ? (
        <div className="chat-state" role="alert">
          <p>{text('chat.list.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {text('chat.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="chat-list__items">
            {list.chats.map((chat) => (
              <ChatListItem key={chat.id} chat={chat} active={chat.id === activeId} />
            ))}
          </ul>
          {list.chats.length < list.total ? (
            <div className="chat-list__more">
              <Button variant="ghost" loading={more === 'loading'} onClick={onMore}>
                {text('chat.list.loadMore')}
              </Button>
              {more === 'failed' ? (
                <p className="chat-error-text">{text('chat.list.failed')}</p>
              ) : null}
            </div>
          ) : null}
          <div className="chat-list__support">
            <SupportButton variant="ghost" />
            <SupportMessengers />
          </div>
        </>
      )}
    </nav>
  )
}

/** §4 the new-message sound, only when the user allows it (kept on this device). */
function SoundToggle() {
  const { text } = useChatText()
  const [enabled, setEnabled] = useState(false)
  // The stored choice is read after hydration: the server cannot know it.
  useEffect(() => setEnabled(isChatSoundEnabled()), [])
  return (
    <label className="chat-sound">
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        onChange={(event) => {
          setChatSoundEnabled(event.target.checked)
          setEnabled(event.target.checked)
        }}
      />
      <span>{text('chat.sound.label')}</span>
    </label>
  )
}

/**
 * §2 /chat/{id?}: the chats and the open one side by side from md (992 px); on phones two
 * screens, the list at /chat and the conversation at /chat/{id} with a way back.
 */
export function ChatPage({
  chatId,
  idError,
  initialChat,
}: {
  chatId: number | null
  /** §5: the address's id is not a number. */
  idError: string | null
  initialChat: Chat | null
}) {
  const { text, path } = useChatText()
  const { list, status, more, load, loadMore, put, putMessage, markRead } = useChatList(chatId)
  // A chat opened by the user (not the page's first one) takes the focus.
  const firstChatId = useRef(chatId)
  const focusOnOpen = chatId !== firstChatId.current
  const noChats =
    status === 'ready' && list.chats.length === 0 && chatId === null && idError === null
  const view = noChats ? 'empty' : chatId === null && idError === null ? 'list' : 'conversation'

  return (
    <main className="chat-page" data-view={view}>
      <header className="chat-page__header">
        <h1 className="chat-page__title">{text('chat.title')}</h1>
        <SoundToggle />
        <ChatNotifications chats={list.chats} />
      </header>
      {noChats ? (
        <NoChats />
      ) : (
        <div className="chat-layout">
          <ChatList
            list={list}
            status={status}
            more={more}
            activeId={chatId}
            onRetry={() => void load()}
            onMore={() => void loadMore()}
          />
          <div className="chat-main">
            {idError !== null ? (
              <div className="chat-state" role="alert">
                <p>{idError}</p>
                <Link to={path('/chat')} className="chat-back chat-back--always">
                  <span aria-hidden="true">←</span> {text('chat.back')}
                </Link>
              </div>
            ) : chatId === null ? (
              <div className="chat-state chat-state--pick">
                <h2>{text('chat.pick.title')}</h2>
                <p className="chat-muted">{text('chat.pick.text')}</p>
              </div>
            ) : (
              <ChatConversation
                key={chatId}
                chatId={chatId}
                initialChat={initialChat?.id === chatId ? initialChat : null}
                backTo={path('/chat')}
                onChat={put}
                onMessage={putMessage}
                onRead={markRead}
                focusOnOpen={focusOnOpen}
              />
            )}
          </div>
        </div>
      )}
      <WebCallLayer />
    </main>
  )
}
