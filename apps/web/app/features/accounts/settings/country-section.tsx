import type { Profile } from '@tourmarket/contracts'
import { Button, Select } from '@tourmarket/ui'
import { useState, type FormEvent } from 'react'
import { useSession } from '../../../lib/session-context.tsx'
import { useApplyCountry } from '../../../lib/storefront-preferences.ts'
import { FormMessage } from '../account-layout.tsx'
import { apiFailure } from '../../../lib/api-failure.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { SelectError, SettingsSection, useSavedToast } from './settings-section.tsx'
import type { CountriesState } from '../../../lib/use-countries.ts'

/**
 * Settings › country: §7 change-country with a country from §7 dropdown/country. The storefront's
 * current country (§9 cookie) follows, or §4's country correction would change it straight back.
 */
export function CountrySection({ user, countries }: { user: Profile; countries: CountriesState }) {
  const { text, t } = useAccountsText()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const applyCountry = useApplyCountry()
  const [picked, setPicked] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | undefined>(undefined)
  const chosen = picked ?? user.country?.id ?? null

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setMessage(null)
    if (chosen === null) {
      setFieldError(t('validation.required'))
      return
    }
    setFieldError(undefined)
    setSaving(true)
    try {
      const profile = await call('userChangeCountry', { body: { country_id: chosen } })
      // Cookie first, then the user: the session never sees the two disagree.
      await applyCountry(chosen)
      setUser(profile)
      setPicked(null)
      showSaved()
    } catch (error) {
      const failure = apiFailure(error, ['country_id'], text('accounts.error.generic'))
      setFieldError(failure.fieldErrors.country_id?.[0])
      setMessage(failure.message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsSection id="settings-country" title={text('accounts.settings.country')}>
      <form className="account-form" noValidate onSubmit={(event) => void save(event)}>
        <FormMessage
          message={
            countries.status === 'failed' ? text('accounts.settings.countriesFailed') : message
          }
        />
        <div>
          <Select
            label={text('accounts.settings.countryLabel')}
            placeholder={text('accounts.settings.countryPlaceholder')}
            items={countries.list.map((country) => ({ value: country.id, text: country.name }))}
            value={chosen}
            disabled={countries.status !== 'ready'}
            onValueChange={(value) => {
              if (typeof value === 'number') setPicked(value)
            }}
          />
          <SelectError message={fieldError} />
        </div>
        <Button type="submit" className="settings-form__submit" loading={saving}>
          {text('accounts.settings.countrySubmit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
