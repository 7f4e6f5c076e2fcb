import type { TourPage } from '@tourmarket/contracts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useTourReviewsText } from './tour-reviews-text.ts'
import './tour-reviews.css'

/** What the price covers and what it does not (issue 40), when the organizer listed them. */
export function TourInclusions({ tour }: { tour: TourPage }) {
  const { t } = useI18n()
  const included = tour.included ?? []
  const notIncluded = tour.not_included ?? []
  if (included.length === 0 && notIncluded.length === 0) return null
  const lists = [
    { key: 'included', heading: t('tour.included'), items: included },
    { key: 'not-included', heading: t('tour.notIncluded'), items: notIncluded },
  ].filter((list) => list.items.length > 0)
  return (
    <section className="tour-section" aria-labelledby="tour-inclusions">
      <h2 id="tour-inclusions">{t('tour.inclusions')}</h2>
      <div className="tour-inclusions">
        {lists.map((list) => (
          <div
            key={list.key}
            className={`tour-inclusions__group tour-inclusions__group--${list.key}`}
          >
            <h3 id={`tour-inclusions-${list.key}`}>{list.heading}</h3>
            <ul aria-labelledby={`tour-inclusions-${list.key}`} data-testid={`tour-${list.key}`}>
              {list.items.map((item, index) => (
                <li key={`${String(index)}-${item}`}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

/** An item's mark: the list's heading says what it is, so the mark is decoration. */
function FactIcon({ kind }: { kind: 'know-before' | 'accessibility' }) {
  return (
    <svg
      className="tour-facts-list__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {kind === 'know-before' ? (
        <>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 10.5v6M12 7.2v.1"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </>
      ) : (
        <>
          <circle cx="12" cy="4" r="2" fill="currentColor" />
          <path
            d="M10 8v6h6l3 6M10 11h5M8.5 10.5a6 6 0 1 0 7.3 8.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
    </svg>
  )
}

/**
 * Issue 42: what to know before going and access for travellers with reduced mobility, prams and
 * the like, each a list the organizer keeps in the office; a list left empty is not shown.
 */
export function TourGoodToKnow({ tour }: { tour: TourPage }) {
  const text = useTourReviewsText()
  const lists = [
    {
      kind: 'know-before' as const,
      heading: text('facts.knowBefore'),
      items: tour.know_before_you_go ?? [],
    },
    {
      kind: 'accessibility' as const,
      heading: text('facts.accessibility'),
      items: tour.accessibility ?? [],
    },
  ].filter((list) => list.items.length > 0)
  return lists.map((list) => (
    <section key={list.kind} className="tour-section" aria-labelledby={`tour-${list.kind}`}>
      <h2 id={`tour-${list.kind}`}>{list.heading}</h2>
      <ul className="tour-facts-list" data-testid={`tour-${list.kind}`}>
        {list.items.map((item, index) => (
          <li key={`${String(index)}-${item}`}>
            <FactIcon kind={list.kind} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  ))
}
