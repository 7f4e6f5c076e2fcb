import type { DropdownCountry } from '@tourmarket/contracts'
import { useEffect, useState } from 'react'
import { useApiCall } from './api-call.ts'

/** The countries the phone input and the country select offer, as far as they are loaded. */
export type CountriesState =
  | { readonly status: 'loading'; readonly list: readonly DropdownCountry[] }
  | { readonly status: 'ready'; readonly list: readonly DropdownCountry[] }
  | { readonly status: 'failed'; readonly list: readonly DropdownCountry[] }

/**
 * §7 dropdown/country for the phone inputs and the country select, fetched once the page has
 * hydrated (named in the page language). A failure leaves the list empty: a phone input still
 * takes a number with its code typed in.
 */
export function useCountries(): CountriesState {
  const call = useApiCall()
  const [state, setState] = useState<CountriesState>({ status: 'loading', list: [] })
  useEffect(() => {
    let current = true
    call('dropdownCountry').then(
      (answer) => {
        if (current) setState({ status: 'ready', list: answer.data })
      },
      (error: unknown) => {
        console.warn('The countries could not be loaded', error)
        if (current) setState({ status: 'failed', list: [] })
      },
    )
    return () => {
      current = false
    }
  }, [call])
  return state
}
