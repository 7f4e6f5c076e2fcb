/** What each of the sandbox's test cards does (docs/decisions/0016). */
export const sandboxTestCards = [
  { number: '4242424242424242', outcome: 'succeeds', label: 'the payment succeeds' },
  { number: '4000000000000002', outcome: 'declined', label: 'the card is declined' },
  {
    number: '4000002760003184',
    outcome: 'requires_confirmation',
    label: 'the bank asks you to confirm the payment',
  },
] as const

export type SandboxCardOutcome = (typeof sandboxTestCards)[number]['outcome']

export const cardFields = ['card_number', 'expiry', 'cvc', 'name'] as const
export type CardField = (typeof cardFields)[number]

/** What the visitor typed, kept to fill the form again after an error (the CVC never is). */
export type CardFormValues = Readonly<Record<Exclude<CardField, 'cvc'>, string>>

export type CardFormErrors = Partial<Record<CardField, string>>

export type CardFormResult =
  | { readonly ok: true; readonly outcome: SandboxCardOutcome }
  | { readonly ok: false; readonly errors: CardFormErrors }

/** `4242 4242 4242 4242` as printed on the card. */
export function groupCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ')
}

export const NAME_ON_CARD_MAX_LENGTH = 100

function text(body: Readonly<Record<string, unknown>>, field: CardField): string {
  const value = body[field]
  return typeof value === 'string' ? value.trim() : ''
}

export function cardFormValues(body: Readonly<Record<string, unknown>>): CardFormValues {
  return {
    card_number: text(body, 'card_number').slice(0, 40),
    expiry: text(body, 'expiry').slice(0, 10),
    name: text(body, 'name').slice(0, NAME_ON_CARD_MAX_LENGTH),
  }
}

function expiryError(expiry: string, now: Date): string | undefined {
  if (expiry === '') return 'Enter the expiry date'
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry)
  const month = Number(match?.[1])
  if (match === null || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, like 12/34'
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  // A card is valid to the end of its expiry month.
  return year * 12 + (month - 1) < thisMonth ? 'This card has expired' : undefined
}

/**
 * Reads the hosted form. Only the test cards are accepted; any other number is refused naming
 * the field, so nobody types a real card into a page that takes no money.
 */
export function readCardForm(body: Readonly<Record<string, unknown>>, now: Date): CardFormResult {
  const errors: CardFormErrors = {}
  const number = text(body, 'card_number').replace(/[\s-]/g, '')
  const card = sandboxTestCards.find((testCard) => testCard.number === number)
  if (number === '') errors.card_number = 'Enter the card number'
  else if (card === undefined) {
    errors.card_number = 'This is a test checkout: use one of the test cards'
  }
  const expiry = expiryError(text(body, 'expiry'), now)
  if (expiry !== undefined) errors.expiry = expiry
  const cvc = text(body, 'cvc')
  if (cvc === '') errors.cvc = 'Enter the security code (CVC)'
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'Enter the 3 or 4 digits of the security code'
  const name = text(body, 'name')
  if (name === '') errors.name = 'Enter the name on the card'
  else if (name.length > NAME_ON_CARD_MAX_LENGTH) {
    errors.name = `Enter at most ${String(NAME_ON_CARD_MAX_LENGTH)} characters`
  }
  if (card === undefined || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, outcome: card.outcome }
}
