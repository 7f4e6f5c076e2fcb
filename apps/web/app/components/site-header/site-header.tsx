import { availableCurrencies } from '@tourmarket/domain/brand'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { VisuallyHidden } from '@tourmarket/ui'
import { Link, useLocation, useMatches } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import { pathInLanguage, useApplyCurrency } from '../../lib/storefront-preferences.ts'
import { BrandMark } from '../brand-mark.tsx'
import { SEARCH_RESULTS_ID } from '../../lib/search-results-anchor.ts'
import { useRecentlyViewedTracking } from '../../lib/recently-viewed/use-recently-viewed.ts'
import { AccountMenu } from './account-menu.tsx'
import { FavouritesLink } from './favourites-link.tsx'
import { HeaderSearch } from './header-search.tsx'
import { russianPath } from '../../routing/localized-paths.ts'
import './site-header.css'

/** §9 currency switcher: the choice goes to the currency cookie (1 year), then every loader reruns. */
function CurrencySwitcher({ currency }: { currency: BrandCurrency }) {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  const applyCurrency = useApplyCurrency()
  const offered = availableCurrencies(brand)
  const choose = (value: string) => {
    const next = offered.find((code) => code === value)
    if (next !== undefined) void applyCurrency(next)
  }
  return (
    <label className="site-header__switcher">
      <VisuallyHidden>{t('site.header.currency')}</VisuallyHidden>
      <select
        className="site-header__select"
        value={currency}
        onChange={(event) => choose(event.target.value)}
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  )
}

/** §1/§2 the same page in the other language, where the brand offers Russian. */
function LanguageSwitcher() {
  const { t } = useI18n()
  const { brand, locale } = useShellLocale()
  const { pathname, search } = useLocation()
  if (!brand.russianIsAvailable) return null
  const toRussian = locale !== 'ru'
  return (
    <nav aria-label={t('site.header.language')}>
      <Link
        className="site-header__link"
        to={`${pathInLanguage(pathname, toRussian ? 'ru' : 'en-US')}${search}`}
        lang={toRussian ? 'ru' : 'en'}
        hrefLang={toRussian ? 'ru' : 'en'}
      >
        {toRussian ? 'Русский' : 'English'}
      </Link>
    </nav>
  )
}

/** Whether the page shows a tour search with results (the catalogue route's search). */
function useSearchResultsShown(): boolean {
  return useMatches().some((match) => {
    const data = match.loaderData as { kind?: unknown; page?: { tours?: unknown } } | null
    return data?.kind === 'search' && Array.isArray(data.page?.tours) && data.page.tours.length > 0
  })
}

/**
 * §2 site header: logo home, the search (issue 42: a dialog that keeps the page), the favourites
 * with their count, currency and language switchers, and §4 the account ('Log in', or the user's
 * menu with Messages). On a search with results a skip link to them comes first.
 */
export function SiteHeader() {
  const { t } = useI18n()
  const shell = useShellData()
  const { brand, locale } = useShellLocale()
  const home = locale === 'ru' ? russianPath('/') : '/'
  const resultsShown = useSearchResultsShown()
  useRecentlyViewedTracking()
  return (
    <>
      {resultsShown ? (
        // Issue 42: a keyboard user reaches the first result in two Tabs, not past the filters.
        <a className="skip-link" href={`#${SEARCH_RESULTS_ID}`}>
          {t('site.skipToResults')}
        </a>
      ) : null}
      <header className="site-header">
        <div className="site-header__inner">
          <Link
            className="site-header__logo"
            to={home}
            aria-label={t('site.header.homeLink', { projectName: brand.projectName })}
          >
            <BrandMark size={32} />
            <span className="site-header__name">{brand.projectName}</span>
          </Link>
          <div className="site-header__tools">
            <HeaderSearch />
            <FavouritesLink />
            {shell === undefined ? null : <CurrencySwitcher currency={shell.currency} />}
            <LanguageSwitcher />
            {shell === undefined ? null : <AccountMenu />}
          </div>
        </div>
      </header>
    </>
  )
}
