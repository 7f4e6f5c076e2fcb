import { isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { type Locale } from '@tourmarket/domain/i18n'
import { convertForDisplay, money, type CurrencyRates, type Money } from '@tourmarket/domain/money'
import type { MediaItem, MoneyAmount, TourCard, TourCardDate } from '@tourmarket/contracts'
import { cancellationPolicyBody } from '../../platform/presenters/cancellation-policy.ts'
import { presentDepartureGuarantee } from '../../platform/presenters/departure-guarantee.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { CardDateRow, CardPhotoRow, TourCardRow } from './repository.ts'
import { mediaItem } from '../../platform/media-item/media-item.ts'

export type PresentationContext = {
  readonly language: Locale
  readonly currency: BrandCurrency
  readonly rates: CurrencyRates
  /** §7 with_alt: fill image alt texts; without it they are empty. */
  readonly withAlt: boolean
}

export function moneyDto(value: Money): MoneyAmount {
  return { amount_minor: value.amountMinor, currency: value.currency }
}

/** A date's price in the request currency, from its own currency (or from USD if that one is unknown). */
function dateAmount(
  date: CardDateRow,
  amount: 'price_minor' | 'base_price_minor',
  context: PresentationContext,
): Money | undefined {
  if (isBrandCurrency(date.currency)) {
    return convertForDisplay(money(date[amount], date.currency), context.currency, context.rates)
  }
  return amount === 'price_minor'
    ? convertForDisplay(money(date.price_usd_minor, 'USD'), context.currency, context.rates)
    : undefined
}

function priceOf(date: CardDateRow, context: PresentationContext): Money {
  return (
    dateAmount(date, 'price_minor', context) ??
    convertForDisplay(money(date.price_usd_minor, 'USD'), context.currency, context.rates)
  )
}

function cardDate(date: CardDateRow, context: PresentationContext): TourCardDate {
  return {
    id: date.id,
    start: date.start,
    end: date.end,
    price: moneyDto(priceOf(date, context)),
    number_of_free_seats: date.number_of_free_seats,
    not_guaranteed: date.not_guaranteed,
    departure_guarantee: presentDepartureGuarantee({
      notGuaranteed: date.not_guaranteed,
      startDate: date.start,
      numberOfSeats: date.number_of_seats,
      numberOfFreeSeats: date.number_of_free_seats,
      travellersNeeded: date.travellers_needed,
      decisionDays: date.decision_days,
    }),
  }
}

function photoOf(photo: CardPhotoRow, context: PresentationContext): MediaItem {
  const alt = context.withAlt ? localize(context.language, photo.alt, photo.alt_ru) : ''
  return mediaItem(photo.image_key, alt, photo.video_url)
}

/** The card DTO of one tour: texts in the request language, prices in the request currency. */
export function presentTourCard(row: TourCardRow, context: PresentationContext): TourCard {
  const { language } = context
  const title = localize(language, row.title, row.title_ru)
  const cheapest = row.cheapest_date
  const oldPrice =
    cheapest !== null && cheapest.base_price_minor > cheapest.price_minor
      ? dateAmount(cheapest, 'base_price_minor', context)
      : undefined
  return {
    id: row.id,
    slug: row.slug,
    title,
    type: row.type,
    is_cruise: row.is_cruise,
    cover: mediaItem(row.cover_key, context.withAlt ? title : '', null),
    photos: row.photos.map((photo) => photoOf(photo, context)),
    start_city: {
      id: row.city_id,
      name: localize(language, row.city_name, row.city_name_ru),
      latitude: row.city_latitude,
      longitude: row.city_longitude,
    },
    start_country: {
      id: row.country_id,
      name: localize(language, row.country_name, row.country_name_ru),
    },
    duration_days: row.duration_days,
    rating: row.rating,
    reviews_count: row.reviews_count,
    organizer: {
      id: row.organizer_id,
      name: row.organizer_name,
      is_verified: row.organizer_verified,
    },
    price: cheapest === null ? null : moneyDto(priceOf(cheapest, context)),
    old_price: oldPrice === undefined ? null : moneyDto(oldPrice),
    nearest_dates: row.nearest_dates.map((date) => cardDate(date, context)),
    cancellation_policy: cancellationPolicyBody(row.cancellation_policy),
    difficulty: row.difficulty,
    comfort: row.comfort,
    languages: row.languages.map((item) => ({
      id: item.id,
      code: item.code,
      name: localize(language, item.name, item.name_ru),
    })),
  }
}
