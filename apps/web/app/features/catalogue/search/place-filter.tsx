import { callApi } from '../../../lib/api-call.ts'
import type { SearchFilter, SearchFilterInput } from '@tourmarket/domain/search'
import { CityAutocomplete, Select } from '@tourmarket/ui'
import type { CityChoice, CitySearch } from '@tourmarket/ui'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'

import {
  PLACE_RADIUS_DEFAULT_KM,
  PLACE_REMOVAL,
  placeChange,
  choicesWith,
  PLACE_RADIUS_CHOICES_KM,
  type PickedPlace,
} from './search-filter-values.ts'

/**
 * §7 /spa/cities-by-query for the autocomplete, keeping each suggested city's coordinates by id:
 * the kit hands back the chosen suggestion as it knows it, without them. A failed search is the
 * kit's §8 empty list.
 */
function useCitySearch(): { search: CitySearch; placeOf: (id: number) => PickedPlace | undefined } {
  const api = useApiClient()
  const places = useRef(new Map<number, PickedPlace>())
  const search = useCallback<CitySearch>(
    async (query, signal) => {
      if (api === null) return []
      const { data } = await callApi(api, 'citiesByQuery', { query: { query }, signal })
      for (const city of data) {
        places.current.set(city.id, {
          name: city.name,
          latitude: city.latitude,
          longitude: city.longitude,
        })
      }
      return data
    },
    [api],
  )
  const placeOf = useCallback((id: number) => places.current.get(id), [])
  return { search, placeOf }
}

/**
 * §3 place search: a city from the autocomplete and a radius around it. The radius can be chosen
 * before the city; it joins the filter with the city. Editing the city's name removes the place
 * search, as the field then no longer names what the results are filtered by.
 */
export function PlaceFilter({
  filter,
  onChange,
}: {
  filter: SearchFilter
  onChange: (change: SearchFilterInput) => void
}) {
  const { t } = useI18n()
  const { search, placeOf } = useCitySearch()
  const hasPlace = filter.lat !== undefined && filter.lng !== undefined
  const [radiusBeforePlace, setRadiusBeforePlace] = useState(
    filter.radius ?? PLACE_RADIUS_DEFAULT_KM,
  )
  const radius = hasPlace ? (filter.radius ?? PLACE_RADIUS_DEFAULT_KM) : radiusBeforePlace
  // One object per place: the kit resets its text whenever the value it is given changes.
  const placeName = hasPlace ? filter.placeName : undefined
  const value = useMemo<CityChoice | null>(
    () => (placeName === undefined ? null : { name: placeName }),
    [placeName],
  )

  const choose = (city: CityChoice | null) => {
    if (city === null) {
      if (hasPlace) onChange(PLACE_REMOVAL)
      return
    }
    const place = city.id === undefined ? undefined : placeOf(city.id)
    if (place !== undefined) onChange(placeChange(place, radius))
  }

  return (
    <fieldset className="search-filters__group">
      <legend className="search-filters__legend">{t('search.filter.place')}</legend>
      <div className="search-filters__place">
        <CityAutocomplete
          label={t('cityAutocomplete.label')}
          hint={t('cityAutocomplete.hint')}
          loadingText={t('common.loading')}
          nothingFoundText={t('common.nothingFound')}
          // A typed name that is not a known city has no coordinates to search around.
          allowCreate={false}
          search={search}
          value={value}
          onValueChange={choose}
        />
        <Select
          label={t('search.filter.radius')}
          items={choicesWith(PLACE_RADIUS_CHOICES_KM, radius).map((choice) => ({
            value: String(choice),
            text: t('search.filter.radiusValue', { radius: choice }),
          }))}
          value={String(radius)}
          onValueChange={(chosen) => {
            const next = Number(chosen)
            setRadiusBeforePlace(next)
            if (hasPlace) onChange({ radius: next })
          }}
        />
      </div>
    </fieldset>
  )
}
