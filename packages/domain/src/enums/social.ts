import { isOneOf } from './guard.ts'

/** §3 Messenger links by source. */
export const messengerSources = [
  'telegram',
  'vk',
  'ok',
  'whatsapp',
  'viber',
  'facebook',
  'instagram',
] as const
export type MessengerSource = (typeof messengerSources)[number]

export function isMessengerSource(value: unknown): value is MessengerSource {
  return isOneOf(messengerSources, value)
}

/** Networks mostly used by Russian speakers; the spec lists them second in §3. */
const russianMessengerSources: readonly MessengerSource[] = ['vk', 'ok']

/**
 * §3: messenger order depends on whether Russian is available. With Russian, the spec's order;
 * without it, vk and ok move to the end so international visitors see their messengers first.
 */
export function orderedMessengerSources(russianIsAvailable: boolean): readonly MessengerSource[] {
  if (russianIsAvailable) return messengerSources
  return [
    ...messengerSources.filter((source) => !russianMessengerSources.includes(source)),
    ...russianMessengerSources,
  ]
}

/** §3 Social groups source. */
export const socialGroupSources = [
  'telegram',
  'instagram',
  'vk',
  'ok',
  'zen',
  'tiktok',
  'facebook',
  'x',
  'weibo',
  'bilibili',
] as const
export type SocialGroupSource = (typeof socialGroupSources)[number]

export function isSocialGroupSource(value: unknown): value is SocialGroupSource {
  return isOneOf(socialGroupSources, value)
}
