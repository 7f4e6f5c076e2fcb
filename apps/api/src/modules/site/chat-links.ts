import type { MessengerSource } from '@tourmarket/domain/enums'

/**
 * The query parameter each messenger passes on to the bot or account it opens: Telegram's
 * `start`, WhatsApp's prefilled `text`, Viber's `context`, and the `ref` of VK, OK, Facebook and
 * Instagram links.
 */
export const usualStartParameter: Readonly<Record<MessengerSource, string>> = {
  telegram: 'start',
  vk: 'ref',
  ok: 'ref',
  whatsapp: 'text',
  viber: 'context',
  facebook: 'ref',
  instagram: 'ref',
}

/** The ids a chat link may carry, so support knows who writes and about what. */
export type ChatLinkIds = {
  clientId?: number | undefined
  requestId?: number | undefined
  subscriberId?: number | undefined
  webinarId?: number | undefined
}

const idPrefixes = [
  ['clientId', 'c'],
  ['requestId', 'r'],
  ['subscriberId', 's'],
  ['webinarId', 'w'],
] as const

/**
 * The start payload for the given ids, e.g. `c12_r345` for client 12 and request 345; empty when
 * none is given. Letters, digits and underscores only, at most 47 characters: within what
 * Telegram allows in a start parameter (64 of A-Z, a-z, 0-9, _ and -).
 */
export function startPayload(ids: ChatLinkIds): string {
  return idPrefixes
    .flatMap(([field, prefix]) => {
      const id = ids[field]
      return id === undefined ? [] : [`${prefix}${String(id)}`]
    })
    .join('_')
}

/** The messenger link with the payload set as its start parameter; unchanged when there is none. */
export function chatLink(baseUrl: string, startParameter: string, payload: string): string {
  if (payload === '') return baseUrl
  const url = new URL(baseUrl)
  url.searchParams.set(startParameter, payload)
  return url.toString()
}
