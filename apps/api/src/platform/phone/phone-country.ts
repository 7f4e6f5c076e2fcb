import { createRequire } from 'node:module'
import type { Country as WorldCountry } from 'world-countries'

// world-countries ships CommonJS with a d.ts that declares an ES default export (as in the seed).
const worldCountries = createRequire(import.meta.url)('world-countries') as readonly WorldCountry[]

/**
 * Dialling prefixes (digits after '+') → ISO country code. A country's prefixes are its root with
 * each suffix (+1 with every area code of a NANP country, +7 with 6 or 7 for Kazakhstan), so the
 * longest prefix that begins a number names its country. Where territories share a prefix (+44:
 * the United Kingdom, Jersey…) the first one listed names it.
 */
const countryByPrefix = new Map<string, string>()
for (const country of worldCountries) {
  for (const suffix of country.idd.suffixes ?? []) {
    const prefix = `${country.idd.root}${suffix}`.replace(/\D/g, '')
    if (prefix !== '' && !countryByPrefix.has(prefix)) countryByPrefix.set(prefix, country.cca2)
  }
}
const longestPrefix = Math.max(...[...countryByPrefix.keys()].map((prefix) => prefix.length))

/** The ISO country a phone number (E.164, `+…`) dials into; `unknown` when no prefix matches. */
export function phoneCountryOf(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  for (let length = Math.min(longestPrefix, digits.length); length > 0; length -= 1) {
    const country = countryByPrefix.get(digits.slice(0, length))
    if (country !== undefined) return country
  }
  return 'unknown'
}
