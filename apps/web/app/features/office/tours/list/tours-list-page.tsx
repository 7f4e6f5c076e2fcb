import type { OfficeContext } from '@tourmarket/contracts'
import { calendarDateText } from '@tourmarket/domain/i18n'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { VisuallyHidden } from '@tourmarket/ui'
import { Form, Link } from 'react-router'
import { OfficeLayout } from '../../shell/office-layout.tsx'
import { NEW_TOUR_PATH, TOURS_PATH, tourDatesPath, tourEditorPath } from '../tour-paths.ts'
import {
  OFFICE_TOUR_STATUSES,
  type OfficeTourListItem,
  type OfficeTourStatus,
} from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'

type ListProps = {
  office: OfficeContext
  status: OfficeTourStatus | null
  query: string
  counts: Readonly<Record<OfficeTourStatus, number>>
  total: number
  tours: readonly OfficeTourListItem[]
}

function listHref(status: OfficeTourStatus | null, query: string): string {
  const params = new URLSearchParams()
  if (status !== null) params.set('status', status)
  if (query !== '') params.set('q', query)
  const search = params.toString()
  return search === '' ? '' : `?${search}`
}

/** The tabs by status, each with its count; links, so they work without the page's script. */
function StatusTabs({ status, query, counts, total }: Omit<ListProps, 'office' | 'tours'>) {
  const { text, path } = useToursText()
  const tabs: readonly { status: OfficeTourStatus | null; label: string; count: number }[] = [
    { status: null, label: text('tours.filter.all'), count: total },
    ...OFFICE_TOUR_STATUSES.map((each) => ({
      status: each,
      label: text(`tours.status.${each}`),
      count: counts[each],
    })),
  ]
  return (
    <nav className="office-tours-tabs" aria-label={text('tours.filter.label')}>
      <ul className="office-tours-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.status ?? 'all'}>
            <Link
              className="office-tours-tabs__tab"
              to={`${path(TOURS_PATH)}${listHref(tab.status, query)}`}
              aria-current={tab.status === status ? 'page' : undefined}
            >
              {tab.label}
              <span className="office-tours-tabs__count">{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SearchForm({ status, query }: { status: OfficeTourStatus | null; query: string }) {
  const { text, path } = useToursText()
  return (
    <Form method="get" role="search" className="office-tours-search">
      {status === null ? null : <input type="hidden" name="status" value={status} />}
      <label htmlFor="office-tours-q" className="office-tours-search__label">
        {text('tours.search.label')}
      </label>
      <div className="office-tours-search__row">
        <input
          id="office-tours-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={text('tours.search.placeholder')}
          className="tm-input office-tours-search__input"
          maxLength={100}
        />
        <button type="submit" className="tm-button tm-button--secondary">
          <span className="tm-button__label">{text('tours.search.submit')}</span>
        </button>
        {query === '' ? null : (
          <Link
            className="office-tour-text-button"
            to={`${path(TOURS_PATH)}${listHref(status, '')}`}
          >
            {text('tours.search.clear')}
          </Link>
        )}
      </div>
    </Form>
  )
}

function TourRow({ tour }: { tour: OfficeTourListItem }) {
  const { text, path, locale } = useToursText()
  const title = tour.title === '' ? text('tours.new.title') : tour.title
  return (
    <tr className="office-tours-row">
      <td className="office-tours-row__cover">
        {tour.cover === null ? (
          <span className="office-tours-row__no-cover" aria-hidden="true" />
        ) : (
          <img
            src={imageUrl(tour.cover.image, imageSizes.photoPreview2x)}
            alt=""
            width={96}
            height={64}
            loading="lazy"
          />
        )}
      </td>
      <th scope="row" className="office-tours-row__title">
        <Link to={path(tourEditorPath(tour.id))}>{title}</Link>
        <span className="office-tours-row__type">{text(`tours.type.${tour.type}`)}</span>
      </th>
      <td data-label={text('tours.list.status')}>
        <span className={`office-tour-pill office-tour-pill--${tour.status}`}>
          {text(`tours.status.${tour.status}`)}
        </span>
      </td>
      <td data-label={text('tours.list.nextDate')} className="office-tours-row__date">
        {tour.next_date === null
          ? text('tours.list.noDate')
          : calendarDateText(tour.next_date, locale, { month: 'short', year: true })}
      </td>
      <td data-label={text('tours.list.bookings')} className="office-tours-row__number">
        {tour.bookings_count}
      </td>
      <td data-label={text('tours.list.rating')} className="office-tours-row__rating">
        {tour.rating.average === null
          ? text('tours.list.noRating')
          : text('tours.list.ratingValue', {
              rating: tour.rating.average.toFixed(1),
              count: tour.rating.count,
            })}
      </td>
      <td className="office-tours-row__actions">
        <Link
          to={path(tourEditorPath(tour.id))}
          className="office-tour-text-button"
          aria-label={text('tours.list.editTour', { title })}
        >
          {text('tours.list.edit')}
        </Link>
        <Link
          to={path(tourDatesPath(tour.id))}
          className="office-tour-text-button"
          aria-label={text('tours.list.tourDates', { title })}
        >
          {text('tours.list.dates')}
        </Link>
        {tour.status === 'published' ? (
          <a
            href={tour.url}
            className="office-tour-text-button"
            aria-label={text('tours.list.viewTourOnSite', { title })}
          >
            {text('tours.list.viewOnSite')}
          </a>
        ) : null}
      </td>
    </tr>
  )
}

/** A new organizer's first visit: what a tour needs, in the order it is done. */
function FirstTour() {
  const { text, path } = useToursText()
  return (
    <section className="office-tours-empty" aria-labelledby="office-tours-empty-title">
      <h2 id="office-tours-empty-title" className="office-tours-empty__title">
        {text('tours.empty.title')}
      </h2>
      <p>{text('tours.empty.lead')}</p>
      <ol className="office-tours-empty__steps">
        <li>{text('tours.empty.step1')}</li>
        <li>{text('tours.empty.step2')}</li>
        <li>{text('tours.empty.step3')}</li>
        <li>{text('tours.empty.step4')}</li>
      </ol>
      <Link to={path(NEW_TOUR_PATH)} className="tm-button tm-button--primary">
        <span className="tm-button__label">{text('tours.newTour')}</span>
      </Link>
    </section>
  )
}

/** /office/tours: tabs by status with counts, a search, and a row per tour with its actions. */
export function ToursListPage({ office, status, query, counts, total, tours }: ListProps) {
  const { text, path } = useToursText()
  const nothingYet = total === 0 && query === ''
  return (
    <OfficeLayout
      office={office}
      current="tours"
      title={text('tours.title')}
      actions={
        nothingYet ? undefined : (
          <Link to={path(NEW_TOUR_PATH)} className="tm-button tm-button--primary">
            <span className="tm-button__label">{text('tours.newTour')}</span>
          </Link>
        )
      }
    >
      {nothingYet ? (
        <FirstTour />
      ) : (
        <>
          <StatusTabs status={status} query={query} counts={counts} total={total} />
          <SearchForm status={status} query={query} />
          {tours.length === 0 ? (
            <p className="office-tours-none">
              {query === ''
                ? text('tours.list.noneWithStatus')
                : text('tours.list.nothingFound', { query })}{' '}
              <Link to={path(TOURS_PATH)}>{text('tours.list.showAll')}</Link>
            </p>
          ) : (
            <div className="office-tours-table-scroll">
              <table className="office-tours-table">
                <caption className="office-hidden-caption">{text('tours.list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <VisuallyHidden>{text('tours.field.cover')}</VisuallyHidden>
                    </th>
                    <th scope="col">{text('tours.list.tour')}</th>
                    <th scope="col">{text('tours.list.status')}</th>
                    <th scope="col">{text('tours.list.nextDate')}</th>
                    <th scope="col">{text('tours.list.bookings')}</th>
                    <th scope="col">{text('tours.list.rating')}</th>
                    <th scope="col">
                      <VisuallyHidden>{text('tours.list.actions')}</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tours.map((tour) => (
                    <TourRow key={tour.id} tour={tour} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </OfficeLayout>
  )
}
