import type { ApiClient } from '@tourmarket/api-client'
import { callApi } from '../../../lib/api-call.ts'

/**
 * The id of a city posted by name: a form sent before its script ran (or without one) carries
 * the text typed into the city field, not a choice from the list. The §7 city search is asked
 * for that name, and a city of exactly that name (any case) is taken; null when there is none.
 */
export async function cityIdByName(api: ApiClient, name: string): Promise<number | null> {
  const query = name.trim()
  if (query === '') return null
  const { data } = await callApi(api, 'citiesByQuery', { query: { query } })
  const wanted = query.toLocaleLowerCase()
  return data.find((city) => city.name.toLocaleLowerCase() === wanted)?.id ?? null
}
