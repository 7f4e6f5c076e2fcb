import { isApiHttpError } from '@tourmarket/api-client/client'
import type { Chat, ChatFile, ChatMessage } from '@tourmarket/contracts'
import { CHAT_LIST_LIMIT, CHAT_LIST_OFFSET } from '@tourmarket/domain/chat'
import { chatMessageStatus } from '@tourmarket/domain/enums'
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useApiCall } from '../../lib/api-call.ts'
import {
  connectionStatus,
  noteMessageId,
  refreshUnread,
  subscribeRealtime,
  subscribeRealtimeState,
  type ConnectionStatus,
  type RealtimeSignal,
} from '../../lib/chat/chat-realtime.ts'
import {
  applyEventToConversation,
  applyEventToList,
  emptyConversation,
  nextPageOffset,
  sendFailureOf,
  withChat,
  withChatRead,
  withMoreChats,
  withPage,
  withPending,
  withSendEvent,
  withSent,
  type ChatListState,
  type Conversation,
  type PendingMessage,
} from './chat-state.ts'

export type LoadStatus = 'loading' | 'ready' | 'failed'

/** Every signal of the tab's socket, for as long as the component lives. */
export function useRealtimeSignals(listener: (signal: RealtimeSignal) => void): void {
  const onSignal = useEffectEvent(listener)
  useEffect(() => subscribeRealtime((signal) => onSignal(signal)), [])
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeRealtimeState, connectionStatus, () => 'connecting')
}

/** Whether the page is shown (document.visibilityState), following changes. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
    () => document.visibilityState === 'visible',
    () => true,
  )
}

function noteMessages(messages: readonly ChatMessage[]): void {
  for (const message of messages) noteMessageId(message.id)
}

/**
 * §7 chat/list, 20 at a time from offset 0 (§9), kept current by the socket (§4). §8: a failure is
 * logged and shows an empty list with a retry.
 */
export function useChatList(openChatId: number | null) {
  const call = useApiCall()
  const [list, setList] = useState<ChatListState>({ chats: [], total: 0 })
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [more, setMore] = useState<LoadStatus>('ready')
  const generation = useRef(0)

  const load = useCallback(async () => {
    generation.current += 1
    const mine = generation.current
    setStatus('loading')
    try {
      const page = await call('chatList', {
        query: { limit: CHAT_LIST_LIMIT, offset: CHAT_LIST_OFFSET },
      })
      if (mine !== generation.current) return
      for (const chat of page.data) if (chat.last_message) noteMessageId(chat.last_message.id)
      setList({ chats: page.data, total: page.total })
      setStatus('ready')
    } catch (error) {
      console.error('chat/list failed', error)
      if (mine === generation.current) setStatus('failed')
    }
  }, [call])

  const loadMore = useCallback(async () => {
    setMore('loading')
    try {
      const page = await call('chatList', {
        query: { limit: CHAT_LIST_LIMIT, offset: list.chats.length },
      })
      setList((held) => withMoreChats(held, { chats: page.data, total: page.total }))
      setMore('ready')
    } catch (error) {
      console.error('chat/list failed', error)
      setMore('failed')
    }
  }, [call, list.chats.length])

  /** One chat fetched again (§4 chat_was_updated, chat_created, a chat not yet listed). */
  const refetch = useCallback(
    async (chatId: number, toTop: boolean) => {
      try {
        const chat = await call('chatGet', { query: { chat_id: chatId } })
        setList((held) => withChat(held, chat, toTop))
      } catch (error) {
        console.error('chat/get-chat failed', error)
      }
    },
    [call],
  )

  useEffect(() => {
    void load()
  }, [load])

  useRealtimeSignals((signal) => {
    if (signal.kind === 'ready') {
      if (signal.replayTruncated) void load()
      return
    }
    const { event } = signal
    // Events come in bursts: each applies to the list as the previous one left it.
    setList((held) => applyEventToList(held, event, openChatId).list)
    const result = applyEventToList(list, event, openChatId)
    if (result.refetch !== null) {
      const known = list.chats.some((chat) => chat.id === result.refetch)
      void refetch(result.refetch, event.event === 'new_message' || !known)
    }
  })

  /** A chat this page changed (a message sent, the chat read, its record loaded). */
  const put = useCallback((chat: Chat, toTop: boolean) => {
    setList((held) =>
      held.chats.some((item) => item.id === chat.id) || toTop ? withChat(held, chat, toTop) : held,
    )
  }, [])
  const putMessage = useCallback((message: ChatMessage) => {
    setList((held) => {
      const chat = held.chats.find((item) => item.id === message.chat_id)
      return chat === undefined ? held : withChat(held, { ...chat, last_message: message }, true)
    })
  }, [])
  const markRead = useCallback(
    (chatId: number) => setList((held) => withChatRead(held, chatId)),
    [],
  )

  return { list, status, more, load, loadMore, put, putMessage, markRead }
}

