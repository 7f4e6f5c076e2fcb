import { Button, TextField } from '@tourmarket/ui'
import { Form, useNavigation, useSearchParams } from 'react-router'
import type { Profile } from '@tourmarket/contracts'
import { SettingsSection } from './settings-section.tsx'
import {
  useSettingsSectionsText,
  type SettingsSectionsMessageKey,
} from './settings-sections-messages.ts'
import {
  ACCOUNT_CODE_INTENT,
  ACCOUNT_DELETE_INTENT,
  type AccountPurpose,
  type PrivacyAnswer,
  type PrivacyFailure,
  privacyFailures,
} from './privacy-answer.ts'

const failureKey = (failure: PrivacyFailure): SettingsSectionsMessageKey => `privacy.${failure}`

/**
 * One confirmed action: "Send me a code" (a real form to the settings page), then the code and
 * the action's own button. Both post as documents: the download so the browser saves the file,
 * the deletion so the page is left with its session rather than reacting to the session's end.
 */
function ConfirmedByCode({
  purpose,
  user,
  answer,
  failure,
}: {
  purpose: AccountPurpose
  user: Profile
  answer: PrivacyAnswer | null
  failure: PrivacyFailure | null
}) {
  const { text, path } = useSettingsSectionsText()
  const navigation = useNavigation()
  const busy = (intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData.get('purpose') === purpose
  const mine = answer?.purpose === purpose ? answer : null
  const problem = failure ?? (mine !== null && mine.outcome !== 'sent' ? mine.outcome : null)
  // A wrong code keeps the field, so the one that arrived can be typed again.
  const sent = mine?.outcome === 'sent' || problem === 'codeInvalid'
  const id = `settings-${purpose}`
  return (
    <SettingsSection
      id={id}
      title={text(purpose === 'export' ? 'privacy.export.title' : 'privacy.delete.title')}
    >
      <p className="settings-privacy__lead">
        {text(purpose === 'export' ? 'privacy.export.lead' : 'privacy.delete.lead')}
      </p>
      <Form method="post" className="account-form">
        <input type="hidden" name="intent" value={ACCOUNT_CODE_INTENT} />
        <input type="hidden" name="purpose" value={purpose} />
        <Button type="submit" variant="secondary" loading={busy(ACCOUNT_CODE_INTENT)}>
          {text('privacy.sendCode')}
        </Button>
      </Form>
      {mine?.outcome === 'sent' ? (
        <p role="status" className="settings-notice">
          {user.email === null
            ? text('privacy.codeSentPhone')
            : text('privacy.codeSent', { destination: user.email })}
        </p>
      ) : null}
      {problem === null ? null : (
        <p role="alert" className="account-form__message account-form__message--error">
          {text(failureKey(problem))}
        </p>
      )}
      {sent ? (
        <Form
          method="post"
          className="account-form"
          reloadDocument
          {...(purpose === 'export' ? { action: path('/settings/privacy/my-data') } : {})}
        >
          {purpose === 'delete' ? (
            <input type="hidden" name="intent" value={ACCOUNT_DELETE_INTENT} />
          ) : null}
          <input type="hidden" name="purpose" value={purpose} />
          <TextField
            label={text('privacy.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            required
          />
          <Button type="submit" loading={busy(ACCOUNT_DELETE_INTENT)}>
            {text(purpose === 'export' ? 'privacy.download' : 'privacy.deleteSubmit')}
          </Button>
        </Form>
      ) : null}
    </SettingsSection>
  )
}

/**
 * Settings › Privacy & data (issue 42): "Download my data" and "Delete my account", each confirmed
 * by a code sent as sign-in codes are. Decision 0063 says what a deletion keeps.
 */
export function PrivacySection({ user, answer }: { user: Profile; answer: PrivacyAnswer | null }) {
  const [params] = useSearchParams()
  const exportFailure = privacyFailures.find((failure) => failure === params.get('export')) ?? null
  return (
    <>
      <ConfirmedByCode purpose="export" user={user} answer={answer} failure={exportFailure} />
      <ConfirmedByCode purpose="delete" user={user} answer={answer} failure={null} />
    </>
  )
}
