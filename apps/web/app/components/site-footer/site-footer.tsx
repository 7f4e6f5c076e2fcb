import { useI18n } from '../../i18n/i18n-context.tsx'
import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import { localizedPath } from '../../routing/localized-paths.ts'
import { footerLegalLinks, footerLinkGroups } from './footer-links.ts'
import { SOCIAL_NAMES } from './social-names.ts'
import { workHoursView } from '../../lib/work-hours.ts'
import './site-footer.css'

/** §2 site footer: brand, the site's sections, contacts, social links, the legal pages and ©. */
export function SiteFooter() {
  const { t } = useI18n()
  const { brand, locale } = useShellLocale()
  const path = (englishPath: string) => localizedPath(englishPath, locale)
  const data = useShellData()?.footer ?? null
  const mainPhone = data?.contacts.phones.find((phone) => phone.type === 'main') ?? null
  // §7 work-time, loaded at start-up: support's hours under the contacts on every page.
  const workHours = useShellData()?.startup.workHours ?? null
  const hours = workHours === null ? null : workHoursView(workHours, locale)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{brand.projectName}</p>
          <p className="site-footer__muted">{t('meta.description')}</p>
        </div>
        {footerLinkGroups.map((group) => (
          <nav
            key={group.heading}
            className="site-footer__block"
            aria-labelledby={`footer-${group.heading}`}
          >
            <h2 id={`footer-${group.heading}`} className="site-footer__heading">
              {t(group.heading)}
            </h2>
            <ul className="site-footer__list">
              {group.links.map(([englishPath, label]) => (
                <li key={englishPath}>
                  <a href={path(englishPath)}>{t(label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__block site-footer__block--wide">
          <h2 className="site-footer__heading">{t('site.footer.contacts')}</h2>
          <ul className="site-footer__list">
            {data?.contacts.email ? (
              <li>
                <a href={`mailto:${data.contacts.email}`}>{data.contacts.email}</a>
              </li>
            ) : null}
            {mainPhone === null ? null : (
              <li>
                <a href={`tel:${mainPhone.phone}`}>{mainPhone.phone}</a>
              </li>
            )}
            {hours === null ? null : (
              <li className="site-footer__muted" data-testid="footer-support-hours">
                {hours.days === null
                  ? t('site.footer.supportHoursDaily', {
                      from: hours.from,
                      to: hours.to,
                      timezone: hours.timezone,
                    })
                  : t('site.footer.supportHours', { ...hours, days: hours.days })}
              </li>
            )}
          </ul>
        </div>
        <div className="site-footer__block site-footer__block--wide">
          <h2 className="site-footer__heading">{t('site.footer.social')}</h2>
          <ul className="site-footer__list site-footer__list--inline">
            {(data?.social ?? []).map((group) => (
              <li key={group.source}>
                <a href={group.url} rel="noopener noreferrer" target="_blank">
                  {SOCIAL_NAMES[group.source]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__legal">
        <p>
          {t('site.footer.copyright', {
            year: new Date().getFullYear(),
            projectName: brand.projectName,
          })}
        </p>
        <nav aria-label={t('site.footer.legal')}>
          <ul className="site-footer__list site-footer__list--inline">
            {footerLegalLinks.map(([englishPath, label]) => (
              <li key={englishPath}>
                <a href={path(englishPath)}>{t(label)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