export type ConversationView = {
  readonly chat: Chat | null
  readonly conversation: Conversation
  readonly status: LoadStatus | 'notFound'
  readonly earlier: LoadStatus
}

/**
 * One chat: get-chat and get-messages (30 a page, newest first; older pages by offset), the
 * messages the user sends (§4 waiting → loading → failed or success, retried with the same
 * client_key), the socket's events, and mark-as-read while it is shown with unread messages.
 */
export function useConversation(
  chatId: number | null,
  options: {
    readonly initialChat: Chat | null
    readonly onChat: (chat: Chat, toTop: boolean) => void
    /** A message the user sent: the list shows it as the chat's last, the chat first. */
    readonly onMessage: (message: ChatMessage) => void
    readonly onRead: (chatId: number) => void
  },
) {
  const call = useApiCall()
  const visible = usePageVisible()
  const [chat, setChat] = useState<Chat | null>(
    options.initialChat?.id === chatId ? options.initialChat : null,
  )
  const [conversation, setConversation] = useState<Conversation>(() =>
    emptyConversation(chatId ?? 0),
  )
  const [status, setStatus] = useState<ConversationView['status']>('loading')
  const [earlier, setEarlier] = useState<LoadStatus>('ready')
  const [needsRead, setNeedsRead] = useState(false)
  // The page's callbacks, current at the time of each answer (they are not reasons to reload).
  const callbacks = useRef(options)
  useEffect(() => {
    callbacks.current = options
  })
  const report = (next: Chat, toTop: boolean) => callbacks.current.onChat(next, toTop)
  const reportRead = (id: number) => callbacks.current.onRead(id)

  /** Updates the conversation only while it is still the one shown. */
  const update = useCallback(
    (change: (held: Conversation) => Conversation) =>
      setConversation((held) => (held.chatId === chatId ? change(held) : held)),
    [chatId],
  )

  // The chat the server already fetched for the first render (the route's loader).
  const serverChat = useRef(options.initialChat?.id === chatId ? options.initialChat : null)

  const load = useCallback(async () => {
    if (chatId === null) return
    setStatus('loading')
    setConversation(emptyConversation(chatId))
    const known = serverChat.current
    serverChat.current = null
    try {
      const [loadedChat, page] = await Promise.all([
        known ?? call('chatGet', { query: { chat_id: chatId } }),
        call('chatMessages', { query: { chat_id: chatId, offset: 0 } }),
      ])
      noteMessages(page.data)
      setChat(loadedChat)
      report(loadedChat, false)
      setConversation((held) => (held.chatId === chatId ? withPage(held, page, true) : held))
      setNeedsRead(loadedChat.unread_count > 0)
      setStatus('ready')
    } catch (error) {
      console.error('The chat could not be loaded', error)
      setStatus(
        isApiHttpError(error) && (error.status === 404 || error.status === 403)
          ? 'notFound'
          : 'failed',
      )
    }
  }, [call, chatId])

  useEffect(() => {
    void load()
  }, [load])

  const loadEarlier = useCallback(async () => {
    if (chatId === null || earlier === 'loading' || !conversation.hasMore) return
    setEarlier('loading')
    try {
      const page = await call('chatMessages', {
        query: { chat_id: chatId, offset: nextPageOffset(conversation) },
      })
      update((held) => withPage(held, page, false))
      setEarlier('ready')
    } catch (error) {
      console.error('chat/get-messages failed', error)
      setEarlier('failed')
    }
  }, [call, chatId, conversation, earlier, update])

  const deliver = useCallback(
    async (pending: PendingMessage) => {
      update((held) => withSendEvent(held, pending.clientKey, 'start'))
      try {
        const message = await call('chatSendMessage', {
          body: {
            chat_id: pending.chatId,
            message: pending.text,
            file_id: pending.file?.id ?? null,
            client_key: pending.clientKey,
          },
        })
        noteMessageId(message.id)
        update((held) => withSent(held, pending.clientKey, message))
        setChat((held) =>
          held === null || held.id !== message.chat_id ? held : { ...held, last_message: message },
        )
        callbacks.current.onMessage(message)
      } catch (error) {
        console.error('chat/send-message failed', error)
        const failure = sendFailureOf(isApiHttpError(error) ? error.status : null)
        update((held) => withSendEvent(held, pending.clientKey, 'fail', failure))
        if (failure === 'frozen')
          setChat((held) => (held === null ? held : { ...held, is_frozen: true }))
      }
    },
    [call, update],
  )

  /** §4: the message shows at once (waiting), then goes out (loading). */
  const send = useCallback(
    (text: string, file: ChatFile | null) => {
      if (chatId === null) return
      const pending: PendingMessage = {
        clientKey: crypto.randomUUID(),
        chatId,
        text: text.trim(),
        file,
        status: chatMessageStatus.waiting,
        createdAt: new Date().toISOString(),
        failure: null,
      }
      update((held) => withPending(held, pending))
      void deliver(pending)
    },
    [chatId, deliver, update],
  )

  /** A failed message goes again with its client_key: the server never keeps it twice. */
  const retry = useCallback(
    (clientKey: string) => {
      const pending = conversation.pending.find((item) => item.clientKey === clientKey)
      if (pending === undefined || pending.status !== chatMessageStatus.failed) return
      update((held) => withSendEvent(held, clientKey, 'retry'))
      void deliver({ ...pending, status: chatMessageStatus.waiting })
    },
    [conversation.pending, deliver, update],
  )

  useRealtimeSignals((signal) => {
    if (chatId === null) return
    if (signal.kind === 'ready') {
      // Missed more than the socket replays: reload what is shown.
      if (signal.replayTruncated) void load()
      return
    }
    const { event } = signal
    if (event.chat_id !== chatId) return
    update((held) => applyEventToConversation(held, event))
    if (event.event === 'new_message' && event.message?.type === 'input') setNeedsRead(true)
    if (event.event === 'chat_is_frozen' && event.is_frozen !== undefined) {
      const frozen = event.is_frozen
      setChat((held) => (held === null ? held : { ...held, is_frozen: frozen }))
    }
    if (event.event === 'chat_was_updated') {
      void call('chatGet', { query: { chat_id: chatId } })
        .then((next) => setChat(next))
        .catch((error: unknown) => console.error('chat/get-chat failed', error))
    }
  })

  // §4 mark the open chat read while it is shown and has unread messages.
  useEffect(() => {
    if (chatId === null || status !== 'ready' || !needsRead || !visible) return
    setNeedsRead(false)
    void call('chatMarkAsRead', { body: { chat_id: chatId } })
      .then(() => {
        reportRead(chatId)
        setChat((held) => (held === null ? held : { ...held, unread_count: 0 }))
        refreshUnread()
      })
      .catch((error: unknown) => console.error('chat/mark-as-read failed', error))
  }, [call, chatId, status, needsRead, visible])

  return { chat, conversation, status, earlier, load, loadEarlier, send, retry }
}
