import type { Chat, ChatEventMessage, ChatFile, ChatMessage } from '@tourmarket/contracts'
import { nextSendStatus, type SendEvent } from '@tourmarket/domain/chat'
import { chatMessageStatus, type ChatMessageStatus } from '@tourmarket/domain/enums'

// The chat page's state, as pure functions: the list of chats, one conversation with the
// messages the user is sending (§3/§4 send statuses), and what each realtime event (§4) changes.

/** A message the user is sending: shown at once, then replaced by the server's copy. */
export type PendingMessage = {
  /** The sender's id for the message (send-message `client_key`): a retry never sends it twice. */
  readonly clientKey: string
  readonly chatId: number
  readonly text: string
  /** An uploaded attachment (its upload answer), or null. */
  readonly file: ChatFile | null
  /** §3/§4: waiting, loading, failed (success removes it: the server's message takes its place). */
  readonly status: ChatMessageStatus
  readonly createdAt: string
  /** What the server said when it failed (e.g. 409 frozen, 429 too fast), or null. */
  readonly failure: SendFailure | null
}

export type SendFailure = 'frozen' | 'tooFast' | 'other'

export type Conversation = {
  readonly chatId: number
  /** The server's messages, oldest first, each once (by id). */
  readonly messages: readonly ChatMessage[]
  readonly pending: readonly PendingMessage[]
  /** get-messages said older ones remain. */
  readonly hasMore: boolean
}

/**
 * The picture beside a chat: the other participant's (issue 42: an organizer's account must see
 * the tourist, not its own portrait). The tourist sees the organizer's logo (support has none);
 * the organizer and support see the tourist's profile photo. Null shows the name's initials.
 */
export function counterpartAvatar(chat: Chat): {
  readonly name: string
  readonly src: string | null
} {
  return chat.viewer_side === 'tourist'
    ? { name: chat.title, src: chat.organizer?.logo ?? null }
    : { name: chat.tourist.name, src: chat.tourist.avatar }
}

export function emptyConversation(chatId: number): Conversation {
  return { chatId, messages: [], pending: [], hasMore: false }
}

/** Messages by id, oldest first; a later copy of a message replaces the earlier one. */
export function mergeMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** A page of get-messages (newest first, from `offset`) added to what the conversation holds. */
export function withPage(
  conversation: Conversation,
  page: { readonly data: readonly ChatMessage[]; readonly has_more: boolean },
  isFirstPage: boolean,
): Conversation {
  return {
    ...conversation,
    messages: mergeMessages(conversation.messages, page.data),
    // A refreshed first page says nothing about the older pages already held.
    hasMore: isFirstPage && conversation.messages.length > 0 ? conversation.hasMore : page.has_more,
  }
}

/** The get-messages offset of the next older page: how many of the newest messages are held. */
export function nextPageOffset(conversation: Conversation): number {
  return conversation.messages.length
}

/** The user sends a message: it shows at once, waiting (§4). */
export function withPending(conversation: Conversation, pending: PendingMessage): Conversation {
  return { ...conversation, pending: [...conversation.pending, pending] }
}

/** A send event for one pending message (nextSendStatus of the domain decides what applies). */
export function withSendEvent(
  conversation: Conversation,
  clientKey: string,
  event: Exclude<SendEvent, 'succeed'>,
  failure: SendFailure | null = null,
): Conversation {
  return {
    ...conversation,
    pending: conversation.pending.map((pending) =>
      pending.clientKey === clientKey
        ? {
            ...pending,
            status: nextSendStatus(pending.status, event),
            failure: event === 'fail' ? failure : null,
          }
        : pending,
    ),
  }
}

/** The send answered: the server's message takes the pending one's place (§4 success). */
export function withSent(
  conversation: Conversation,
  clientKey: string,
  message: ChatMessage,
): Conversation {
  return {
    ...conversation,
    messages: mergeMessages(conversation.messages, [message]),
    pending: conversation.pending.filter((pending) => pending.clientKey !== clientKey),
  }
}

/** The pending message a realtime copy of the user's own message stands for, if any. */
function pendingMatching(
  pending: readonly PendingMessage[],
  message: ChatMessage,
): PendingMessage | undefined {
  if (message.type !== 'output') return undefined
  return pending.find(
    (candidate) =>
      candidate.status === chatMessageStatus.loading &&
      candidate.text.trim() === message.text &&
      (candidate.file?.id ?? null) === (message.file?.id ?? null),
  )
}

function updateMessage(
  messages: readonly ChatMessage[],
  id: number,
  change: (message: ChatMessage) => ChatMessage,
): readonly ChatMessage[] {
  return messages.some((message) => message.id === id)
    ? messages.map((message) => (message.id === id ? change(message) : message))
    : messages
}

