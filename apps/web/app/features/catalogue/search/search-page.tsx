import { createLatestOnly, isCancellation } from '@tourmarket/api-client/client'
import {
  countActiveFilters,
  toApiParams,
  type SearchFilter,
  type SearchFilterInput,
} from '@tourmarket/domain/search'
import { Breadcrumbs, Button, Drawer, Select, VisuallyHidden } from '@tourmarket/ui'
import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useNavigation } from 'react-router'
import {
  formatCardDate,
  TourCard,
  type CardPhotoLoading,
} from '../../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'

import { RUSSIAN_PREFIX } from '../../../routing/localized-routes.ts'
import { BY_REQUEST_PATH, byRequestBreadcrumbs, byRequestTitle } from './by-request-page.ts'
import { landingPlainText } from './landing-text.ts'
import { activeFilterChips, isCruiseSearch } from './search-filter-values.ts'
import { SearchFilters } from './search-filters.tsx'
import type { SearchPageData } from './search-page-data.ts'
import { filterOfUrl, searchHref, withFilterChange } from './search-url.ts'
import './search-page.css'
import { callApi } from '../../../lib/api-call.ts'
import { renderRouterLink } from '../../../components/router-link.tsx'
import { SitePagination } from '../../../components/site-pagination.tsx'
import { SEARCH_RESULTS_ID } from '../../../lib/search-results-anchor.ts'
import { ResultsWithMap } from '../map/results-map.tsx'
import { SaveSearchForm } from '../../../components/save-search/save-search-form.tsx'

const SORT_VALUES = ['default', 'price', '-price'] as const

/** Kit links as router links: paging and breadcrumbs navigate without a full reload. */
/**
 * Applies a filter change to `current`: the filter on screen, which while results load is the
 * one being navigated to, so quick changes add up instead of replacing each other.
 */
function useFilterNavigation(page: SearchPageData, current: SearchFilter) {
  const navigate = useNavigate()
  return (change: SearchFilterInput) => {
    // The results change under the filters: the visitor keeps their place on the page.
    void navigate(searchHref(page.pathname, withFilterChange(current, change)), {
      preventScrollReset: true,
    })
  }
}

/**
 * The phones' filters: a draft the visitor edits in the drawer, its result count fetched live
 * (each new count request cancels the one before), and applied in one navigation.
 */
function FiltersDrawer({ page, activeCount }: { page: SearchPageData; activeCount: number }) {
  const { t } = useI18n()
  const api = useApiClient()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<SearchFilter>(page.filter)
  const [count, setCount] = useState<number | null>(page.meta.total)
  const countTours = useMemo(
    () =>
      createLatestOnly(async (signal: AbortSignal, filter: SearchFilter) => {
        if (api === null) return null
        const answer = await callApi(api, 'toursPage', {
          query: { ...toApiParams(filter), per_page: 1 },
          signal,
        })
        return answer.meta.total
      }),
    [api],
  )
  useEffect(() => () => countTours.cancel(), [countTours])

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(page.filter)
      setCount(page.meta.total)
    }
    setOpen(next)
  }
  const change = (filterChange: SearchFilterInput) => {
    const next = { ...draft, ...filterChange, page: undefined } as SearchFilter
    setDraft(next)
    setCount(null)
    countTours(next).then(setCount, (error: unknown) => {
      if (!isCancellation(error)) setCount(page.meta.total)
    })
  }
  const apply = () => {
    setOpen(false)
    void navigate(searchHref(page.pathname, draft), { preventScrollReset: true })
  }
  if (page.facets === null) return null
  return (
    <Drawer
      title={t('search.filters')}
      side="left"
      open={open}
      onOpenChange={openChange}
      closeLabel={t('common.close')}
      trigger={
        <Button variant="secondary" className="search-page__filters-button">
          {activeCount > 0 ? t('search.filtersCount', { count: activeCount }) : t('search.filters')}
        </Button>
      }
      footer={
        <Button className="search-page__apply" onClick={apply} disabled={count === 0}>
          {count === null ? t('search.counting') : t('search.show', { count })}
        </Button>
      }
    >
      <SearchFilters
        facets={page.facets}
        filter={draft}
        datePeriods={page.datePeriods}
        currency={page.currency}
        cruiseMode={isCruiseSearch(draft, page.landing)}
        onChange={change}
      />
    </Drawer>
  )
}

