import type { ApiClient } from '@tourmarket/api-client/client'
import type { CodeSent, DropdownCountry, Profile } from '@tourmarket/contracts'
import type { BrandCurrency, CodeSender, Locale } from '@tourmarket/domain'
import { useMemo } from 'react'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { loadApiContracts } from '../../../lib/api-contracts.ts'

const user = (path: string) => `/crm/api/user/${path}`

/** §7 User calls of the settings page, typed by the contracts (loaded with the first call). */
export function settingsApi(api: ApiClient) {
  const answeringProfile = async (path: string, body: unknown): Promise<Profile> => {
    const { profileSchema } = await loadApiContracts()
    return api.post(user(path), { body, schema: profileSchema })
  }
  return {
    updateProfile: (body: { first_name: string | null; last_name: string | null }) =>
      answeringProfile('update-profile', body),
    changeEmail: (body: { email: string; password: string | undefined }) =>
      answeringProfile('change-email', body),
    changePhone: (body: { phone: string; password: string | undefined }) =>
      answeringProfile('change-phone', body),
    setLanguage: (languageCode: Locale) =>
      answeringProfile('set-language', { language_code: languageCode }),
    setCurrency: (currencyCode: BrandCurrency) =>
      answeringProfile('set-currency', { currency_code: currencyCode }),
    changeCountry: (countryId: number) =>
      answeringProfile('change-country', { country_id: countryId }),
    async phoneConfirmationMethods(): Promise<readonly CodeSender[]> {
      const { phoneConfirmationMethodsSchema } = await loadApiContracts()
      const answer = await api.get(user('phone-confirmation-methods'), {
        schema: phoneConfirmationMethodsSchema,
      })
      return answer.methods
    },
    async sendConfirmationCode(codeSender: CodeSender): Promise<CodeSent> {
      const { codeSentSchema } = await loadApiContracts()
      return api.post(user('send-confirmation-code'), {
        body: { code_sender: codeSender },
        schema: codeSentSchema,
      })
    },
    async confirmPhone(code: string): Promise<unknown> {
      return api.post(user('confirm-phone'), { body: { code } })
    },
    /** §7 dropdown/country: every country, named in the page language. */
    async countries(): Promise<readonly DropdownCountry[]> {
      const { dropdownCountriesSchema } = await loadApiContracts()
      const answer = await api.get('/crm/api/dropdown/country', {
        schema: dropdownCountriesSchema,
      })
      return answer.data
    },
  }
}

export type SettingsApi = ReturnType<typeof settingsApi>

/** The settings calls on the page's API client; null when the shell has none (root failed). */
export function useSettingsApi(): SettingsApi | null {
  const api = useApiClient()
  return useMemo(() => (api === null ? null : settingsApi(api)), [api])
}

/** For a call made while the shell has no client: the form shows the generic failure. */
export function requireApi(api: SettingsApi | null): SettingsApi {
  if (api === null) throw new Error('The API client is not available')
  return api
}