/** What a removed message keeps of its content: nothing (§7 get-messages: deleted and moderated stay in place). */
const removed = { text: '', file: null }

/**
 * What a realtime event (§4) changes in the open conversation. Events of other chats change
 * nothing. A new message already shown (from the send answer, or its event arriving twice) is kept
 * once; the user's own message arriving before its send answer takes the pending copy's place.
 */

/** A message that was moderated or deleted: kept in its place, its text and file gone. */
function hideMessage(
  conversation: Conversation,
  event: ChatEventMessage,
  flag: Pick<ChatMessage, 'is_moderated'> | Pick<ChatMessage, 'is_deleted'>,
): Conversation {
  const { message } = event
  const id = event.message_id ?? message?.id
  if (id === undefined) return conversation
  return {
    ...conversation,
    messages: updateMessage(conversation.messages, id, (held) => ({
      ...(message ?? held),
      ...removed,
      ...flag,
    })),
  }
}

export function applyEventToConversation(
  conversation: Conversation,
  event: ChatEventMessage,
): Conversation {
  if (event.chat_id !== conversation.chatId) return conversation
  const { message } = event
  switch (event.event) {
    case 'new_message': {
      if (message === undefined) return conversation
      const stands = pendingMatching(conversation.pending, message)
      return {
        ...conversation,
        messages: mergeMessages(conversation.messages, [message]),
        pending:
          stands === undefined
            ? conversation.pending
            : conversation.pending.filter((pending) => pending !== stands),
      }
    }
    case 'message_was_edit':
      return message === undefined
        ? conversation
        : {
            ...conversation,
            messages: updateMessage(conversation.messages, message.id, () => message),
          }
    case 'message_was_moderated':
      return hideMessage(conversation, event, { is_moderated: true })
    case 'message_was_deleted':
      return hideMessage(conversation, event, { is_deleted: true })
    case 'chat_is_read': {
      const upTo = event.read_message_id
      return {
        ...conversation,
        messages: conversation.messages.map((held) =>
          held.type === 'output' && !held.is_read && (upTo === undefined || held.id <= upTo)
            ? { ...held, is_read: true }
            : held,
        ),
      }
    }
    case 'attachment_download_status_was_changed': {
      const { file } = event
      const id = event.message_id ?? message?.id
      if (file === undefined || id === undefined) return conversation
      return {
        ...conversation,
        messages: updateMessage(conversation.messages, id, (held) => ({ ...held, file })),
      }
    }
    default:
      return conversation
  }
}

/** The chats the page shows, latest activity first, with the list's total. */
export type ChatListState = { readonly chats: readonly Chat[]; readonly total: number }

/** A chat put (or put back) where it belongs: first when it has news, else where it was. */
export function withChat(list: ChatListState, chat: Chat, toTop: boolean): ChatListState {
  const index = list.chats.findIndex((held) => held.id === chat.id)
  if (index === -1) return { chats: [chat, ...list.chats], total: list.total + 1 }
  if (!toTop)
    return { ...list, chats: list.chats.map((held) => (held.id === chat.id ? chat : held)) }
  return { ...list, chats: [chat, ...list.chats.filter((held) => held.id !== chat.id)] }
}

/** The next page of chat/list added: chats already shown (they moved up meanwhile) stay once. */
export function withMoreChats(list: ChatListState, page: ChatListState): ChatListState {
  const held = new Set(list.chats.map((chat) => chat.id))
  return {
    chats: [...list.chats, ...page.chats.filter((chat) => !held.has(chat.id))],
    total: page.total,
  }
}

/** Which chat's full record an event asks the page to fetch again (get-chat), if any. */
export type ListEventResult = { readonly list: ChatListState; readonly refetch: number | null }

/**
 * What a realtime event (§4) changes in the list of chats. `openChatId` is the conversation the
 * user is reading: its new messages do not count as unread (the page marks them read).
 */
