import type { DropdownCountry } from '@tourmarket/contracts'
import { useEffect, useState } from 'react'
import type { SettingsApi } from './settings-api.ts'

/** The countries the phone input and the country select offer, as far as they are loaded. */
export type CountriesState =
  | { readonly status: 'loading'; readonly list: readonly DropdownCountry[] }
  | { readonly status: 'ready'; readonly list: readonly DropdownCountry[] }
  | { readonly status: 'failed'; readonly list: readonly DropdownCountry[] }

/** §7 dropdown/country, fetched once the page has its client (named in the page language). */
export function useCountries(api: SettingsApi | null): CountriesState {
  const [state, setState] = useState<CountriesState>({ status: 'loading', list: [] })
  useEffect(() => {
    if (api === null) return
    let current = true
    api.countries().then(
      (list) => {
        if (current) setState({ status: 'ready', list })
      },
      (error: unknown) => {
        console.warn('The countries could not be loaded', error)
        if (current) setState({ status: 'failed', list: [] })
      },
    )
    return () => {
      current = false
    }
  }, [api])
  return state
}
