import { tripDatesText } from '@tourmarket/domain/i18n'
import type { TourDate, TourPage as TourPageRecord } from '@tourmarket/contracts'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { prepaymentType } from '@tourmarket/domain/pricing'
import { Avatar, Breadcrumbs, Collapse, RatingDisplay, Sheet } from '@tourmarket/ui'
import { createContext, useContext, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { FavouriteButton } from '../../../components/favourite-button/favourite-button.tsx'
import { GuaranteeMeter } from '../../../components/guarantee-meter/guarantee-meter.tsx'
import { useLiveSeats } from '../../../lib/seats/live-seats.ts'
import { useShellData } from '../../../lib/shell-data.ts'
import { CompareToggle } from '../../../components/compare/compare-toggle.tsx'
import { localizedPath, russianPath } from '../../../routing/localized-paths.ts'
import { useI18n, type I18n } from '../../../i18n/i18n-context.tsx'
import { INDIVIDUAL_TOUR_PARAM, useBookingPaths } from '../../../lib/booking-paths.ts'
import { CallOrganizer } from '../../calls/call-organizer.tsx'
import { AskOrganizer } from '../../../components/ask-organizer.tsx'
import {
  CancellationPolicyDetails,
  CancellationPolicySummary,
} from '../../../components/cancellation-policy/cancellation-policy.tsx'
import {
  RefundTimeline,
  dateRefundSteps,
} from '../../../components/cancellation-policy/refund-timeline.tsx'
import { BookingBox } from './booking-box.tsx'
import { TourAllInCost } from './tour-all-in-cost.tsx'
import { TourComplaint } from './tour-complaint.tsx'
import { TourGoodToKnow, TourInclusions } from './tour-inclusions.tsx'
import { TourProgramActions } from './program/tour-program-actions.tsx'
import type { TourPageData } from './tour-page-data.ts'
import { nearestBookableDate, oldPriceOf, shareLinks, tourJsonLd } from './tour-page-model.ts'
import { inlineJson } from '../../../lib/inline-json.ts'
import { TourReviews } from './tour-reviews.tsx'
import { ExcursionDatePicker } from '../tour-extras/excursion-date-picker.tsx'
import { FlightIncludedBadge } from '../tour-extras/flight-included-badge.tsx'
import { TourRoute } from '../tour-extras/tour-route.tsx'
import { MeetingPointLink } from '../map/meeting-point-link.tsx'
import { TourWidgets } from '../tour-extras/tour-extras.tsx'
import { StaffTourPanel } from './staff-panel/staff-tour-panel.tsx'
import { TourQuestions } from '../tour-extras/tour-questions.tsx'
import { ReplyTime, SimilarTours, TourHeroGallery } from '../tour-sells/tour-sells.tsx'
import './tour-page.css'
import { IdentityBadge } from '../../../components/identity-badge/identity-badge.tsx'

export type { TourPageData } from './tour-page-data.ts'

function price(i18n: I18n, amountMinor: number, currency: BrandCurrency): string {
  return i18n.formatMoney({ amountMinor, currency })
}

/** A date's days as every page writes a trip's (tripDatesText). */
function dateRange(date: TourDate, i18n: I18n): string {
  return tripDatesText(date.start, date.end, i18n.locale)
}

/** The uuid of the individual offer the page shows, whose link books the offer's own date. */
const OfferUuid = createContext<string | null>(null)

/** The checkout of a date (decision 0016), in the page language; an offer's carries its uuid. */
function useCheckoutHref(): (date: TourDate) => string {
  const { locale } = useI18n()
  const paths = useBookingPaths()
  const offerUuid = useContext(OfferUuid)
  return (date) => {
    const path = paths.checkout(date.id)
    const localized = localizedPath(path, locale)
    return offerUuid === null
      ? localized
      : `${localized}?${new URLSearchParams({ [INDIVIDUAL_TOUR_PARAM]: offerUuid }).toString()}`
  }
}

function TourPrice({ date, currency }: { date: TourDate; currency: BrandCurrency }) {
  const i18n = useI18n()
  const oldPrice = oldPriceOf(date)
  return (
    <span className="tour-price">
      <strong className="tour-price__amount">{price(i18n, date.price, currency)}</strong>
      {oldPrice === null ? null : (
        <s
          className="tour-price__old"
          aria-label={i18n.t('tour.oldPrice', { price: price(i18n, oldPrice, currency) })}
        >
          {price(i18n, oldPrice, currency)}
        </s>
      )}
      {date.discount === null ? null : (
        <span className="tour-badge tour-badge--accent">
          {i18n.t('tour.discount', { percent: date.discount.percent })}
        </span>
      )}
    </span>
  )
}

function prepaymentText(date: TourDate, currency: BrandCurrency, i18n: I18n): string {
  if (
    date.prepayment_type.id === prepaymentType.fullPayment ||
    date.prepayment_amount >= date.price
  ) {
    return i18n.t('tour.prepaymentNone')
  }
  return i18n.t('tour.prepayment', {
    amount: price(i18n, date.prepayment_amount, currency),
    days: date.full_payment_days,
  })
}

function KeyFacts({ tour }: { tour: TourPageRecord }) {
  const { t } = useI18n()
  const facts: readonly (readonly [string, string])[] = [
    [t('tour.fact.duration'), t('count.days', { count: tour.duration_days })],
    [
      t('tour.fact.groupSize'),
      t('tour.fact.groupSizeValue', { min: tour.group_size.min, max: tour.group_size.max }),
    ],
    [
      t('tour.fact.age'),
      tour.min_age === 0 ? t('tour.fact.ageAny') : t('tour.fact.ageValue', { age: tour.min_age }),
    ],
    [t('tour.fact.difficulty'), tour.difficulty.label],
    [t('tour.fact.comfort'), tour.comfort.label],
    [t('tour.fact.accommodation'), tour.accommodation.map((kind) => kind.label).join(', ')],
    [t('tour.fact.languages'), tour.languages.map((language) => language.name).join(', ')],
  ]
  return (
    <section className="tour-section" aria-labelledby="tour-facts">
      <h2 id="tour-facts" className="tour-visually-hidden">
        {t('tour.facts')}
      </h2>
      <dl className="tour-facts" data-testid="tour-facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="tour-facts__item">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}

function TourProgramDays({ tour, expanded }: { tour: TourPageRecord; expanded: boolean }) {
  const { t } = useI18n()
  if (tour.program === null || tour.program.days.length === 0) return null
  return (
    <section className="tour-section" aria-labelledby="tour-program">
      <h2 id="tour-program">{t('tour.program')}</h2>
      <ol className="tour-program">
        {tour.program.days.map((day) => (
          <li key={day.day_number} className="tour-program__day">
            <Collapse
              defaultOpen={expanded || day.day_number === 1}
              trigger={
                <button type="button" className="tour-program__trigger">
                  {t('tour.programDay', { day: day.day_number, title: day.title })}
                </button>
              }
            >
              {/* Sanitised by the API (the contract's 'Sanitised HTML'). */}
              <div className="tour-html" dangerouslySetInnerHTML={{ __html: day.description }} />
            </Collapse>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * Issue 44 item 4: what one traveller who books this date today gets back on cancelling, from
 * today on, in the visitor's currency (the date's price is already in it).
 */
function DateRefundTimeline({
  date,
  tour,
  currency,
}: {
  date: TourDate
  tour: Pick<TourPageRecord, 'cancellation_policy' | 'timezone'>
  currency: BrandCurrency
}) {
  const i18n = useI18n()
  const steps = dateRefundSteps({
    policy: tour.cancellation_policy,
    timezone: tour.timezone,
    paidMinor: date.price,
    startDate: date.start,
  })
  return (
    <RefundTimeline
      steps={steps}
      money={(amountMinor) => price(i18n, amountMinor, currency)}
      title={i18n.t('tour.refundTimeline')}
      className="tour-date__refund"
      testId="tour-date-refund"
    />
  )
}

function TourDates({
  dates,
  tour,
  currency,
}: {
  dates: readonly TourDate[]
  tour: Pick<TourPageRecord, 'cancellation_policy' | 'timezone'>
  currency: BrandCurrency
}) {
  const i18n = useI18n()
  const { t } = i18n
  const checkoutHref = useCheckoutHref()
  return (
    <section className="tour-section" aria-labelledby="tour-dates">
      <h2 id="tour-dates">{t('tour.dates')}</h2>
      {dates.length === 0 ? (
        <p className="tour-muted">{t('tour.noDates')}</p>
      ) : (
        <ul className="tour-dates" data-testid="tour-dates">
          {dates.map((date) => (
            <li key={date.id} className="tour-date">
              <div className="tour-date__when">
                <strong>{dateRange(date, i18n)}</strong>
                <span className="tour-muted">
                  {date.not_guaranteed ? t('tour.notGuaranteed') : t('tour.guaranteed')}
                </span>
                <FlightIncludedBadge date={date} />
                {date.departure_guarantee === null ? null : (
                  <GuaranteeMeter
                    guarantee={date.departure_guarantee}
                    timezone={tour.timezone}
                    compact
                    testId={`tour-date-guarantee-${String(date.id)}`}
                  />
                )}
              </div>
              <div className="tour-date__price">
                <TourPrice date={date} currency={currency} />
                <span className="tour-muted">{prepaymentText(date, currency, i18n)}</span>
              </div>
              <div className="tour-date__book">
                <span className={date.is_busy ? 'tour-badge' : 'tour-badge tour-badge--success'}>
                  {date.is_busy
                    ? t('tour.soldOut')
                    : t('tour.seatsLeft', { count: date.number_of_free_seats })}
                </span>
                {/* Phones have no date picker in the sheet: each date books from its row. */}
                {date.is_busy ? null : (
                  <Link
                    to={checkoutHref(date)}
                    className="tour-date__link"
                    aria-label={t('tour.bookDate', { dates: dateRange(date, i18n) })}
                  >
                    {t('tour.book')}
                  </Link>
                )}
              </div>
              <DateRefundTimeline date={date} tour={tour} currency={currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function OrganizerCard({
  tour,
  replyTime,
}: {
  tour: TourPageRecord
  replyTime: TourPageData['replyTime']
}) {
  const { t, locale } = useI18n()
  const organizer = tour.organizer
  const verified = organizer.verification.identity === 1
  return (
    <section className="tour-section" aria-labelledby="tour-organizer">
      <h2 id="tour-organizer">{t('tour.organizer')}</h2>
      <div className="tour-organizer" data-testid="tour-organizer">
        <Avatar name={organizer.name} src={organizer.avatar} size={64} alt="" />
        <div className="tour-organizer__body">
          <p className="tour-organizer__name">{organizer.name}</p>
          <IdentityBadge verified={verified} />
          <ReplyTime replyTime={replyTime ?? null} />
          {organizer.rating === null ? null : (
            <p className="tour-inline">
              <RatingDisplay value={organizer.rating} showValue />
              <span className="tour-muted">
                {t('count.reviews', { count: organizer.reviews_count })}
              </span>
            </p>
          )}
          <Link
            to={locale === 'ru' ? russianPath(organizer.url) : organizer.url}
            className="tour-link"
          >
            {t('tour.organizerLink')}
          </Link>
          <AskOrganizer
            organizerId={organizer.id}
            organizerName={organizer.name}
            tourId={tour.id}
          />
          <CallOrganizer
            organizerId={organizer.id}
            organizerName={organizer.name}
            tourId={tour.id}
            placement="tour"
          />
        </div>
      </div>
    </section>
  )
}

/** The booking box with this page's checkout paths, date ranges and prices. */
function TourBookingBox({
  dates,
  currency,
  timezone,
  testId,
}: {
  dates: readonly TourDate[]
  currency: BrandCurrency
  timezone: string
  testId?: string
}) {
  const i18n = useI18n()
  const paths = useBookingPaths()
  const offerUuid = useContext(OfferUuid)
  return (
    <BookingBox
      dates={dates}
      currency={currency}
      checkoutPath={(date) => {
        const path = paths.checkout(date.id)
        return localizedPath(path, i18n.locale)
      }}
      offerUuid={offerUuid}
      datesText={(date) => dateRange(date, i18n)}
      renderPrice={(date) => <TourPrice date={date} currency={currency} />}
      timezone={timezone}
      testId={testId}
    />
  )
}

/**
 * The phone's bottom sheet: the price and 'Book', which unfolds the booking box (travellers, the
 * live total and what is due now) above the bar. A native disclosure, so it opens and its GET form
 * books before hydration too; Escape folds it back onto its toggle.
 */
function BookingSheet({
  dates,
  nearest,
  currency,
  timezone,
}: {
  dates: readonly TourDate[]
  nearest: TourDate
  currency: BrandCurrency
  timezone: string
}) {
  const { t } = useI18n()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const details = detailsRef.current
    if (details === null) return
    const fold = (event: KeyboardEvent) => {
      // An open date list handles its own Escape.
      if (event.key !== 'Escape' || !details.open || event.defaultPrevented) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    details.addEventListener('keydown', fold)
    return () => details.removeEventListener('keydown', fold)
  }, [])
  return (
    <Sheet visible label={t('tour.bookingBox')}>
      {/* The kit hides the sheet from md up; the layout lives on an inner box. */}
      <div className="tour-sheet">
        <p className="tour-sheet__price">
          <span className="tour-muted">{t('tour.from')}</span>{' '}
          <TourPrice date={nearest} currency={currency} />
        </p>
        <details ref={detailsRef} className="tour-sheet__details">
          <summary className="button tour-sheet__toggle">
            <span className="tour-sheet__when-closed">{t('tour.book')}</span>
            <span className="tour-sheet__when-open">{t('common.close')}</span>
          </summary>
          <TourBookingBox
            dates={dates}
            currency={currency}
            timezone={timezone}
            testId="tour-booking-sheet"
          />
        </details>
      </div>
    </Sheet>
  )
}

function ShareLinks({ page }: { page: TourPageData }) {
  const { t } = useI18n()
  const links = shareLinks(
    page.shareButtons,
    new URL(page.tour.seo.canonical_path, page.origin).href,
    page.tour.title,
  )
  if (links.length === 0) return null
  return (
    <nav className="tour-share" aria-label={t('tour.share')}>
      <span className="tour-muted">{t('tour.share')}</span>
      {links.map(({ button, href }) => (
        <a
          key={button}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="tour-share__link"
        >
          {t(`tour.shareOn.${button}`)}
        </a>
      ))}
    </nav>
  )
}

/**
 * §2 tour page (design.md "Tour page"): gallery first, facts, program, dates and prices, the
 * organizer, reviews and questions, with a sticky booking box on desktop and a bottom sheet on
 * phones. The route, an excursion's day picker and the brand's widgets are in ../tour-extras.
 * The organizer card offers 'Call the organizer' where the brand enables it (§1
 * tour.shouldShowCallOrganizerButton and webCalls.canCallToOrganizer: on for tourmarket-global,
 * off for tourmarket; see features/calls and decision 0029).
 */
/**
 * §2 /order/{uuid}/individual-tour: who the offer is for, its own dates and price per person,
 * and what to do when it cannot be booked online.
 */
function OfferBanner({
  offer,
  currency,
}: {
  offer: NonNullable<TourPageData['offer']>
  currency: BrandCurrency
}) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <section className="tour-offer" aria-labelledby="tour-offer" data-testid="tour-offer">
      <h2 id="tour-offer" className="tour-offer__title">
        {t('tour.offer.title', { client: offer.client_name })}
      </h2>
      <p>{t('tour.offer.lead')}</p>
      {offer.note === '' ? null : <p className="tour-offer__note">{offer.note}</p>}
      <dl className="tour-offer__facts">
        <div>
          <dt>{t('tour.offer.dates')}</dt>
          <dd>{tripDatesText(offer.start, offer.end, i18n.locale)}</dd>
        </div>
        <div>
          <dt>{t('tour.offer.price')}</dt>
          <dd>
            <strong>{price(i18n, offer.price.amount_minor, currency)}</strong>{' '}
            <span className="tour-muted">{t('tour.perPerson')}</span>
          </dd>
        </div>
      </dl>
      {offer.date === null ? <p className="tour-muted">{t('tour.offer.notBookable')}</p> : null}
    </section>
  )
}

export function TourPage({ page }: { page: TourPageData }) {
  const i18n = useI18n()
  const { t } = i18n
  const { tour, currency, offer } = page
  const shell = useShellData()
  // An offer's page books the offer's own date only; the public dates are for everyone else.
  // Their seats follow bookings live once hydrated (issue 44); the rendered figures stand before.
  const dates = useLiveSeats(
    offer === undefined ? tour.dates : offer.date === null ? [] : [offer.date],
    tour.id,
    shell?.publicConfig.wsUrl ?? null,
  )
  const nearest = nearestBookableDate(dates)
  const place = [tour.start_city.name, tour.country.name].join(', ')
  // The cover usually opens the gallery too; it shows once.
  const images = [tour.cover, ...tour.gallery]
    .filter((item, index, all) => all.findIndex((other) => other.image === item.image) === index)
    .map((item) => ({ url: item.image, alt: item.alt }))

  return (
    <OfferUuid value={offer?.uuid ?? null}>
      <main className="tour-page">
        {/* One client's offer is not a page for search engines or for sharing. */}
        {offer === undefined ? (
          <>
            <link rel="canonical" href={new URL(tour.seo.canonical_path, page.origin).href} />
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: inlineJson(tourJsonLd(tour, page.origin, currency)),
              }}
            />
          </>
        ) : null}
        <Breadcrumbs
          items={tour.breadcrumbs}
          label={t('tour.breadcrumbs')}
          className="tour-crumbs"
        />
        <header className="tour-head">
          <div className="tour-head__title">
            <h1 className="tour-title">{tour.title}</h1>
            <FavouriteButton tourId={tour.id} />
          </div>
          <p className="tour-inline">
            <span className="tour-muted">{place}</span>
            {tour.rating.average === null ? null : (
              <>
                <RatingDisplay value={tour.rating.average} showValue />
                <a href="#tour-reviews" className="tour-link">
                  {t('count.reviews', { count: tour.rating.count })}
                </a>
              </>
            )}
          </p>
          <CompareToggle tourId={tour.id} />
        </header>
        {offer === undefined ? null : <OfferBanner offer={offer} currency={currency} />}
        <TourHeroGallery images={images} />
        <div className="tour-layout">
          <div className="tour-main">
            <KeyFacts tour={tour} />
            <section className="tour-section" aria-labelledby="tour-about">
              <h2 id="tour-about">{t('tour.about')}</h2>
              <p className="tour-summary">{tour.summary}</p>
              {tour.description === null ? null : (
                <div className="tour-html" dangerouslySetInnerHTML={{ __html: tour.description }} />
              )}
            </section>
            <TourInclusions tour={tour} />
            <TourGoodToKnow tour={tour} />
            <TourProgramDays tour={tour} expanded={offer !== undefined} />
            <TourProgramActions
              tourId={tour.id}
              currency={currency}
              whatsapp={page.programViaWhatsapp === true}
            />
            <TourRoute tour={tour} />
            {offer === undefined ? <ExcursionDatePicker tour={tour} currency={currency} /> : null}
            <TourDates dates={dates} tour={tour} currency={currency} />
            <TourAllInCost
              tour={tour}
              dates={dates}
              currency={currency}
              describeDate={(date) => dateRange(date, i18n)}
            />
            <CancellationPolicyDetails policy={tour.cancellation_policy} className="tour-section" />
            <TourWidgets tour={tour} date={nearest} />
            <StaffTourPanel tourId={tour.id} currency={currency} />
            <OrganizerCard tour={tour} replyTime={page.replyTime} />
            <TourReviews
              slug={tour.slug}
              summary={tour.rating}
              firstReviews={tour.reviews ?? []}
              languages={tour.review_languages ?? []}
              viewPage={page.reviewsView}
              organizerName={tour.organizer.name}
            />
            <TourQuestions tour={tour} linked={page.linkedQuestion} />
            <section className="tour-section" aria-labelledby="tour-meeting">
              <h2 id="tour-meeting">{t('tour.meetingPoint')}</h2>
              {tour.meeting_point.text ? (
                <p className="tour-meeting-text" data-testid="tour-meeting-text">
                  {tour.meeting_point.text}
                </p>
              ) : null}
              <MeetingPointLink />
            </section>
            <footer className="tour-actions">
              {offer === undefined ? <ShareLinks page={page} /> : null}
              <TourComplaint tourId={tour.id} />
            </footer>
          </div>
          <aside className="tour-aside" aria-label={t('tour.bookingBox')}>
            <TourBookingBox dates={dates} currency={currency} timezone={tour.timezone} />
            <CancellationPolicySummary
              policy={tour.cancellation_policy}
              className="tour-aside__policy"
            />
          </aside>
        </div>
        {offer === undefined ? <SimilarTours cards={page.similarTours ?? []} /> : null}
        {nearest === undefined ? null : (
          <BookingSheet
            dates={dates}
            nearest={nearest}
            currency={currency}
            timezone={tour.timezone}
          />
        )}
      </main>
    </OfferUuid>
  )
}
