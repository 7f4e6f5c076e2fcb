import { getServerEnv } from '../../lib/env.server.ts'
import { checkApiStatus } from '../../lib/api-status.server.ts'
import { routeMeta } from '../../lib/meta.ts'
import { enforceRouteRules } from '../../routing/route-access.server.ts'
import { BrandMark } from '../../components/brand-mark.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useShellLocale } from '../../lib/shell-data.ts'
import { ApiStatusBadge } from './api-status-badge.tsx'
import type { Route } from './+types/route.ts'
import './home.css'

/** §2: the home page's title is the project name alone. */
export const meta: Route.MetaFunction = ({ matches, error, location }) =>
  routeMeta({ site: matches[0].loaderData?.site, error, location }, { title: '' })

export async function loader({ request }: Route.LoaderArgs) {
  enforceRouteRules(request, getServerEnv().brand)
  return { apiStatus: await checkApiStatus(getServerEnv().apiUrl) }
}

// No catalogue exists yet, so the home page says so plainly and shows the live state of the API
// instead of pretending to be the finished storefront.
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  return (
    <main className="home">
      <div className="home__content">
        <h1 className="home__brand">
          <BrandMark size={48} />
          {brand.projectName}
        </h1>
        <p className="home__lead">{t('home.lead')}</p>
        <section className="home__status" aria-labelledby="home-status-heading">
          <h2 id="home-status-heading" className="home__status-heading">
            {t('home.statusHeading')}
          </h2>
          <p className="home__status-text">{t('home.statusText')}</p>
          <ApiStatusBadge status={loaderData.apiStatus} />
        </section>
      </div>
    </main>
  )
}
