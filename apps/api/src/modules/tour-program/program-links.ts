import { TOUR_PROGRAM_PDF_PATH } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'

export type ProgramContext = { readonly language: Locale; readonly currency: BrandCurrency }

/** §2 the page where a subscriber stops the program mails; the uuid is the key to it. */
export function unsubscribePath(uuid: string, language: Locale): string {
  return `${language === 'ru' ? '/ru' : ''}/tour-program-subscriptions/${uuid}/unsubscribe`
}

/** The link that serves a program PDF; it names its language and currency, so it needs no headers. */
export function programPdfPath(tourId: number, context: ProgramContext): string {
  const query = new URLSearchParams({
    id: String(tourId),
    language: context.language,
    currency: context.currency,
  })
  return `${TOUR_PROGRAM_PDF_PATH}?${query.toString()}`
}
