import type { Review } from '@tourmarket/contracts'
import { Avatar, Breadcrumbs, RatingDisplay } from '@tourmarket/ui'
import { Link } from 'react-router'
import { ReviewPhotoStrip } from '../../../components/review-photo-strip.tsx'
import { TourCard, tourHref } from '../../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { formatCalendarDay } from '../../../lib/calendar-day.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { AskOrganizer } from '../../../components/ask-organizer.tsx'
import { CallOrganizer } from '../../calls/call-organizer.tsx'
import { inlineJson } from '../../../lib/inline-json.ts'
import {
  ORGANIZER_TOURS_PER_PAGE,
  guideLanguagesList,
  organizerJsonLd,
  REVIEWS_PAGE_PARAM,
  TOURS_PAGE_PARAM,
  passedChecks,
  verificationNotes,
  withQuery,
  type Crumb,
  type VerificationCheck,
} from '../organizers-model.ts'
import type { OrganizersMessageKey } from '../organizers-messages.ts'
import { useOrganizersText } from '../organizers-text.ts'
import type { OrganizerPageData } from './organizer-data.ts'
import { TourReviewsPreview } from './tour-reviews-preview.tsx'
import { OrganizerPhotos } from './organizer-photos.tsx'
import '../organizers.css'
import { renderRouterLink } from '../../../components/router-link.tsx'
import { SitePagination } from '../../../components/site-pagination.tsx'
import { IdentityBadge } from '../../../components/identity-badge/identity-badge.tsx'

const TOURS_ID = 'organizer-tours'
const REVIEWS_ID = 'organizer-reviews'

const CHECK_NAMES: Readonly<Record<VerificationCheck, OrganizersMessageKey>> = {
  identity: 'organizers.checkIdentity',
  documents: 'organizers.checkDocuments',
  internal: 'organizers.checkInternal',
}

/** The page's URL with its review and tour pages (page 1 has no key): its canonical URL too. */
export function organizerPageHref(
  pathname: string,
  data: Pick<OrganizerPageData, 'toursPage'> & { reviews: { meta: { page: number } } },
  change: { reviewsPage?: number; toursPage?: number } = {},
): string {
  return withQuery(pathname, [
    [REVIEWS_PAGE_PARAM, change.reviewsPage ?? data.reviews.meta.page],
    [TOURS_PAGE_PARAM, change.toursPage ?? data.toursPage],
  ])
}

/**
 * The §4 checks the organizer passed, as badges with the provider that checked the identity;
 * nothing at all when none passed (issue 42), rather than a list of checks "Not performed".
 */
function Verification({ data }: { data: OrganizerPageData }) {
  const { text } = useOrganizersText()
  const { brand } = useShellLocale()
  const checks = passedChecks(data.verification)
  if (checks.length === 0) return null
  const notes = verificationNotes(brand.verificationService)
  return (
    <section
      className="organizer-panel"
      aria-labelledby="organizer-verification"
      data-testid="organizer-verification"
    >
      <h2 id="organizer-verification">{text('organizers.verification')}</h2>
      <ul className="organizer-checks">
        {checks.map((check) => (
          <li key={check} className="organizer-check" data-testid={`organizer-check-${check}`}>
            <svg className="organizer-check__icon" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M8 1 2.5 3.2v4.1c0 3.4 2.3 6.3 5.5 7.2 3.2-.9 5.5-3.8 5.5-7.2V3.2L8 1Zm-1 9.6L4.6 8.2l1-1L7 8.6l3.4-3.4 1 1L7 10.6Z" />
            </svg>
            {text(CHECK_NAMES[check])}
          </li>
        ))}
      </ul>
      {notes.provider === null || !checks.includes('identity') ? null : (
        <p className="organizer-muted">
          {notes.provider.legalName === ''
            ? text('organizers.verifiedBy', { service: notes.provider.name })
            : text('organizers.verifiedByLegal', {
                service: notes.provider.name,
                legalName: notes.provider.legalName,
              })}
        </p>
      )}
      {notes.link === null || !checks.includes('identity') ? null : (
        <p>
          <a href={notes.link.href} rel="noopener noreferrer" target="_blank">
            {notes.link.text}
          </a>
        </p>
      )}
    </section>
  )
}

