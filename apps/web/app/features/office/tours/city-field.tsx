import { CityAutocomplete, type CityChoice, type CitySearch } from '@tourmarket/ui'
import { useCallback, useState } from 'react'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { useApiClient } from '../../../lib/api-client-context.tsx'

/** §7 /spa/cities-by-query for the kit's autocomplete; a failed search is its §8 empty list. */
export function useCitySearch(): CitySearch {
  const api = useApiClient()
  return useCallback<CitySearch>(
    async (query, signal) => {
      if (api === null) return []
      return (await callApi(api, 'citiesByQuery', { query: { query }, signal })).data
    },
    [api],
  )
}

/**
 * A city of the tour, chosen with the §5 city search. It posts three fields under `prefix`: the
 * text in the field (`.name`), the chosen city's id (`.id`) and the name it was chosen under
 * (`.chosen`): a name typed without a script, or edited after the choice, no longer matches, and
 * the action then looks the city up by its name.
 */
export function CityField({
  prefix,
  initial,
  label,
  error,
  onChange,
}: {
  prefix: string
  initial: { readonly id: number | null; readonly name: string }
  label?: string
  error?: string
  onChange?: () => void
}) {
  const { t } = useI18n()
  const search = useCitySearch()
  const [chosen, setChosen] = useState<CityChoice | null>(
    initial.name === ''
      ? null
      : initial.id === null
        ? { name: initial.name }
        : { id: initial.id, name: initial.name, region: null, country: { name: '' } },
  )
  return (
    <div className="office-tour-city">
      <CityAutocomplete
        label={label ?? t('cityAutocomplete.label')}
        hint={t('cityAutocomplete.hint')}
        loadingText={t('common.loading')}
        nothingFoundText={t('common.nothingFound')}
        allowCreate={false}
        name={`${prefix}.name`}
        search={search}
        value={chosen}
        error={error}
        onValueChange={(city) => {
          setChosen(city)
          onChange?.()
        }}
      />
      <input type="hidden" name={`${prefix}.id`} value={chosen?.id ?? ''} />
      <input
        type="hidden"
        name={`${prefix}.chosen`}
        value={chosen?.id === undefined ? '' : chosen.name}
      />
    </div>
  )
}
