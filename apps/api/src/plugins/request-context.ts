import type { FastifyInstance, FastifyRequest } from 'fastify'
import { brandCurrencies, isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { locales, type Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../errors.ts'

/** §1 and §9: English (en-US) with USD. */
export const requestContextDefaults = {
  language: 'en-US',
  localization: 'en-US',
  currency: 'USD',
} as const satisfies {
  language: Locale
  localization: Locale
  currency: BrandCurrency
}

/** §7: all requests carry X-Language, X-Localization, X-Currency; §6: and a role header. */
export const requestContextHeaders = {
  language: 'X-Language',
  localization: 'X-Localization',
  currency: 'X-Currency',
  // §6: the role header ('client') names the calling app and grants nothing; it is accepted, not read.
  role: 'X-Role',
} as const

declare module 'fastify' {
  interface FastifyRequest {
    language: Locale
    localization: Locale
    currency: BrandCurrency
  }
}

function headerValue(headers: FastifyRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()]
  const text = (Array.isArray(value) ? value.join(',') : value)?.trim()
  return text === '' ? undefined : text
}

/**
 * An unknown language falls back to en-US, as language negotiation does (and §7 does for phone
 * country lists); a regional tag (en-GB, ru-RU) takes its language's supported locale.
 */
export function parseLanguage(value: string | undefined): Locale {
  if (value === undefined) return requestContextDefaults.language
  const wanted = value.toLowerCase().replace('_', '-')
  const primary = wanted.split('-')[0]
  return (
    locales.find((locale) => locale.toLowerCase() === wanted) ??
    locales.find((locale) => locale.toLowerCase().split('-')[0] === primary) ??
    requestContextDefaults.language
  )
}

function invalidHeader(name: string, value: string, allowed: readonly string[]): AppError {
  return new AppError({
    code: 'invalid_header',
    message: `Unknown value '${value}' in the ${name} header.`,
    errors: { [name]: [`Expected one of ${allowed.join(', ')}.`] },
  })
}

/**
 * Reads the client headers of every request into `request.language`, `.localization`
 * and `.currency`. An unknown currency is refused (400 naming the header) rather than
 * replaced, because prices in a currency the client did not ask for would mislead.
 */
export function parseRequestContext(app: FastifyInstance): void {
  app.decorateRequest('language', requestContextDefaults.language)
  app.decorateRequest('localization', requestContextDefaults.localization)
  app.decorateRequest('currency', requestContextDefaults.currency)
  app.addHook('onRequest', async (request) => {
    const { headers } = request
    request.language = parseLanguage(headerValue(headers, requestContextHeaders.language))
    request.localization = parseLanguage(headerValue(headers, requestContextHeaders.localization))

    const currency = headerValue(headers, requestContextHeaders.currency)
    if (currency !== undefined) {
      const code = currency.toUpperCase()
      if (!isBrandCurrency(code)) {
        throw invalidHeader(requestContextHeaders.currency, currency, brandCurrencies)
      }
      request.currency = code
    }
  })
}
