import type { MoneyAmount, TourCard as TourCardData } from '@tourmarket/contracts'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { calendarDateText, type Locale } from '@tourmarket/domain/i18n'
import { imageSizes, imageUrl, srcSet } from '@tourmarket/domain/media'
import { RatingDisplay } from '@tourmarket/ui'
import { Link } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { RUSSIAN_PREFIX } from '../../routing/localized-routes.ts'
import { CancellationPolicySummary } from '../cancellation-policy/cancellation-policy.tsx'
import { FavouriteButton } from '../favourite-button/favourite-button.tsx'
import { GuaranteeMeter } from '../guarantee-meter/guarantee-meter.tsx'
import './tour-card.css'

const CARD_IMAGE_SIZES = [imageSizes.tourCard, imageSizes.tourCardMedium, imageSizes.tourCardLarge]
/** One column on phones, two from 576 px, three beside the filters from 1200 px. */
const CARD_SIZES_ATTRIBUTE = '(min-width: 1200px) 300px, (min-width: 576px) 50vw, 100vw'

/** §2 a tour page is /{slug} in English and /ru/{slug} in Russian. */
export function tourHref(slug: string, locale: Locale): string {
  return locale === 'ru' ? `/${RUSSIAN_PREFIX}/${slug}` : `/${slug}`
}

/** A tour date ('yyyy-MM-dd', local to the tour) as a short day and month, e.g. 'Jun 10'. */
export function formatCardDate(date: string, locale: Locale): string {
  return calendarDateText(date, locale, { month: 'short', year: false })
}

/** The first of the card's dates that runs only with enough travellers, as one meter line. */
function CardGuarantee({ card }: { card: TourCardData }) {
  const { locale } = useI18n()
  const date = card.nearest_dates.find((one) => one.departure_guarantee !== null)
  if (date?.departure_guarantee == null) return null
  return (
    <GuaranteeMeter
      guarantee={date.departure_guarantee}
      compact
      label={formatCardDate(date.start, locale)}
      testId="tour-card-guarantee"
    />
  )
}

function moneyOf(amount: MoneyAmount) {
  return { amountMinor: amount.amount_minor, currency: amount.currency as BrandCurrency }
}

/**
 * How a card's photo loads: most lazily, as they scroll into view; those in the first screen at
 * once, and the page's main one (its largest paint) first of all.
 */
export type CardPhotoLoading = 'lazy' | 'eager' | 'first'

/** The design's tour card: photo with the favourite heart, title, place, duration, rating, price "from", nearest dates. */
export function TourCard({
  card,
  photoLoading = 'lazy',
}: {
  card: TourCardData
  photoLoading?: CardPhotoLoading
}) {
  const { t, locale, formatMoney } = useI18n()
  const href = tourHref(card.slug, locale)
  return (
    <article className="tour-card">
      <div className="tour-card__photo">
        <img
          src={imageUrl(card.cover.image, imageSizes.tourCard)}
          srcSet={srcSet(card.cover.image, CARD_IMAGE_SIZES)}
          sizes={CARD_SIZES_ATTRIBUTE}
          width={imageSizes.tourCard.width}
          height={imageSizes.tourCard.height}
          alt={card.cover.alt}
          loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={photoLoading === 'first' ? 'high' : undefined}
          decoding="async"
        />
      </div>
      <div className="tour-card__body">
        <h3 className="tour-card__title">
          {/* The title's link covers the whole card (see the CSS), one tab stop per card. */}
          <Link to={href} className="tour-card__link">
            {card.title}
          </Link>
        </h3>
        <p className="tour-card__place">
          {card.start_city.name}, {card.start_country.name} ·{' '}
          {t('tourCard.days', { count: card.duration_days })}
        </p>
        {card.rating !== null && card.reviews_count > 0 ? (
          <p className="tour-card__rating">
            <RatingDisplay value={card.rating} showValue />
            <span className="tour-card__reviews">
              {t('tourCard.reviews', { count: card.reviews_count })}
            </span>
          </p>
        ) : null}
        {card.nearest_dates.length > 0 ? (
          <p className="tour-card__dates">
            <span className="tour-card__hidden">{t('tourCard.dates')}: </span>
            {card.nearest_dates.map((date) => formatCardDate(date.start, locale)).join(' · ')}
          </p>
        ) : null}
        <CardGuarantee card={card} />
        <CancellationPolicySummary policy={card.cancellation_policy} />
        <p className="tour-card__price">
          {card.price === null ? (
            t('tourCard.priceOnRequest')
          ) : (
            <>
              <strong>{t('tourCard.from', { price: formatMoney(moneyOf(card.price)) })}</strong>
              {card.old_price === null ? null : (
                <s className="tour-card__old-price">
                  <span className="tour-card__hidden">{t('tourCard.oldPrice')}</span>
                  {formatMoney(moneyOf(card.old_price))}
                </s>
              )}
            </>
          )}
        </p>
      </div>
      {/* Last in reading order, after the title it belongs to; the CSS puts it on the photo. */}
      <FavouriteButton tourId={card.id} className="tour-card__favourite" />
    </article>
  )
}
