/**
 * Gift card codes (decision 0073): 16 symbols of an alphabet without the look-alikes 0/O and 1/I,
 * so a code copied from a mail or read aloud is typed right. 32 symbols give 5 bits each: 80
 * random bits, far past what a rate-limited guesser can try.
 */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** How many symbols a code has; it is shown in groups of four. */
export const GIFT_CARD_CODE_LENGTH = 16

const GROUP = 4

/**
 * A new code from `randomBytes` (the API passes node:crypto's). Each byte picks a symbol by its
 * low five bits: 256 is a multiple of 32, so every symbol is equally likely.
 */
export function newGiftCardCode(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(GIFT_CARD_CODE_LENGTH)
  if (bytes.length !== GIFT_CARD_CODE_LENGTH) throw new Error('randomBytes gave too few bytes')
  return Array.from(bytes, (byte) => GIFT_CARD_CODE_ALPHABET[byte % 32]).join('')
}

/**
 * What a person typed, as the code it stands for: case, spaces and dashes do not matter. Null
 * when it cannot be a code at all (wrong length or a symbol outside the alphabet), so nothing is
 * looked up for it.
 */
export function normalizeGiftCardCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '')
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null
  for (const symbol of code) if (!GIFT_CARD_CODE_ALPHABET.includes(symbol)) return null
  return code
}

/** `ABCD-EFGH-JKLM-NPQR`: how a code is printed in mails and on the confirmation page. */
export function formatGiftCardCode(code: string): string {
  const groups: string[] = []
  for (let at = 0; at < code.length; at += GROUP) groups.push(code.slice(at, at + GROUP))
  return groups.join('-')
}

/** The last four symbols: how a card is named once its code is no longer shown. */
export function giftCardCodeEnding(code: string): string {
  return code.slice(-GROUP)
}
