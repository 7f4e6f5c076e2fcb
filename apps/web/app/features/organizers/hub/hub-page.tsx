import type { HubOrganizer } from '@tourmarket/contracts'
import { Avatar, Breadcrumbs, RatingDisplay } from '@tourmarket/ui'
import { Form, Link } from 'react-router'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { inlineJson } from '../../../lib/inline-json.ts'
import {
  HUB_COUNTRY_PARAM,
  HUB_PAGE_PARAM,
  hubJsonLd,
  withQuery,
  type Crumb,
} from '../organizers-model.ts'
import type { organizersText } from '../organizers-text.ts'
import { useOrganizersText } from '../organizers-text.ts'
import type { HubPageData } from './hub-data.ts'
import '../organizers.css'
import { renderRouterLink } from '../../../components/router-link.tsx'
import { SitePagination } from '../../../components/site-pagination.tsx'

const HUB_PATH = '/tour-providers'

function chosenCountry(data: HubPageData) {
  return data.hub.countries.find((option) => option.id === data.countryId)
}

/** The page's heading: the country's name when the hub is filtered by one. */
export function hubTitle(data: HubPageData, text: ReturnType<typeof organizersText>): string {
  const country = chosenCountry(data)
  return country === undefined
    ? text('organizers.hubTitle')
    : text('organizers.hubCountryTitle', { country: country.name })
}

/** The hub page's own URL with its filter and page, in the page language. */
export function hubHref(path: (english: string) => string, countryId?: number, page?: number) {
  return withQuery(path(HUB_PATH), [
    [HUB_COUNTRY_PARAM, countryId],
    [HUB_PAGE_PARAM, page],
  ])
}

function OrganizerCard({ organizer }: { organizer: HubOrganizer }) {
  const { text, path } = useOrganizersText()
  const { t } = useI18n()
  const place =
    organizer.city === null
      ? organizer.country.name
      : `${organizer.city.name}, ${organizer.country.name}`
  return (
    <article className="organizer-card">
      <Avatar name={organizer.name} src={organizer.avatar} size={64} alt="" />
      <div className="organizer-card__body">
        <h2 className="organizer-card__name">
          {/* The name's link covers the whole card (see the CSS), one tab stop per card. */}
          <Link to={path(organizer.url)} className="organizer-card__link">
            {organizer.name}
          </Link>
        </h2>
        <p className="organizer-card__kind">
          {organizer.operator_type === 'author'
            ? text('organizers.author')
            : text('organizers.organization')}
          {organizer.verification.identity === 1 ? (
            <span className="organizer-badge">{text('organizers.verified')}</span>
          ) : null}
        </p>
        <p className="organizer-card__place">{place}</p>
        <p className="organizer-card__stats">
          {organizer.rating === null || organizer.reviews_count === 0 ? (
            <span>{text('organizers.noReviews')}</span>
          ) : (
            <span className="organizer-inline">
              <RatingDisplay
                value={organizer.rating}
                showValue
                formatLabel={(value) => text('organizers.outOf', { rating: value })}
              />
              <span>{t('count.reviews', { count: organizer.reviews_count })}</span>
            </span>
          )}
          <span>{t('count.tours', { count: organizer.tours_count })}</span>
        </p>
      </div>
    </article>
  )
}

/**
 * §2 /tour-providers: the published organizers, best rated first, 20 to a page (§9 pagination),
 * with a country filter that is a plain GET form, so paging and filtering work before hydration.
 */
export function HubPage({ data }: { data: HubPageData }) {
  const { text, path } = useOrganizersText()
  const { formatNumber } = useI18n()
  const { hub, countryId } = data
  const title = hubTitle(data, text)
  const hubCrumbs: Crumb[] = [
    { url: path('/'), text: text('organizers.home') },
    { url: path(HUB_PATH), text: text('organizers.hubTitle') },
  ]
  const country = chosenCountry(data)
  const crumbs: Crumb[] =
    country === undefined
      ? hubCrumbs
      : [...hubCrumbs, { url: hubHref(path, country.id), text: country.name }]
  return (
    <main className="organizers-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: inlineJson(hubJsonLd(crumbs, data.origin)) }}
      />
      <Breadcrumbs
        items={crumbs}
        renderLink={renderRouterLink}
        label={text('organizers.breadcrumbs')}
      />
      <header className="organizers-page__header">
        <h1 className="organizers-page__title">{title}</h1>
        <p className="organizers-page__lead">{text('organizers.hubLead')}</p>
      </header>
      <Form
        method="get"
        action={path(HUB_PATH)}
        className="organizers-filter"
        aria-label={text('organizers.filter')}
      >
        <label className="organizers-filter__field">
          <span className="organizers-filter__label">{text('organizers.country')}</span>
          <select
            name={HUB_COUNTRY_PARAM}
            defaultValue={countryId === undefined ? '' : String(countryId)}
            className="organizers-filter__select"
          >
            <option value="">{text('organizers.allCountries')}</option>
            {hub.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {text('organizers.countryOption', {
                  country: country.name,
                  count: formatNumber(country.organizers_count),
                })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button organizers-filter__apply">
          {text('organizers.apply')}
        </button>
      </Form>
      <p className="organizers-page__count" data-testid="organizers-count">
        {text('organizers.count', { count: hub.meta.total })}
      </p>
      {hub.data.length === 0 ? (
        <section className="organizers-empty" aria-labelledby="organizers-empty">
          <h2 id="organizers-empty">{text('organizers.emptyTitle')}</h2>
          <p>{text('organizers.emptyText')}</p>
          <Link to={path(HUB_PATH)} className="button">
            {text('organizers.emptyLink')}
          </Link>
        </section>
      ) : (
        <ul className="organizers-grid">
          {hub.data.map((organizer) => (
            <li key={organizer.id}>
              <OrganizerCard organizer={organizer} />
            </li>
          ))}
        </ul>
      )}
      {hub.meta.total_pages > 1 ? (
        <SitePagination
          className="organizers-page__pagination"
          page={hub.meta.page}
          totalPages={hub.meta.total_pages}
          hrefForPage={(number) => hubHref(path, countryId, number)}
          range={{ perPage: hub.meta.per_page, total: hub.meta.total }}
          label={text('organizers.pagination')}
          pageLabel={(number) => text('organizers.pageLabel', { page: number })}
        />
      ) : null}
    </main>
  )
}
