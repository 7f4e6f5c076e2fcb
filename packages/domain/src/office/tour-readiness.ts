import type { Locale } from '../i18n/catalogue.ts'

/**
 * Issue 40: where a tour sits in the organizer's office. Only `published` is on the site.
 *
 * The moves an organizer may make:
 * - draft → published (when ready, see `tourReadinessGaps`) or archived (given up before it showed);
 * - published → hidden (off the site for a while, kept as it is) or archived (finished with);
 * - hidden → published (when ready) or archived;
 * - archived → hidden (brought back, to be checked and published again).
 * Nothing goes back to draft: a draft is a tour that was never shown, so its old addresses need
 * no redirect when it is renamed, and that stays true.
 */
export const officeTourStatuses = ['draft', 'published', 'hidden', 'archived'] as const
export type OfficeTourStatus = (typeof officeTourStatuses)[number]

const allowedMoves: Readonly<Record<OfficeTourStatus, readonly OfficeTourStatus[]>> = {
  draft: ['published', 'archived'],
  published: ['hidden', 'archived'],
  hidden: ['published', 'archived'],
  archived: ['hidden'],
}

/** Whether an organizer may move a tour from one status to another (staying put is no move). */
export function canMoveTourStatus(from: OfficeTourStatus, to: OfficeTourStatus): boolean {
  return allowedMoves[from].includes(to)
}

/** The statuses a tour in `from` may move to, for the office to offer. */
export function tourStatusMoves(from: OfficeTourStatus): readonly OfficeTourStatus[] {
  return allowedMoves[from]
}

/**
 * Whether a tour's address was ever public: anything but a draft may have been seen, so renaming
 * it keeps the old slug as a redirect.
 */
export function tourMayHaveBeenShown(status: OfficeTourStatus): boolean {
  return status !== 'draft'
}

/** What a tour lacks to be published, by stable code (the office names the field to fix). */
export const tourReadinessCodes = [
  'photo_missing',
  'title_missing',
  'description_missing',
  'future_date_missing',
  'start_city_missing',
  'days_missing',
] as const
export type TourReadinessCode = (typeof tourReadinessCodes)[number]

/** The facts about a tour the readiness rule reads. */
export type TourReadinessFacts = {
  /** Photos in the gallery whose image is ready to show. */
  readonly readyPhotos: number
  /** The tour's title and description (sanitised HTML) in each language it has them. */
  readonly texts: Readonly<Record<Locale, { readonly title: string; readonly description: string }>>
  /** The languages the brand's site offers: the tour needs its texts in each. */
  readonly offeredLocales: readonly Locale[]
  /** A date that has not started, is not closed and has a free seat. */
  readonly hasFutureBookableDate: boolean
  readonly startCityId: number | null
  readonly durationDays: number
}

/** One thing a tour lacks: its code, the editor field to fix, and the language it concerns. */
export type TourReadinessGap = {
  readonly code: TourReadinessCode
  readonly field: string
  readonly locale: Locale | null
}

/** The editor's field of a text in a language: `title` in English, `title_ru` in Russian. */
function localisedField(field: string, locale: Locale): string {
  return locale === 'en-US' ? field : `${field}_ru`
}

/** Whether sanitised HTML shows any words: tags and non-breaking spaces are not text. */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim().length > 0
  )
}

/**
 * What a tour lacks to be published (none: it may be). A tourist must be able to see it (a photo,
 * its title and description in every language the site offers), find it (a start city), and book
 * it (at least one day, a date ahead with a free seat).
 */
export function tourReadinessGaps(facts: TourReadinessFacts): TourReadinessGap[] {
  const gaps: TourReadinessGap[] = []
  if (facts.readyPhotos < 1) gaps.push({ code: 'photo_missing', field: 'photos', locale: null })
  for (const locale of facts.offeredLocales) {
    const text = facts.texts[locale]
    if (text.title.trim() === '') {
      gaps.push({ code: 'title_missing', field: localisedField('title', locale), locale })
    }
    if (!htmlHasText(text.description)) {
      gaps.push({
        code: 'description_missing',
        field: localisedField('description', locale),
        locale,
      })
    }
  }
  if (!facts.hasFutureBookableDate) {
    gaps.push({ code: 'future_date_missing', field: 'dates', locale: null })
  }
  if (facts.startCityId === null) {
    gaps.push({ code: 'start_city_missing', field: 'start_city_id', locale: null })
  }
  if (!Number.isInteger(facts.durationDays) || facts.durationDays < 1) {
    gaps.push({ code: 'days_missing', field: 'days', locale: null })
  }
  return gaps
}

const languageNames: Readonly<Record<Locale, Readonly<Record<Locale, string>>>> = {
  'en-US': { 'en-US': 'English', ru: 'Russian' },
  ru: { 'en-US': 'английском', ru: 'русском' },
}

/** A gap in words, in the office's language. */
export function tourReadinessMessage(gap: TourReadinessGap, locale: Locale): string {
  const language = gap.locale === null ? '' : languageNames[locale][gap.locale]
  if (locale === 'ru') {
    switch (gap.code) {
      case 'photo_missing':
        return 'Добавьте хотя бы одну фотографию.'
      case 'title_missing':
        return `Укажите название на ${language} языке.`
      case 'description_missing':
        return `Добавьте описание на ${language} языке.`
      case 'future_date_missing':
        return 'Добавьте будущую дату со свободными местами.'
      case 'start_city_missing':
        return 'Укажите город начала тура.'
      case 'days_missing':
        return 'Укажите продолжительность: хотя бы один день.'
    }
  }
  switch (gap.code) {
    case 'photo_missing':
      return 'Add at least one photo.'
    case 'title_missing':
      return `Add the title in ${language}.`
    case 'description_missing':
      return `Add the description in ${language}.`
    case 'future_date_missing':
      return 'Add a future date with free seats.'
    case 'start_city_missing':
      return 'Choose the city the tour starts from.'
    case 'days_missing':
      return 'Set the duration: at least one day.'
  }
}
