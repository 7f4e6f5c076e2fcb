import { savedSearchPath } from '@tourmarket/domain/alerts'
import { Link, useSearchParams } from 'react-router'
import { routeMeta } from '../../lib/meta.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { localizedPath } from '../../routing/localized-paths.ts'
import type { Route } from './+types/route.ts'
import { AlertForm } from './alert-form.tsx'
import { ALERTS_HEADERS, alertsAction, loadAlertsPage } from './alerts.server.ts'
import { alertsTranslator } from './alerts-messages.ts'
import './alerts.css'

/** Issue 44 item 2: the signed-in tourist's alerts on favourite tours and saved searches. */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  sitePageOf(context)
  return loadAlertsPage(request, context)
}

export const action = ({ request, context }: Route.ActionArgs) => alertsAction(request, context)

export const headers: Route.HeadersFunction = () => ALERTS_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : alertsTranslator(site.locale)('alerts.title') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

/** A saved search saved without a name: its query, spaces for the separators. */
function searchLabel(query: string): string {
  return decodeURIComponent(query).replaceAll('&', ', ').replaceAll('=', ': ')
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShellLocale()
  const t = alertsTranslator(locale)
  const [params] = useSearchParams()
  const answer = actionData ?? null
  const tours = loaderData.alerts.filter((alert) => alert.kind === 'tour')
  const searches = loaderData.alerts.filter((alert) => alert.kind === 'search')
  const savedId = Number(params.get('saved'))
  return (
    <main className="alerts-page" data-testid="alerts-page">
      <h1 className="alerts-page__title">{t('alerts.title')}</h1>
      <p className="alerts-page__lead">{t('alerts.lead')}</p>
      {answer?.outcome === 'deleted' ? (
        <p role="status" className="alerts-page__status">
          {t('alerts.deleted')}
        </p>
      ) : null}
      {loaderData.newTour === null ? null : (
        <section className="alerts-page__card" aria-labelledby="alert-new-title">
          <h2 id="alert-new-title" className="alerts-page__card-title">
            {t('alerts.newTitle', { tour: loaderData.newTour.title })}
          </h2>
          <AlertForm
            target={{ kind: 'new-tour', tourId: loaderData.newTour.id }}
            messengerLinked={loaderData.messengerLinked}
            answer={answer}
          />
        </section>
      )}
      <section className="alerts-page__section" aria-labelledby="alerts-tours">
        <h2 id="alerts-tours" className="alerts-page__heading">
          {t('alerts.tours')}
        </h2>
        {tours.length === 0 ? (
          <p className="alerts-page__empty">
            {t('alerts.noTours')}{' '}
            <Link to={localizedPath('/favorites', locale)}>{t('alerts.favouritesLink')}</Link>
          </p>
        ) : (
          tours.map((alert) => (
            <article key={alert.id} id={`alert-${String(alert.id)}`} className="alerts-page__card">
              <h3 className="alerts-page__card-title">
                {alert.tour === null ? (
                  t('alerts.tourGone')
                ) : (
                  <Link to={localizedPath(alert.tour.url, locale)}>{alert.tour.title}</Link>
                )}
                {alert.is_active ? null : (
                  <span className="alerts-page__off">{t('alerts.off')}</span>
                )}
              </h3>
              <AlertForm
                target={{ kind: 'existing', alert }}
                messengerLinked={loaderData.messengerLinked}
                answer={answer}
              />
            </article>
          ))
        )}
      </section>
      <section className="alerts-page__section" aria-labelledby="alerts-searches">
        <h2 id="alerts-searches" className="alerts-page__heading">
          {t('alerts.searches')}
        </h2>
        {searches.length === 0 ? (
          <p className="alerts-page__empty">{t('alerts.noSearches')}</p>
        ) : (
          searches.map((alert) => (
            <article
              key={alert.id}
              id={`alert-${String(alert.id)}`}
              className="alerts-page__card"
              data-just-saved={alert.id === savedId ? 'true' : undefined}
            >
              <h3 className="alerts-page__card-title">
                <Link to={localizedPath(savedSearchPath(alert.search_query ?? ''), locale)}>
                  {t('alerts.searchLabel', {
                    query:
                      alert.search_label ??
                      (alert.search_query === null || alert.search_query === ''
                        ? t('alerts.searchAll')
                        : searchLabel(alert.search_query)),
                  })}
                </Link>
                {alert.is_active ? null : (
                  <span className="alerts-page__off">{t('alerts.off')}</span>
                )}
              </h3>
              {alert.id === savedId ? (
                <p role="status" className="alert-form__answer alert-form__answer--saved">
                  {t('alerts.saved')}
                </p>
              ) : null}
              <AlertForm
                target={{ kind: 'existing', alert }}
                messengerLinked={loaderData.messengerLinked}
                answer={answer}
              />
            </article>
          ))
        )}
      </section>
    </main>
  )
}
