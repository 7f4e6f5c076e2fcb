import type { Profile } from '@tourmarket/contracts'
import { availableCurrencies, fallbackCurrency, uiLocales } from '@tourmarket/domain/brand'
import { type Locale } from '@tourmarket/domain/i18n'
import { Button, Select, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useApiCall } from '../../../lib/api-call.ts'
import { apiFailure } from '../../../lib/api-failure.ts'
import { useSession } from '../../../lib/session-context.tsx'
import { useShellData, useShellLocale } from '../../../lib/shell-data.ts'
import {
  pathInLanguage,
  useApplyCountry,
  useApplyCurrency,
} from '../../../lib/storefront-preferences.ts'
import type { CountriesState } from '../../../lib/use-countries.ts'
import { FormMessage } from '../account-layout.tsx'
import { accountsTitle, useAccountsText } from '../accounts-text.ts'
import { profileChanges, type ProfileChoices } from './settings-logic.ts'
import { SelectError, SettingsSection, useSavedToast } from './settings-section.tsx'

/** Each language is named in itself, so a reader of either finds theirs. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-US': 'English', ru: 'Русский' }

/** The fields the API names in its refusals, as this form has them. */
const NAME_FIELDS = ['first_name', 'last_name'] as const
const SELECT_FIELDS = ['country_id', 'currency_code', 'language_code'] as const
type SelectErrors = Partial<Record<(typeof SELECT_FIELDS)[number], string>>

/** What the user picked in the selects; the rest follows the account and the storefront. */
type SelectEdits = Partial<Pick<ProfileChoices, 'countryId' | 'language' | 'currency'>>

/**
 * Settings › profile (issue 42: one form, one save): the §3 names (§7 update-profile; the time
 * zone it also takes is left out, so it stays as registration set it), the country (§7
 * change-country, from §7 dropdown/country), and the language and currency (§7 set-language,
 * set-currency). Only what changed is sent. Each choice is applied to the storefront as the
 * header's switchers apply it — the §9 country and currency cookies (or §4's country correction
 * would change the country straight back), the language by the address (§2 /ru) — so the page
 * the user sees and the account agree. The language goes last: the page then turns into it.
 */
export function ProfileSection({ user, countries }: { user: Profile; countries: CountriesState }) {
  const { text, formatValidation } = useAccountsText()
  const { brand, locale } = useShellLocale()
  const shell = useShellData()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const applyCountry = useApplyCountry()
  const applyCurrency = useApplyCurrency()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [edits, setEdits] = useState<SelectEdits>({})
  const [message, setMessage] = useState<string | null>(null)
  const [selectErrors, setSelectErrors] = useState<SelectErrors>({})
  const languages = uiLocales(brand)
  const currencies = availableCurrencies(brand)
  const shown = {
    countryId: user.country?.id ?? null,
    language: locale,
    currency: shell?.currency ?? fallbackCurrency,
  }
  const chosen = { ...shown, ...edits }

  const form = useForm(
    { first_name: 'max:100', last_name: 'max:100' },
    {
      initialValues: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        setSelectErrors({})
        const changes = profileChanges(
          { ...shown, firstName: user.first_name ?? '', lastName: user.last_name ?? '' },
          { ...chosen, firstName: values.first_name, lastName: values.last_name },
        )
        try {
          if (changes.names !== null)
            setUser(await call('userUpdateProfile', { body: changes.names }))
          if (changes.countryId !== null) {
            const profile = await call('userChangeCountry', {
              body: { country_id: changes.countryId },
            })
            // Cookie first, then the user: the session never sees the two disagree.
            await applyCountry(changes.countryId)
            setUser(profile)
          }
          if (changes.currency !== null) {
            setUser(await call('userSetCurrency', { body: { currency_code: changes.currency } }))
            await applyCurrency(changes.currency)
          }
          if (changes.language !== null)
            setUser(await call('userSetLanguage', { body: { language_code: changes.language } }))
          setEdits({})
          if (changes.language === null) showSaved()
          else {
            // The page turns into the chosen language: the toast speaks it too.
            showSaved(accountsTitle(changes.language, 'accounts.settings.saved'))
            await navigate(`${pathInLanguage(pathname, changes.language)}${search}`)
          }
        } catch (error) {
          // What was saved before the refusal stays saved: it now shows as the current value.
          const failure = apiFailure(
            error,
            [...NAME_FIELDS, ...SELECT_FIELDS],
            text('accounts.error.generic'),
          )
          form.setErrors({
            first_name: failure.fieldErrors.first_name,
            last_name: failure.fieldErrors.last_name,
          })
          setSelectErrors({
            country_id: failure.fieldErrors.country_id?.[0],
            currency_code: failure.fieldErrors.currency_code?.[0],
            language_code: failure.fieldErrors.language_code?.[0],
          })
          setMessage(failure.message)
        }
      },
    },
  )

  return (
    <SettingsSection id="settings-profile" title={text('accounts.settings.profile')}>
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormMessage message={message} />
        <div className="account-form__row">
          <TextField
            label={text('accounts.field.firstName')}
            autoComplete="given-name"
            {...form.register('first_name')}
          />
          <TextField
            label={text('accounts.field.lastName')}
            autoComplete="family-name"
            {...form.register('last_name')}
          />
        </div>
        <div>
          <Select
            label={text('accounts.settings.countryLabel')}
            placeholder={text('accounts.settings.countryPlaceholder')}
            items={countries.list.map((country) => ({ value: country.id, text: country.name }))}
            value={chosen.countryId}
            disabled={countries.status !== 'ready'}
            onValueChange={(value) => {
              if (typeof value === 'number') setEdits({ ...edits, countryId: value })
            }}
          />
          <SelectError
            message={
              countries.status === 'failed'
                ? text('accounts.settings.countriesFailed')
                : selectErrors.country_id
            }
          />
        </div>
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
              <SelectError message={selectErrors.language_code} />
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
            <SelectError message={selectErrors.currency_code} />
          </div>
        </div>
        <Button type="submit" className="settings-form__submit" loading={form.submitting}>
          {text('accounts.settings.profileSubmit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
