import { availableCurrencies } from '@tourmarket/domain/brand'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { VisuallyHidden } from '@tourmarket/ui'
import { Link, useLocation } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import { pathInLanguage, useApplyCurrency } from '../../lib/storefront-preferences.ts'
import { BrandMark } from '../brand-mark.tsx'
import { AccountMenu } from './account-menu.tsx'
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

/**
 * §2 site header: logo home, a search link away from home, currency and language switchers, and
 * §4 the account ('Log in', or the user's menu).
 */
export function SiteHeader() {
  const { t } = useI18n()
  const shell = useShellData()
  const { brand, locale } = useShellLocale()
  const { pathname } = useLocation()
  const home = locale === 'ru' ? russianPath('/') : '/'
  return (
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
          {pathname === home ? null : (
            <Link className="site-header__link site-header__search" to={home}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path
                  d="m16 16 4.5 4.5"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span>{t('site.header.search')}</span>
            </Link>
          )}
          {shell === undefined ? null : <CurrencySwitcher currency={shell.currency} />}
          <LanguageSwitcher />
          {shell === undefined ? null : <AccountMenu />}
        </div>
      </div>
    </header>
  )
}
