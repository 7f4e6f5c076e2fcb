import { Button } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import { routeMeta } from '../../lib/meta.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { localizedPath } from '../../routing/localized-paths.ts'
import type { Route } from './+types/unsubscribe-route.ts'
import { ALERTS_HEADERS, alertUnsubscribeAction, loadAlertUnsubscribe } from './alerts.server.ts'
import { alertsTranslator } from './alerts-messages.ts'
import './alerts.css'

/** An alert mail's link (issue 44 item 2): names the alerts it turns off, and turns them off. */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  sitePageOf(context)
  return loadAlertUnsubscribe(request, context)
}

/** 'Turn off', posted with or without JavaScript, or by a mail client's one-click button. */
export const action = ({ request, context }: Route.ActionArgs) =>
  alertUnsubscribeAction(request, context)

/** The token in the address is the key: never in search engines nor caches. */
export const headers: Route.HeadersFunction = () => ALERTS_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : alertsTranslator(site.locale)('unsubscribe.title') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function AlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShellLocale()
  const t = alertsTranslator(locale)
  const navigation = useNavigation()
  const done =
    actionData?.outcome === 'done' ||
    (loaderData.valid && loaderData.alerts.every((alert) => !alert.is_active))
  return (
    <main className="alerts-unsubscribe">
      <div className="alerts-unsubscribe__card" data-testid="alert-unsubscribe-page">
        <h1 className="alerts-page__title">{t('unsubscribe.title')}</h1>
        {!loaderData.valid || actionData?.outcome === 'invalid' ? (
          <p role="alert" className="alerts-unsubscribe__error">
            {t('unsubscribe.invalid')}
          </p>
        ) : done ? (
          <p role="status" className="alerts-unsubscribe__done">
            {t('unsubscribe.done')}
          </p>
        ) : (
          <Form method="post" className="alerts-unsubscribe__form">
            <p>{t('unsubscribe.lead')}</p>
            <ul className="alerts-unsubscribe__list">
              {loaderData.alerts.map((alert) => (
                <li key={alert.id}>{alert.title ?? t('unsubscribe.search')}</li>
              ))}
            </ul>
            {actionData?.outcome === 'failed' ? (
              <p role="alert" className="alerts-unsubscribe__error">
                {t('unsubscribe.failed')}
              </p>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              loading={navigation.state === 'submitting'}
              loadingText={t('unsubscribe.submitting')}
            >
              {t('unsubscribe.submit')}
            </Button>
          </Form>
        )}
        <Link to={localizedPath('/alerts', locale)}>
          {t('unsubscribe.settings')} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </main>
  )
}
