import type { MailSubscription } from '@tourmarket/contracts'
import { Button, Checkbox } from '@tourmarket/ui'
import { useEffect, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useApiCall } from '../../../lib/api-call.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { SettingsSection } from '../settings/settings-section.tsx'
import type { MailPreferencesAnswer } from './mail-preferences.server.ts'
import { mailPreferencesTranslator } from './mail-preferences-messages.ts'

/** The settings' form intent of this section (the route's action dispatches on it). */
const INTENT = 'mail-preferences'

/**
 * Settings › Notifications: a box per optional mail (issue 38), posted as a real form to the
 * settings page's action, so it works before the page's script runs. The subscriptions come from
 * the page's loader; when the server could not use the session, they are asked for here.
 */
export function MailPreferencesSection({
  initial,
  answer,
}: {
  initial: readonly MailSubscription[] | null
  answer: MailPreferencesAnswer | null
}) {
  const { locale } = useShellLocale()
  const t = mailPreferencesTranslator(locale)
  const call = useApiCall()
  const navigation = useNavigation()
  const [loaded, setLoaded] = useState<readonly MailSubscription[] | null>(initial)
  useEffect(() => {
    if (initial !== null) return
    let current = true
    call('mailPreferences', {})
      .then((answered) => {
        if (current) setLoaded(answered.data)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [call, initial])
  const subscriptions = answer?.outcome === 'saved' ? answer.subscriptions : loaded
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === INTENT
  return (
    <SettingsSection id="settings-notifications" title={t('mailPreferences.title')}>
      {/* Remounted with what was saved, so the boxes show the stored choice. */}
      <Form
        method="post"
        className="mail-preferences"
        key={JSON.stringify(subscriptions)}
        aria-describedby="settings-notifications-lead"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <p id="settings-notifications-lead" className="mail-preferences__lead">
          {t('mailPreferences.lead')}
        </p>
        {(subscriptions ?? []).map((subscription) => (
          <Checkbox
            key={subscription.kind}
            name="subscribed_kinds"
            value={subscription.kind}
            defaultChecked={subscription.subscribed}
            label={t(`mailPreferences.kind.${subscription.kind}`)}
          />
        ))}
        {answer === null ? null : (
          <p
            role={answer.outcome === 'saved' ? 'status' : 'alert'}
            className={`mail-preferences__answer mail-preferences__answer--${answer.outcome}`}
          >
            {t(`mailPreferences.${answer.outcome}`)}
          </p>
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={subscriptions === null}
          loading={submitting}
          loadingText={t('mailPreferences.saving')}
        >
          {t('mailPreferences.save')}
        </Button>
      </Form>
    </SettingsSection>
  )
}