function ReviewItem({
  review,
  tourOnSale,
  organizerName,
}: {
  review: Review
  tourOnSale: boolean
  organizerName: string
}) {
  const { text } = useOrganizersText()
  const { locale } = useI18n()
  return (
    <li className="organizer-review" data-review-id={review.id}>
      <div className="organizer-review__head">
        <Avatar name={review.author_name} size={40} />
        <div>
          <p className="organizer-review__author">{review.author_name}</p>
          {review.trip_date === null ? null : (
            <p className="organizer-muted">
              {text('organizers.tripDate', { date: formatCalendarDay(review.trip_date, locale) })}
            </p>
          )}
        </div>
        <RatingDisplay
          value={review.rating}
          className="organizer-review__rating"
          formatLabel={(value) => text('organizers.outOf', { rating: value })}
        />
      </div>
      <p>{review.text}</p>
      <ReviewPhotoStrip photos={review.images} />
      <p className="organizer-review__tour">
        {/* A tour whose dates have all passed has no page to open (§8 410): its name alone. */}
        {tourOnSale ? (
          <Link to={tourHref(review.tour.slug, locale)}>
            {text('organizers.reviewTour', { tour: review.tour.title })}
          </Link>
        ) : (
          text('organizers.reviewTour', { tour: review.tour.title })
        )}
      </p>
      {review.organizer_reply === null ? null : (
        <blockquote className="organizer-review__reply" data-testid="organizer-review-reply">
          <p className="organizer-review__reply-title">
            {text('organizers.reply', { organizer: organizerName })}
            {review.organizer_replied_at === null ? null : (
              <>
                {' · '}
                <time className="organizer-muted" dateTime={review.organizer_replied_at}>
                  {formatCalendarDay(review.organizer_replied_at.slice(0, 10), locale)}
                </time>
              </>
            )}
          </p>
          <p className="organizer-review__reply-text">{review.organizer_reply}</p>
        </blockquote>
      )}
    </li>
  )
}

/**
 * §2 /tour-provider/{id}: who the organizer is, the §4 checks it passed (with the brand's
 * verification provider), its tours as cards and its reviews, 5 to a page (§9). Both lists page
 * with real links, so the page works before hydration.
 */
