import type { Stats } from '@tourmarket/contracts'
import type { SiteMessageKey } from '../../../components/site-header/site-messages.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import type { InfoMessageKey } from '../info-messages.ts'
import { InfoCardsSection, type InfoCard } from '../info-cards-section.tsx'
import { infoMeta } from '../info-meta.ts'
import { useInfoText } from '../info-text.ts'
import type { Route } from './+types/route.ts'
import '../../../styles/info-page.css'

/** §3 stats the page shows, with the home page's labels for them. */
const STATS = [
  ['toursCount', 'homePage.stats.toursCount'],
  ['cruisesCount', 'homePage.stats.cruisesCount'],
  ['verifiedOrganizersCount', 'homePage.stats.verifiedOrganizersCount'],
  ['regionsCount', 'homePage.stats.regionsCount'],
] as const satisfies readonly (readonly [keyof Stats, SiteMessageKey])[]

const STEPS = [
  ['about.how1Title', 'about.how1Text'],
  ['about.how2Title', 'about.how2Text'],
  ['about.how3Title', 'about.how3Text'],
  ['about.how4Title', 'about.how4Text'],
] as const satisfies readonly InfoCard[]

const TRUST = [
  ['about.trustVerifiedTitle', 'about.trustVerifiedText'],
  ['about.trustPaymentTitle', 'about.trustPaymentText'],
  ['about.trustReviewsTitle', 'about.trustReviewsText'],
  ['about.trustSupportTitle', 'about.trustSupportText'],
] as const satisfies readonly InfoCard[]

const LINKS = [
  ['/tour-providers', 'about.linkProviders'],
  ['/join', 'about.linkJoin'],
  ['/safety-rules', 'about.linkSafety'],
  ['/contacts', 'about.linkContacts'],
] as const satisfies readonly (readonly [string, InfoMessageKey])[]

/** §2 /about: what the marketplace is, §7 /spa/info stats, how it works, why to trust it. */
export async function loader({ context }: Route.LoaderArgs) {
  sitePageOf(context)
  // §8: the stats are a bonus; without them the page still says what it has to say.
  const stats = await callApi(apiClientOf(context), 'info').catch(() => null)
  return { stats }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) =>
  infoMeta(
    { site: matches[0].loaderData?.site, error, location },
    'about.title',
    'about.description',
  )

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { text, path } = useInfoText()
  const { t, formatNumber } = useI18n()
  const { stats } = loaderData
  return (
    <main className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">{text('about.title')}</h1>
        <p className="info-page__lead">{text('about.lead')}</p>
      </header>
      {stats === null ? null : (
        <section className="info-page__section" aria-labelledby="about-stats">
          <h2 id="about-stats" className="info-page__heading">
            {text('about.statsHeading')}
          </h2>
          <dl className="info-page__stats">
            {STATS.map(([field, label]) => (
              <div key={field} className="info-page__stat">
                <dt className="info-page__stat-label">{t(label)}</dt>
                <dd className="info-page__stat-value">{formatNumber(stats[field])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <InfoCardsSection id="about-how" heading="about.howHeading" cards={STEPS} ordered />
      <InfoCardsSection id="about-trust" heading="about.trustHeading" cards={TRUST} />
      <section className="info-page__section" aria-labelledby="about-more">
        <h2 id="about-more" className="info-page__heading">
          {text('about.moreHeading')}
        </h2>
        <ul className="info-page__links">
          {LINKS.map(([englishPath, label]) => (
            <li key={englishPath}>
              <a href={path(englishPath)}>{text(label)}</a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
