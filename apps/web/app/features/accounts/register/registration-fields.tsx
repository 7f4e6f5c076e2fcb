import { ConsentCheckbox, TextField } from '@tourmarket/ui'
import type { CheckboxRegistration, FieldRegistration } from '@tourmarket/ui'
import { useAccountsText } from '../accounts-text.ts'

/** First and last name side by side: both registration forms (with a password and by code). */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: FieldRegistration<string>
  lastName: FieldRegistration<string>
}) {
  const { text } = useAccountsText()
  return (
    <div className="account-form__row">
      <TextField
        label={text('accounts.field.firstName')}
        autoComplete="given-name"
        {...firstName}
      />
      <TextField label={text('accounts.field.lastName')} autoComplete="family-name" {...lastName} />
    </div>
  )
}

/** The §8 consent with the terms and privacy links in the page's language. */
export function RegistrationConsent(consent: CheckboxRegistration) {
  const { t, path } = useAccountsText()
  return (
    <ConsentCheckbox
      text={t('consent.text')}
      termsText={t('consent.termsLink')}
      privacyText={t('consent.privacyLink')}
      termsUrl={path('/agreement')}
      privacyUrl={path('/privacy')}
      {...consent}
    />
  )
}
