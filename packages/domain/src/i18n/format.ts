import type { Locale, MessageValue, PluralForms } from './catalogue.ts'

/** Values substituted into `{param}` placeholders; a numeric `count` also selects the plural form. */
export type MessageParams = Readonly<Record<string, string | number>>

/** A piece of a message: literal text, or a placeholder the caller renders (e.g. a link). */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'param'; name: string }

const placeholderPattern = /\{(\w+)\}/g

// PluralRules construction parses locale data; one instance per locale is enough.
const pluralRulesByLocale = new Map<Locale, Intl.PluralRules>()

function pluralRulesFor(locale: Locale): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale)
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale)
    pluralRulesByLocale.set(locale, rules)
  }
  return rules
}

/** The form Intl.PluralRules picks for `count` in `locale`, or `other` when that form is absent. */
export function selectPluralForm(locale: Locale, forms: PluralForms, count: number): string {
  return forms[pluralRulesFor(locale).select(count)] ?? forms.other
}

/** Replaces known `{param}` placeholders; unknown ones stay visible so the gap is noticed. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(placeholderPattern, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}

/**
 * The number plural forms agree with: `count`, else the first numeric parameter. Validation
 * messages (§5) agree with `{length}` and carry no count, and they must read the same here.
 */
function pluralCount(params: MessageParams): number | undefined {
  if (typeof params.count === 'number') return params.count
  return Object.values(params).find((value) => typeof value === 'number')
}

/** Chooses the plural form (`other` when no number is given), then fills placeholders. */
export function formatMessage(
  locale: Locale,
  message: MessageValue,
  params: MessageParams = {},
): string {
  if (typeof message === 'string') return interpolate(message, params)
  const count = pluralCount(params)
  const text = count === undefined ? message.other : selectPluralForm(locale, message, count)
  return interpolate(text, params)
}

/**
 * Splits a message on its placeholders so a view can render some of them as elements, such as
 * the Terms and Conditions link inside the §2 consent text.
 */
export function splitPlaceholders(text: string): MessagePart[] {
  const parts: MessagePart[] = []
  let textStart = 0
  for (const match of text.matchAll(placeholderPattern)) {
    const [placeholder, name] = match
    if (match.index > textStart) {
      parts.push({ kind: 'text', text: text.slice(textStart, match.index) })
    }
    parts.push({ kind: 'param', name: name ?? '' })
    textStart = match.index + placeholder.length
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) })
  return parts
}
