import { isOneOf } from './guard.ts'

/** §6 Roles. */
export const roles = ['visitor', 'tourist', 'organizer', 'support'] as const
export type Role = (typeof roles)[number]

export function isRole(value: unknown): value is Role {
  return isOneOf(roles, value)
}

/** §6: every request carries a role header set to client. */
export const roleHeaderValue = 'client'

/** §3 Code senders: the channels a one-time login or confirmation code can be sent through. */
export const codeSenders = [
  'telegram',
  'telegram_with_phone_request',
  'vk',
  'vk_via_sms_service',
  'whatsapp',
  'whatsapp_paid',
  'sms',
  'email',
] as const
export type CodeSender = (typeof codeSenders)[number]

export function isCodeSender(value: unknown): value is CodeSender {
  return isOneOf(codeSenders, value)
}
