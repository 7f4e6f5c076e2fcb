import { Button } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import { routeMeta } from '../../../lib/meta.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { localizedPath } from '../../../routing/localized-paths.ts'
import type { Route } from './+types/unsubscribe-route.ts'
import {
  MAIL_PREFERENCES_HEADERS,
  loadUnsubscribePage,
  unsubscribeAction,
} from './mail-preferences.server.ts'
import { mailPreferencesTranslator } from './mail-preferences-messages.ts'
import './mail-preferences.css'

/** The link of an optional mail (issue 38): says what it turns off, and turns it off on a post. */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  sitePageOf(context)
  return loadUnsubscribePage(request, context)
}

/** 'Unsubscribe', posted with or without JavaScript, or by a mail client's one-click button. */
export const action = ({ request, context }: Route.ActionArgs) =>
  unsubscribeAction(request, context)

/** The token in the address is the key: never in search engines nor caches. */
export const headers: Route.HeadersFunction = () => MAIL_PREFERENCES_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    {
      title: site === undefined ? '' : mailPreferencesTranslator(site.locale)('unsubscribe.title'),
    },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function MailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShellLocale()
  const t = mailPreferencesTranslator(locale)
  const navigation = useNavigation()
  const settings = (
    <Link
      to={localizedPath('/settings/notifications', locale)}
      className="mail-unsubscribe__settings"
    >
      {t('unsubscribe.settings')} <span aria-hidden="true">→</span>
    </Link>
  )
  const done = actionData?.outcome === 'done' ? actionData.subscription : null
  return (
    <main className="mail-unsubscribe">
      <div className="mail-unsubscribe__card" data-testid="mail-unsubscribe-page">
        <h1 className="mail-unsubscribe__title">{t('unsubscribe.title')}</h1>
        {!loaderData.valid || actionData?.outcome === 'invalid' ? (
          <p role="alert" className="mail-unsubscribe__error">
            {t('unsubscribe.invalid')}
          </p>
        ) : done !== null || !loaderData.subscription.subscribed ? (
          <>
            <p role="status" className="mail-unsubscribe__text">
              {t(`unsubscribe.done.${(done ?? loaderData.subscription).kind}`)}
            </p>
            <p className="mail-unsubscribe__text">{t('unsubscribe.essential')}</p>
          </>
        ) : (
          <Form method="post" className="mail-unsubscribe__form">
            <p className="mail-unsubscribe__text">
              {t(`unsubscribe.lead.${loaderData.subscription.kind}`)}
            </p>
            {actionData?.outcome === 'failed' ? (
              <p role="alert" className="mail-unsubscribe__error">
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
        {settings}
      </div>
    </main>
  )
}
