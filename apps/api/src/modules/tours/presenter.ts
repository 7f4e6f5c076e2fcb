import type {
  Breadcrumb,
  RatingSummary,
  Review,
  ReviewLanguages,
  TourCity,
  TourProgram,
  TourQuestion,
} from '@tourmarket/contracts'
import { ratings } from '@tourmarket/domain/enums'
import { isWrittenLanguage, visitorLanguagesFirst } from '@tourmarket/domain/reviews'
import type { WrittenLanguage } from '@tourmarket/domain/reviews'
import { createTranslator } from '@tourmarket/domain/i18n'
import type { AreaMessages, Locale } from '@tourmarket/domain/i18n'
import { localize } from '../../platform/i18n/localize.ts'
import { mediaItem } from '../../platform/media-item/media-item.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import type {
  CityRow,
  ProgramDayRow,
  ProgramRow,
  QuestionRow,
  ReviewRow,
  TourRow,
} from './repository.ts'
import { sanitizeOrganizerHtml } from '../../platform/html/organizer-html.ts'

const tourPageMessages: AreaMessages = {
  'en-US': { 'breadcrumbs.home': 'Home' },
  ru: { 'breadcrumbs.home': 'Главная' },
}

export function tourTitle(tour: Pick<TourRow, 'title' | 'titleRu'>, language: Locale): string {
  return localize(language, tour.title, tour.titleRu)
}

/** with_alt: the title in the language the request did not ask for. */
export function alternativeTitle(
  tour: Pick<TourRow, 'title' | 'titleRu'>,
  language: Locale,
): string {
  return language === 'ru' ? tour.title : tour.titleRu
}

export function tourCity(row: CityRow, language: Locale): TourCity {
  return {
    id: row.id,
    name: localize(language, row.name, row.nameRu),
    latitude: row.latitude,
    longitude: row.longitude,
    region:
      row.regionId === null || row.regionName === null
        ? null
        : { id: row.regionId, name: localize(language, row.regionName, row.regionNameRu) },
    country: { id: row.countryId, name: localize(language, row.countryName, row.countryNameRu) },
  }
}

/** Average to 2 decimals, the count, and the count per rating 1–5 (zero where none). */
export function ratingSummary(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const distribution = ratings.map((rating) => ({
    rating,
    count: counts.find((row) => row.rating === rating)?.count ?? 0,
  }))
  const total = distribution.reduce((sum, row) => sum + row.count, 0)
  const points = distribution.reduce((sum, row) => sum + row.rating * row.count, 0)
  return {
    average: total === 0 ? null : Math.round((points / total) * 100) / 100,
    count: total,
    distribution,
  }
}

/** The languages the reviews are written in, with their counts, the visitor's first. */
export function reviewLanguages(
  counts: readonly { language: string; count: number }[],
  visitor: WrittenLanguage,
): ReviewLanguages {
  const known = counts.flatMap(({ language, count }) =>
    isWrittenLanguage(language) && count > 0 ? [{ language, count }] : [],
  )
  return visitorLanguagesFirst(known, visitor)
}

export function review(
  row: ReviewRow,
  images: readonly { imageKey: string; alt: string }[],
  language: Locale,
): Review {
  return {
    id: row.id,
    author_name: row.authorName,
    rating: row.rating,
    text: row.text,
    language: row.language,
    trip_date: row.tripDate,
    organizer_reply: row.organizerReply,
    organizer_replied_at:
      row.organizerReply === null ? null : (row.organizerRepliedAt?.toISOString() ?? null),
    created_at: row.createdAt.toISOString(),
    images: images.map((image) => mediaItem(image.imageKey, image.alt)),
    tour: {
      id: row.tourId,
      slug: row.tourSlug,
      url: tourUrl(row.tourSlug),
      title: localize(language, row.tourTitle, row.tourTitleRu),
    },
  }
}

export function question(row: QuestionRow): TourQuestion {
  return {
    id: row.id,
    tour_id: row.tourId,
    author_name: row.authorName,
    question: row.question,
    language: row.language,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  }
}

export function program(
  row: ProgramRow,
  days: readonly ProgramDayRow[],
  language: Locale,
): TourProgram {
  return {
    id: row.id,
    tour_id: row.tourId,
    name: localize(language, row.name, row.nameRu),
    is_default: row.isDefault,
    days: days.map((day) => {
      const title = localize(language, day.title, day.titleRu)
      return {
        day_number: day.dayNumber,
        title,
        description: sanitizeOrganizerHtml(localize(language, day.description, day.descriptionRu)),
        image: day.imageKey === null ? null : mediaItem(day.imageKey, title),
      }
    }),
  }
}

/** Home › country › region › tour; the country and region link to their search pages (§2 /{slug*}). */
export function breadcrumbs(tour: TourRow, language: Locale): Breadcrumb[] {
  const translate = createTranslator(language, tourPageMessages)
  return [
    { url: '/', text: translate('breadcrumbs.home') },
    {
      url: `/${tour.country.slug}`,
      text: localize(language, tour.country.name, tour.country.nameRu),
    },
    ...(tour.region === null
      ? []
      : [
          {
            url: `/${tour.region.slug}`,
            text: localize(language, tour.region.name, tour.region.nameRu),
          },
        ]),
    { url: tourUrl(tour.slug), text: tourTitle(tour, language) },
  ]
}

/** Search engines show about 160 characters of a description; longer text is cut at a word. */
export const SEO_DESCRIPTION_MAX_LENGTH = 160

export function seoDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= SEO_DESCRIPTION_MAX_LENGTH) return plain
  const cut = plain.slice(0, SEO_DESCRIPTION_MAX_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
