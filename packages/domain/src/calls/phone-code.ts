/**
 * §7 phone-code/organizer and /user: the extension code a caller dials after the brand's number.
 * Six digits: short enough to key in on a phone, a million of them, so a guesser limited to a few
 * codes an hour (the API's rate limit) hits a live one by chance only rarely; codes live 30 minutes.
 */
export const PHONE_CODE_LENGTH = 6
export const PHONE_CODE_TTL_MINUTES = 30

/** Whether a text is a phone code as the API hands them out: exactly six digits. */
export function isPhoneCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^\\d{${String(PHONE_CODE_LENGTH)}}$`).test(value)
}

/** A phone code from a random number below 10^6: zero-padded, so every code has six digits. */
export function phoneCodeOf(randomBelowMillion: number): string {
  return String(randomBelowMillion).padStart(PHONE_CODE_LENGTH, '0')
}

/** How a code is read out: in two groups of three digits (123 456). */
export function formatPhoneCode(code: string): string {
  return code.length === PHONE_CODE_LENGTH ? `${code.slice(0, 3)} ${code.slice(3)}` : code
}
