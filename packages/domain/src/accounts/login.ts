import type { CodeSender } from '../enums/access.ts'
import { isEmail, isPhone } from '../validation/rules.ts'

/** A sign-in identifier (§7 user/auth `login`): an e-mail address or a phone number. */
export type Login = { readonly kind: 'email' | 'phone'; readonly value: string }

/** E.164 allows at most 15 digits after the +; anything longer is no phone number. */
const PHONE_MAX_DIGITS = 15

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const PHONE_FORMATTING = /[\s\-().]/g

/** An e-mail as stored and compared: trimmed and lower-cased (addresses are matched case-insensitively). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** A phone as stored and compared: `+` and digits only (§5 phone), or null when it is not one. */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(PHONE_FORMATTING, '')
  return isPhone(compact) && compact.length - 1 <= PHONE_MAX_DIGITS ? compact : null
}

/**
 * Reads a login: an e-mail when it has an @ (§5 email rule), otherwise a §5 phone number. Null
 * when it is neither, so the caller answers with a field error instead of looking it up.
 */
export function parseLogin(value: string): Login | null {
  if (value.includes('@')) {
    const email = normalizeEmail(value)
    return isEmail(email) ? { kind: 'email', value: email } : null
  }
  const phone = normalizePhone(value)
  return phone === null ? null : { kind: 'phone', value: phone }
}

/** §3 code senders: `email` reaches an e-mail address; every other sender reaches a phone. */
export function codeSenderReaches(sender: CodeSender): Login['kind'] {
  return sender === 'email' ? 'email' : 'phone'
}