export function applyEventToList(
  list: ChatListState,
  event: ChatEventMessage,
  openChatId: number | null,
): ListEventResult {
  const chat = list.chats.find((held) => held.id === event.chat_id)
  const unchanged = { list, refetch: null }
  const { message } = event
  switch (event.event) {
    case 'new_message': {
      if (chat === undefined || message === undefined) return { list, refetch: event.chat_id }
      if (chat.last_message !== null && chat.last_message.id > message.id) return unchanged
      const counts = message.type === 'input' && openChatId !== chat.id
      const alreadyCounted = chat.last_message?.id === message.id
      return {
        list: withChat(
          list,
          {
            ...chat,
            last_message: message,
            unread_count: chat.unread_count + (counts && !alreadyCounted ? 1 : 0),
          },
          true,
        ),
        refetch: null,
      }
    }
    case 'message_was_edit':
    case 'message_was_moderated':
    case 'message_was_deleted':
    case 'attachment_download_status_was_changed': {
      const last = chat?.last_message ?? null
      if (chat === undefined || last === null) return unchanged
      const id = message?.id ?? event.message_id
      if (id !== last.id) return unchanged
      const changed: ChatMessage =
        event.event === 'message_was_edit' && message !== undefined
          ? message
          : event.event === 'message_was_moderated'
            ? { ...(message ?? last), text: '', is_moderated: true }
            : event.event === 'message_was_deleted'
              ? { ...(message ?? last), text: '', is_deleted: true }
              : { ...last, file: event.file ?? last.file }
      return { list: withChat(list, { ...chat, last_message: changed }, false), refetch: null }
    }
    case 'chat_is_read': {
      const last = chat?.last_message ?? null
      if (chat === undefined || last === null || last.type !== 'output') return unchanged
      const upTo = event.read_message_id
      if (upTo !== undefined && last.id > upTo) return unchanged
      return {
        list: withChat(list, { ...chat, last_message: { ...last, is_read: true } }, false),
        refetch: null,
      }
    }
    case 'chat_is_frozen':
      if (chat === undefined || event.is_frozen === undefined)
        return { list, refetch: event.chat_id }
      return { list: withChat(list, { ...chat, is_frozen: event.is_frozen }, false), refetch: null }
    case 'crm_user_chat_notifications_enabled':
      if (chat === undefined) return unchanged
      return {
        list: withChat(
          list,
          { ...chat, notifications_enabled: event.notifications_enabled ?? true },
          false,
        ),
        refetch: null,
      }
    case 'chat_was_updated':
    case 'chat_created':
      return { list, refetch: event.chat_id }
    default:
      return unchanged
  }
}

/** The chat marked read on this side: no unread messages left in it. */
export function withChatRead(list: ChatListState, chatId: number): ChatListState {
  return {
    ...list,
    chats: list.chats.map((chat) => (chat.id === chatId ? { ...chat, unread_count: 0 } : chat)),
  }
}

/** The calendar day of an instant in the viewer's time zone, as yyyy-MM-dd. */
export function localDay(instant: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** One day of the conversation, for the day headings. */
export type DayGroup<Item> = { readonly day: string; readonly items: readonly Item[] }

/** Items grouped by their calendar day, in the order given (the conversation is oldest first). */
export function groupByDay<Item>(
  items: readonly Item[],
  instantOf: (item: Item) => string,
  timeZone?: string,
): DayGroup<Item>[] {
  const groups: { day: string; items: Item[] }[] = []
  for (const item of items) {
    const day = localDay(instantOf(item), timeZone)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}

/** 'today', 'yesterday' or the day itself, relative to `now`'s day. */
export function relativeDay(day: string, today: string): 'today' | 'yesterday' | 'other' {
  if (day === today) return 'today'
  const yesterday = new Date(`${today}T12:00:00Z`)
  yesterday.setUTCDate(yesterday.getUTCDate() - 1)
  return yesterday.toISOString().slice(0, 10) === day ? 'yesterday' : 'other'
}

/** A file size for people: bytes, KB or MB with one decimal. */
export function fileSizeText(bytes: number, locale: string): string {
  const number = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)
  if (bytes < 1024) return `${number(bytes)} B`
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`
  return `${number(bytes / (1024 * 1024))} MB`
}

/** The sender status a message of the user's shows: ✓ sent, ✓✓ read (is_read). */
export function readMark(message: Pick<ChatMessage, 'type' | 'is_read'>): 'sent' | 'read' | null {
  if (message.type !== 'output') return null
  return message.is_read ? 'read' : 'sent'
}

/** Which §8 failure a send met: 409 the chat is frozen, 429 too fast, anything else. */
export function sendFailureOf(status: number | null): SendFailure {
  if (status === 409) return 'frozen'
  if (status === 429) return 'tooFast'
  return 'other'
}

/** A message for the list preview: its text, the file's name, or nothing. */
export function previewOf(message: ChatMessage): {
  kind: 'text' | 'deleted' | 'moderated' | 'file'
  text: string
} {
  if (message.is_moderated) return { kind: 'moderated', text: '' }
  if (message.is_deleted) return { kind: 'deleted', text: '' }
  if (message.text !== '') return { kind: 'text', text: message.text }
  return { kind: 'file', text: message.file?.name ?? '' }
}
