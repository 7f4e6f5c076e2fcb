import { getServerEnv } from '../../lib/env.server.ts'
import { checkApiStatus } from '../../lib/api-status.server.ts'
import { enforceRouteRules } from '../../routing/route-access.server.ts'
import { BrandMark } from '../../components/brand-mark.tsx'
import { ApiStatusBadge } from './api-status-badge.tsx'
import type { Route } from './+types/route.ts'
import './home.css'

export const meta: Route.MetaFunction = () => [
  { title: 'Tourmarket' },
  {
    name: 'description',
    content: 'Tourmarket is a marketplace for guided tours, excursions and cruises.',
  },
]

export async function loader({ request }: Route.LoaderArgs) {
  enforceRouteRules(request, getServerEnv().brand)
  return { apiStatus: await checkApiStatus(getServerEnv().apiUrl) }
}

// The first issue of the project: no catalogue exists yet, so the home page says so plainly and
// shows the live state of the API instead of pretending to be the finished storefront.
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="home">
      <div className="home__content">
        <h1 className="home__brand">
          <BrandMark size={48} />
          Tourmarket
        </h1>
        <p className="home__lead">A marketplace for guided tours, excursions and cruises.</p>
        <section className="home__status" aria-labelledby="home-status-heading">
          <h2 id="home-status-heading" className="home__status-heading">
            The storefront is being built
          </h2>
          <p className="home__status-text">
            Search, tour pages and booking are not available yet. Below is the live state of the API
            they will run on.
          </p>
          <ApiStatusBadge status={loaderData.apiStatus} />
        </section>
      </div>
    </main>
  )
}
