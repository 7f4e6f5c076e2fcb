import { availableCurrencies, fallbackCurrency, uiLocales } from '@tourmarket/domain/brand'
import { type Locale } from '@tourmarket/domain/i18n'
import { Button, Select } from '@tourmarket/ui'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSession } from '../../../lib/session-context.tsx'
import { useShellData, useShellLocale } from '../../../lib/shell-data.ts'
import { pathInLanguage, useApplyCurrency } from '../../../lib/storefront-preferences.ts'
import { FormMessage } from '../account-layout.tsx'
import { apiFailure } from '../../../lib/api-failure.ts'
import { accountsTitle, useAccountsText } from '../accounts-text.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { preferenceChanges, type Preferences } from './settings-logic.ts'
import { SelectError, SettingsSection, useSavedToast } from './settings-section.tsx'

/** Each language is named in itself, so a reader of either finds theirs. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-US': 'English', ru: 'Русский' }

type FieldErrors = { language_code?: string; currency_code?: string }

/**
 * Settings › language and currency: §7 set-language and set-currency for the account, applied to
 * the storefront as the header's switchers apply them (§9 currency cookie; the language is the
 * address, §2 /ru), so the page the user sees and the account agree. The form shows what the
 * storefront shows.
 */
export function PreferencesSection() {
  const { text } = useAccountsText()
  const { brand, locale } = useShellLocale()
  const shell = useShellData()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const applyCurrency = useApplyCurrency()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const current: Preferences = { language: locale, currency: shell?.currency ?? fallbackCurrency }
  // Only what the user picked here: the rest follows the storefront (the header may change it).
  const [edits, setEdits] = useState<Partial<Preferences>>({})
  const chosen: Preferences = { ...current, ...edits }
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const languages = uiLocales(brand)
  const currencies = availableCurrencies(brand)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setMessage(null)
    setErrors({})
    const changes = preferenceChanges(current, chosen)
    try {
      if (changes.currency !== null)
        setUser(await call('userSetCurrency', { body: { currency_code: changes.currency } }))
      if (changes.language !== null)
        setUser(await call('userSetLanguage', { body: { language_code: changes.language } }))
      if (changes.currency !== null) await applyCurrency(changes.currency)
      setEdits({})
      if (changes.language === null) showSaved()
      else {
        // The page turns into the chosen language: the toast speaks it too.
        showSaved(accountsTitle(changes.language, 'accounts.settings.saved'))
        await navigate(`${pathInLanguage(pathname, changes.language)}${search}`)
      }
    } catch (error) {
      const failure = apiFailure(
        error,
        ['language_code', 'currency_code'],
        text('accounts.error.generic'),
      )
      setErrors({
        language_code: failure.fieldErrors.language_code?.[0],
        currency_code: failure.fieldErrors.currency_code?.[0],
      })
      setMessage(failure.message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsSection id="settings-preferences" title={text('accounts.settings.preferences')}>
      <form className="account-form" noValidate onSubmit={(event) => void save(event)}>
        <FormMessage message={message} />
        <div className="account-form__row">
          {languages.length > 1 ? (
            <div>
              <Select
                label={text('accounts.settings.language')}
                items={languages.map((code) => ({ value: code, text: LANGUAGE_NAMES[code] }))}
                value={chosen.language}
                onValueChange={(value) => {
                  const language = languages.find((code) => code === value)
                  if (language !== undefined) setEdits({ ...edits, language })
                }}
              />
              <SelectError message={errors.language_code} />
            </div>
          ) : null}
          <div>
            <Select
              label={text('accounts.settings.currency')}
              items={currencies}
              value={chosen.currency}
              onValueChange={(value) => {
                const currency = currencies.find((code) => code === value)
                if (currency !== undefined) setEdits({ ...edits, currency })
              }}
            />
            <SelectError message={errors.currency_code} />
          </div>
        </div>
        <Button type="submit" className="settings-form__submit" loading={saving}>
          {text('accounts.settings.preferencesSubmit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