export function OrganizerPage({ data }: { data: OrganizerPageData }) {
  const { text, path } = useOrganizersText()
  const { t, formatNumber } = useI18n()
  const { info, reviews } = data
  const pagePath = path(info.url)
  const crumbs: Crumb[] = [
    { url: path('/'), text: text('organizers.home') },
    { url: path('/tour-providers'), text: text('organizers.hubTitle') },
    { url: pagePath, text: info.name },
  ]
  const identityVerified = data.verification?.identity.is_verified ?? false
  const place = info.city === null ? info.country.name : `${info.city.name}, ${info.country.name}`
  const guideLanguages = guideLanguagesList(info.languages)
  const rated = info.rating !== null && info.reviews_count > 0
  const pageLabel = (number: number) => text('organizers.pageLabel', { page: number })

  return (
    <main className="organizers-page organizer-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: inlineJson(
            organizerJsonLd(info, { origin: data.origin, path: pagePath, crumbs }),
          ),
        }}
      />
      <Breadcrumbs
        items={crumbs}
        renderLink={renderRouterLink}
        label={text('organizers.breadcrumbs')}
      />
      <header className="organizer-hero">
        <Avatar name={info.name} src={info.avatar} size={96} alt="" />
        <div className="organizer-hero__body">
          <h1 className="organizers-page__title">{info.name}</h1>
          <p className="organizer-card__kind">
            {info.operator_type === 'author'
              ? text('organizers.author')
              : text('organizers.organization')}
            <IdentityBadge verified={identityVerified} />
          </p>
          <p className="organizer-muted">
            {place}
            {info.founded_year === null
              ? null
              : ` · ${text('organizers.since', { year: info.founded_year })}`}
          </p>
          {guideLanguages === null ? null : (
            <p className="organizer-muted" data-testid="organizer-guide-languages">
              {text('organizers.guidesIn', { languages: guideLanguages })}
            </p>
          )}
          <p className="organizer-inline">
            {rated ? (
              <>
                <RatingDisplay
                  value={info.rating ?? 0}
                  showValue
                  formatLabel={(value) => text('organizers.outOf', { rating: value })}
                />
                <a href={`#${REVIEWS_ID}`}>{t('count.reviews', { count: info.reviews_count })}</a>
              </>
            ) : (
              <span>{text('organizers.noReviews')}</span>
            )}
            <span aria-hidden="true">·</span>
            <a href={`#${TOURS_ID}`}>{t('count.tours', { count: info.tours_count })}</a>
          </p>
          <AskOrganizer organizerId={info.id} organizerName={info.name} />
          <CallOrganizer organizerId={info.id} organizerName={info.name} placement="organizer" />
        </div>
      </header>

      <div className="organizer-layout">
        <section className="organizer-about" aria-labelledby="organizer-about">
          <h2 id="organizer-about">{text('organizers.about')}</h2>
          {/* Sanitised by the API (the contract's 'Sanitised HTML'). */}
          <div className="organizer-html" dangerouslySetInnerHTML={{ __html: info.description }} />
        </section>
        <div className="organizer-aside">
          <section className="organizer-panel" aria-labelledby="organizer-facts">
            <h2 id="organizer-facts">{text('organizers.facts')}</h2>
            <dl className="organizer-facts">
              <dt>{text('organizers.place')}</dt>
              <dd>{place}</dd>
              {info.founded_year === null ? null : (
                <>
                  <dt>{text('organizers.founded')}</dt>
                  <dd>{info.founded_year}</dd>
                </>
              )}
              <dt>{text('organizers.legalType')}</dt>
              <dd>{info.legal_type.label}</dd>
              {rated ? (
                <>
                  <dt>{text('organizers.rating')}</dt>
                  <dd>
                    {text('organizers.outOf', { rating: (info.rating ?? 0).toFixed(1) })},{' '}
                    {t('count.reviews', { count: info.reviews_count })}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          <Verification data={data} />
        </div>
      </div>

      <OrganizerPhotos data={data} />

      <section className="organizer-section" id={TOURS_ID} aria-labelledby="organizer-tours-title">
        <h2 id="organizer-tours-title">
          {text('organizers.tours')}{' '}
          <span className="organizer-muted">{formatNumber(info.tour_ids.length)}</span>
        </h2>
        {data.tours.length === 0 ? (
          <p className="organizer-muted">{text('organizers.noTours')}</p>
        ) : (
          <ul className="organizer-tours">
            {data.tours.map((tour) => (
              <li key={tour.id}>
                <TourCard card={tour} />
                <TourReviewsPreview card={tour} />
              </li>
            ))}
          </ul>
        )}
        {data.toursTotalPages > 1 ? (
          <SitePagination
            className="organizers-page__pagination"
            page={data.toursPage}
            totalPages={data.toursTotalPages}
            hrefForPage={(number) =>
              `${organizerPageHref(pagePath, data, { toursPage: number })}#${TOURS_ID}`
            }
            range={{ perPage: ORGANIZER_TOURS_PER_PAGE, total: info.tour_ids.length }}
            label={text('organizers.toursPagination')}
            pageLabel={pageLabel}
          />
        ) : null}
      </section>

      <section
        className="organizer-section"
        id={REVIEWS_ID}
        aria-labelledby="organizer-reviews-title"
      >
        <h2 id="organizer-reviews-title">{text('organizers.reviews')}</h2>
        {reviews.summary.average === null || reviews.meta.total === 0 ? (
          <p className="organizer-muted">{text('organizers.reviewsEmpty')}</p>
        ) : (
          <>
            <div className="organizer-rating-summary">
              <span className="organizer-rating-summary__value">
                {reviews.summary.average.toFixed(1)}
              </span>
              <div>
                <RatingDisplay
                  value={reviews.summary.average}
                  formatLabel={(value) => text('organizers.outOf', { rating: value })}
                />
                <span className="organizer-muted">
                  {t('count.reviews', { count: reviews.meta.total })}
                </span>
              </div>
            </div>
            <ul className="organizer-reviews" data-testid="organizer-reviews">
              {reviews.data.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  tourOnSale={info.tour_ids.includes(review.tour.id)}
                  organizerName={info.name}
                />
              ))}
            </ul>
          </>
        )}
        {reviews.meta.total_pages > 1 ? (
          <SitePagination
            className="organizers-page__pagination"
            page={reviews.meta.page}
            totalPages={reviews.meta.total_pages}
            hrefForPage={(number) =>
              `${organizerPageHref(pagePath, data, { reviewsPage: number })}#${REVIEWS_ID}`
            }
            range={{ perPage: reviews.meta.per_page, total: reviews.meta.total }}
            label={text('organizers.reviewsPagination')}
            pageLabel={pageLabel}
          />
        ) : null}
      </section>
    </main>
  )
}
