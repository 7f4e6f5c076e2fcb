import type { SocialGroups } from '@tourmarket/contracts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import './site-footer.css'

const SOCIAL_NAMES: Readonly<Record<SocialGroups['data'][number]['source'], string>> = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  vk: 'VK',
  ok: 'OK',
  zen: 'Dzen',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  x: 'X',
  weibo: 'Weibo',
  bilibili: 'Bilibili',
}

/** §2 site footer: brand, contacts, social links, legal names (their pages are not built) and ©. */
export function SiteFooter() {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  const data = useShellData()?.footer ?? null
  const mainPhone = data?.contacts.phones.find((phone) => phone.type === 'main') ?? null
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{brand.projectName}</p>
          <p className="site-footer__muted">{t('meta.description')}</p>
        </div>
        <div className="site-footer__block">
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
          </ul>
        </div>
        <div className="site-footer__block">
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
        <p className="site-footer__muted">
          {t('site.footer.agreement')} · {t('site.footer.privacy')}
        </p>
      </div>
    </footer>
  )
}