/** The on-request list with nothing in it: what is there instead, the place's dated tours. */
function ByRequestEmptyState({ page, prefix }: { page: SearchPageData; prefix: string }) {
  const { t } = useI18n()
  const place = page.landing
  return (
    <div className="search-page__empty" data-testid="by-request-empty">
      <h2 className="search-page__empty-title">{t('search.byRequestEmpty.title')}</h2>
      <p>
        {place === null
          ? t('search.byRequestEmpty.textEverywhere')
          : t('search.byRequestEmpty.text', { place: place.title })}
      </p>
      <ul className="search-page__empty-links">
        {place === null ? (
          <li>
            <Link to={prefix === '' ? '/' : prefix}>{t('search.byRequestEmpty.home')}</Link>
          </li>
        ) : (
          <>
            <li>
              <Link to={`${prefix}/${place.slug}`}>
                {t('search.byRequestEmpty.placeTours', { place: place.title })}
              </Link>
            </li>
            <li>
              <Link to={`${prefix}${BY_REQUEST_PATH}`}>{t('search.byRequestEmpty.all')}</Link>
            </li>
          </>
        )}
      </ul>
    </div>
  )
}

/** The countries with tours upon request: each opens its own list. */
function ByRequestCountries({ page, prefix }: { page: SearchPageData; prefix: string }) {
  const { t } = useI18n()
  if (page.onRequestCountries.length === 0) return null
  return (
    <nav aria-label={t('search.byRequestCountries')} className="search-page__places">
      <ul>
        {page.onRequestCountries.map((country) => {
          const current = page.landing?.slug === country.slug
          return (
            <li key={country.slug}>
              <Link
                className="search-page__chip"
                to={`${prefix}${BY_REQUEST_PATH}/${country.slug}`}
                aria-current={current ? 'page' : undefined}
              >
                {country.name}
                <span className="search-page__place-count">{country.count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function EmptyState({ page }: { page: SearchPageData }) {
  const { t, locale } = useI18n()
  const prefix = locale === 'ru' ? `/${RUSSIAN_PREFIX}` : ''
  if (page.mode === 'by-request') return <ByRequestEmptyState page={page} prefix={prefix} />
  return (
    <div className="search-page__empty">
      <h2 className="search-page__empty-title">{t('search.empty.title')}</h2>
      <p>{t('search.empty.text')}</p>
      <Link to={page.pathname} className="search-page__reset">
        {t('search.resetFilters')}
      </Link>
      {page.popularDestinations.length > 0 ? (
        <nav aria-label={t('search.empty.destinations')} className="search-page__destinations">
          <h3 className="search-page__destinations-title">{t('search.empty.destinations')}</h3>
          <ul>
            {page.popularDestinations.map((destination) => (
              <li key={destination.slug}>
                <Link to={`${prefix}/${destination.slug}`}>{destination.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}

/**
 * The results' first row (up to four cards on a wide screen) is in the first screen: its photos
 * load at once, the first one (the phone's largest paint) at high priority.
 */
function firstScreenPhotoLoading(index: number): CardPhotoLoading {
  if (index === 0) return 'first'
  return index < 4 ? 'eager' : 'lazy'
}

/** §2 tour search: landing heading, filters (§3) with counts, chips, sort, results and pages. */
export function SearchPage({ page }: { page: SearchPageData }) {
  const { t, locale, formatMoney } = useI18n()
  const navigation = useNavigation()
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === page.pathname
  // While the next results load, the filters already show what was chosen.
  const shownFilter = isLoading
    ? filterOfUrl(new URL(navigation.location.search, 'http://page'), page.filter.slug)
    : page.filter
  const applyFilter = useFilterNavigation(page, shownFilter)
  const prefix = locale === 'ru' ? `/${RUSSIAN_PREFIX}` : ''
  const byRequest = page.mode === 'by-request'
  const title = byRequest
    ? byRequestTitle(page.landing, {
        all: t('search.byRequestTitle'),
        place: (place) => t('search.byRequestPlaceTitle', { place }),
      })
    : (page.landing?.title ?? t('search.title'))
  const breadcrumbs = byRequest
    ? byRequestBreadcrumbs(page.landing, prefix, t)
    : (page.landing?.breadcrumbs ?? [
        { url: prefix === '' ? '/' : prefix, text: t('search.home') },
        { url: page.pathname, text: title },
      ])
  const lead = byRequest
    ? t('search.byRequestLead')
    : page.landing === null
      ? ''
      : landingPlainText(page.landing.description)
  const chips =
    page.facets === null
      ? []
      : activeFilterChips(
          page.filter,
          page.facets,
          {
            t,
            formatPrice: (value) =>
              formatMoney(
                { amountMinor: value * 100, currency: page.currency },
                { showMinor: false },
              ),
            formatDate: (date) => formatCardDate(date, locale),
          },
          page.continentName === null ? {} : { continent: page.continentName },
        )
  const activeCount = countActiveFilters({ ...page.filter, slug: undefined })
  const sortItems = SORT_VALUES.map((value) => ({ value, text: t(`search.sort.${value}`) }))

  return (
    <main className="search-page">
      <header className="search-page__header">
        <Breadcrumbs
          items={breadcrumbs}
          renderLink={renderRouterLink}
          label={t('search.breadcrumbs')}
        />
        <h1 className="search-page__title">{title}</h1>
        {lead === '' ? null : <p className="search-page__lead">{lead}</p>}
        {byRequest ? <ByRequestCountries page={page} prefix={prefix} /> : null}
      </header>
      <div
        className={
          page.facets === null
            ? 'search-page__layout search-page__layout--without-filters'
            : 'search-page__layout'
        }
      >
        {page.facets === null ? null : (
          <aside className="search-page__aside" aria-label={t('search.filters')}>
            <SearchFilters
              facets={page.facets}
              filter={shownFilter}
              datePeriods={page.datePeriods}
              currency={page.currency}
              cruiseMode={isCruiseSearch(shownFilter, page.landing)}
              onChange={applyFilter}
            />
          </aside>
        )}
        <section className="search-page__results" aria-labelledby="search-results-heading">
          {/* The cards' h3 titles sit under this heading (a11y: no skipped heading level). */}
          <VisuallyHidden>
            <h2 id="search-results-heading">{t('search.results')}</h2>
          </VisuallyHidden>
          <div className="search-page__toolbar">
            <p className="search-page__count" role="status">
              {t('search.found', { count: page.meta.total })}
            </p>
            <FiltersDrawer page={page} activeCount={activeCount} />
            {page.mode === 'tours' ? (
              <Select
                className="search-page__sort"
                label={t('search.sort')}
                hideLabel
                items={sortItems}
                value={page.filter.sort ?? 'default'}
                onValueChange={(value) =>
                  applyFilter({ sort: value === 'default' ? undefined : value, page: undefined })
                }
              />
            ) : null}
          </div>
          {chips.length > 0 ? (
            <ul className="search-page__chips" aria-label={t('search.activeFilters')}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Link
                    className="search-page__chip"
                    to={searchHref(page.pathname, withFilterChange(page.filter, chip.removal))}
                    preventScrollReset
                    aria-label={t('search.removeFilter', { name: chip.label })}
                  >
                    {chip.label}
                    <span aria-hidden="true" className="search-page__chip-x">
                      ×
                    </span>
                  </Link>
                </li>
              ))}
              <li>
                <Link className="search-page__chip-reset" to={page.pathname} preventScrollReset>
                  {t('search.resetFilters')}
                </Link>
              </li>
            </ul>
          ) : null}
          {page.mode === 'tours' && (chips.length > 0 || page.landing !== null) ? (
            <SaveSearchForm
              filter={page.filter}
              label={[title, ...chips.map((chip) => chip.label)].join(' · ')}
            />
          ) : null}
          {page.tours.length === 0 ? (
            <EmptyState page={page} />
          ) : (
            <ResultsWithMap tours={page.tours}>
              <ul
                className={
                  isLoading ? 'search-page__grid search-page__grid--loading' : 'search-page__grid'
                }
                aria-busy={isLoading}
                id={SEARCH_RESULTS_ID}
                // The header's skip link lands here; the next Tab reaches the first result (issue 42).
                tabIndex={-1}
              >
                {page.tours.map((tour, index) => (
                  <li key={tour.id}>
                    <TourCard card={tour} photoLoading={firstScreenPhotoLoading(index)} />
                  </li>
                ))}
              </ul>
            </ResultsWithMap>
          )}
          {page.meta.total_pages > 1 ? (
            <SitePagination
              className="search-page__pagination"
              page={page.meta.page}
              totalPages={page.meta.total_pages}
              hrefForPage={(number) => searchHref(page.pathname, { ...page.filter, page: number })}
              range={{ perPage: page.meta.per_page, total: page.meta.total }}
              label={t('search.pagination')}
              pageLabel={(number) => t('search.pageLabel', { page: number })}
            />
          ) : null}
        </section>
      </div>
    </main>
  )
}
