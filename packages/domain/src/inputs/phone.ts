/** §5: the phone input holds at most 18 characters. */
export const PHONE_INPUT_MAX_LENGTH = 18

/** §5: the country a phone input starts with. */
export const DEFAULT_PHONE_COUNTRY = 'US'

/** Characters a phone number may be typed with: digits, the plus and the usual formatting. */
const PHONE_CHARACTER = /^[0-9+ ()-]$/

export type KeyModifiers = {
  readonly ctrlKey?: boolean
  readonly metaKey?: boolean
}

/**
 * §5: letters are blocked on key press. `key` is KeyboardEvent.key: named keys (Backspace,
 * ArrowLeft, Tab, Enter…) are longer than one character and always pass; so do Ctrl/⌘ shortcuts,
 * or copy, paste and select-all would break. Any other single character must be a phone character.
 */
export function isAllowedPhoneKey(key: string, modifiers: KeyModifiers = {}): boolean {
  if ([...key].length > 1) return true
  if (modifiers.ctrlKey === true || modifiers.metaKey === true) return true
  return PHONE_CHARACTER.test(key)
}

/** §5: in Russia a number is dialled as 8…, so a +8 number with country RU drops the plus. */
export function normalizeRussianEightPrefix(value: string, countryIso: string): string {
  if (countryIso.toUpperCase() !== 'RU' || !value.startsWith('+8')) return value
  return value.slice(1)
}

/** §3 country of the phone input. */
export type PhoneCountry = {
  readonly iso_code: string
  readonly name: string
  readonly phone_code: string
  readonly is_primary: boolean
}

/** Message keys of the phone input's country search, named by §5. */
export const COUNTRY_SEARCH_MESSAGE_KEYS = {
  countryNotFound: 'not_found_country_text',
  codeNotFound: 'not_found_code_text',
} as const

export type CountrySearchResult =
  | { readonly kind: 'found'; readonly countries: readonly PhoneCountry[] }
  | { readonly kind: 'country-not-found'; readonly messageKey: 'not_found_country_text' }
  /** A numeric query nobody has: §5 offers it as a custom code, e.g. `+999`. */
  | {
      readonly kind: 'code-not-found'
      readonly messageKey: 'not_found_code_text'
      readonly customCode: string
    }

const NUMERIC_QUERY = /^\+?([0-9]+)$/

function digitsOf(phoneCode: string): string {
  return phoneCode.replace(/[^0-9]/g, '')
}

/** Stable ordering by rank: equal ranks keep the list's own order. */
function rankedBy<T>(items: readonly T[], rank: (item: T) => number | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item)
}

/**
 * §5 country search of the phone input. A numeric query (with or without +) matches dialling codes
 * by prefix, exact codes first and, among countries sharing a code, the primary one first. Any
 * other query matches names case-insensitively, names starting with it before names containing
 * it. An empty query lists every country.
 */
export function searchCountries(
  countries: readonly PhoneCountry[],
  query: string,
): CountrySearchResult {
  const trimmed = query.trim()
  if (trimmed === '') return { kind: 'found', countries }
  const code = NUMERIC_QUERY.exec(trimmed)?.[1]
  if (code !== undefined) {
    const matches = rankedBy(countries, (country) => {
      const digits = digitsOf(country.phone_code)
      if (!digits.startsWith(code)) return undefined
      return (digits === code ? 0 : 2) + (country.is_primary ? 0 : 1)
    })
    return matches.length > 0
      ? { kind: 'found', countries: matches }
      : {
          kind: 'code-not-found',
          messageKey: COUNTRY_SEARCH_MESSAGE_KEYS.codeNotFound,
          customCode: `+${code}`,
        }
  }
  const needle = trimmed.toLowerCase()
  const matches = rankedBy(countries, (country) => {
    const position = country.name.toLowerCase().indexOf(needle)
    if (position === -1) return undefined
    return position === 0 ? 0 : 1
  })
  return matches.length > 0
    ? { kind: 'found', countries: matches }
    : { kind: 'country-not-found', messageKey: COUNTRY_SEARCH_MESSAGE_KEYS.countryNotFound }
}

/** §7: a flag is an svg named by the lowercase iso code under a configured base url. */
export function flagUrl(baseUrl: string, isoCode: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  return `${base}${encodeURIComponent(isoCode.toLowerCase())}.svg`
}

/**
 * The country whose dialling code begins an international number ('+44 7700 900123' → GB), by
 * the list's codes alone, so a number libphonenumber's metadata does not call valid still shows
 * its own country rather than the default one. The longest code wins; of countries sharing one,
 * the primary (+1 → US, +7 → RU). Undefined for a number without '+' or with an unlisted code.
 */
export function countryOfDialCode<Country extends PhoneCountry>(
  number: string,
  countries: readonly Country[],
): Country | undefined {
  const trimmed = number.trim()
  if (!trimmed.startsWith('+')) return undefined
  const digits = trimmed.replace(/[^0-9]/g, '')
  let best: { country: Country; code: string } | undefined
  for (const country of countries) {
    const code = country.phone_code.replace(/[^0-9]/g, '')
    if (code === '' || !digits.startsWith(code)) continue
    const better =
      best === undefined ||
      code.length > best.code.length ||
      (code.length === best.code.length && country.is_primary && !best.country.is_primary)
    if (better) best = { country, code }
  }
  return best?.country
}
