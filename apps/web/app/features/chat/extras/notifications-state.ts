import type { Chat } from '@tourmarket/contracts'
import type { MessengerSource } from '@tourmarket/domain/enums'

/** §3 chat state: one of the viewer's chats and whether its messages reach a messenger. */
export type NotificationState = { readonly id: number; readonly messenger_was_activated: boolean }
export type Channel = { readonly source_id: MessengerSource; readonly is_activated: boolean }

/** A row of the notification settings: the chat's title when the page knows it. */
export type NotificationRow = {
  readonly id: number
  readonly title: string | null
  readonly on: boolean
}

/**
 * chats-for-notifications names chats by id only; the titles come from the chats the page has
 * listed (a chat further down the list than loaded has none yet, and the row says "Chat {id}").
 */
export function notificationRows(
  states: readonly NotificationState[],
  chats: readonly Pick<Chat, 'id' | 'title'>[],
): NotificationRow[] {
  const titles = new Map(chats.map((chat) => [chat.id, chat.title]))
  return states.map((state) => ({
    id: state.id,
    title: titles.get(state.id) ?? null,
    on: state.messenger_was_activated,
  }))
}

/** A chat whose notifications were just turned off, while the list is asked again. */
export function turnedOff(
  states: readonly NotificationState[],
  chatId: number,
): NotificationState[] {
  return states.map((state) =>
    state.id === chatId ? { ...state, messenger_was_activated: false } : state,
  )
}

/** The header's summary: on when any messenger is linked. */
export function anyChannelActive(channels: readonly Channel[]): boolean {
  return channels.some((channel) => channel.is_activated)
}

/**
 * The bot's address for a source, from §7 /spa/chat-sources-list (the same bots the support links
 * use); null when the brand lists none for it, and the panel only names the messenger.
 */
export function botLinkFor(
  source: MessengerSource,
  links: readonly { readonly source: MessengerSource; readonly url: string }[],
): string | null {
  return links.find((link) => link.source === source)?.url ?? null
}

/**
 * The link that hands a connection code to the bot. Telegram takes it as the start payload
 * (https://t.me/{bot}?start={code}: one tap, and the bot links the account); other messengers
 * open their bot and the person sends the code.
 */
export function connectionLinkFor(
  source: MessengerSource,
  code: string,
  links: readonly { readonly source: MessengerSource; readonly url: string }[],
): string | null {
  const botLink = botLinkFor(source, links)
  if (botLink === null || source !== 'telegram' || !URL.canParse(botLink)) return botLink
  const url = new URL(botLink)
  url.searchParams.set('start', code)
  return url.toString()
}
