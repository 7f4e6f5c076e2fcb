import type { CalendarPeriodsResponse, SearchFacets } from '@tourmarket/contracts'
import {
  accommodationLabelKey,
  comfortLabelKey,
  difficultyLabelKey,
  type BrandCurrency,
} from '@tourmarket/domain/enums'
import { type DateRange } from '@tourmarket/domain/inputs'
import { DAYS_MAX, type SearchFilter, type SearchFilterInput } from '@tourmarket/domain/search'
import { CalendarPopover, Checkbox, Select, Slider } from '@tourmarket/ui'
import { formatCardDate } from '../../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { DatePeriodChips } from './date-period-chips.tsx'
import { PlaceFilter } from './place-filter.tsx'
import {
  CABINS_CAPACITY_CHOICES,
  choicesWith,
  MAX_GROUP_SIZE_CHOICES,
  MIN_AGE_CHOICES,
  pricePerDaySliderConfig,
  priceSliderConfig,
  rangeChange,
} from './search-filter-values.ts'

/** The Select's value for "no restriction". */
const ANY = 'any'

type FilterChange = (change: SearchFilterInput) => void

type FacetOption = {
  readonly value: string | number
  readonly label: string
  readonly count: number
  readonly selected: boolean
}

/** A §3 list filter as checkboxes with the facet counts: what ticking each option would give. */
function CheckboxGroup({
  legend,
  options,
  onToggle,
}: {
  legend: string
  options: readonly FacetOption[]
  onToggle: (value: string | number, checked: boolean) => void
}) {
  const { formatNumber } = useI18n()
  if (options.length === 0) return null
  return (
    <fieldset className="search-filters__group">
      <legend className="search-filters__legend">{legend}</legend>
      <div className="search-filters__options">
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            checked={option.selected}
            // Nothing to find: ticking it would empty the results (a ticked one can be unticked).
            disabled={option.count === 0 && !option.selected}
            onCheckedChange={(checked) => onToggle(option.value, checked)}
            label={
              <span className="search-filters__option">
                <span>{option.label}</span>
                <span className="search-filters__count">{formatNumber(option.count)}</span>
              </span>
            }
          />
        ))}
      </div>
    </fieldset>
  )
}

function toggled<Value>(list: readonly Value[] | undefined, value: Value, checked: boolean) {
  const rest = (list ?? []).filter((item) => item !== value)
  return checked ? [...rest, value] : rest
}

/**
 * The §3 filters the facets can offer, each with its counts. Every change is reported at once
 * (a slider when let go): the page decides whether it navigates or only updates a draft.
 */
export function SearchFilters({
  facets,
  filter,
  datePeriods,
  currency,
  cruiseMode,
  onChange,
}: {
  facets: SearchFacets
  filter: SearchFilter
  /** §7 /spa/calendar-periods, server-rendered as quick-date chips; null hides them. */
  datePeriods: CalendarPeriodsResponse | null
  currency: BrandCurrency
  /** Cruises are searched (isCruisesSearch, or a ship's or water's landing): cruise filters show. */
  cruiseMode: boolean
  onChange: FilterChange
}) {
  const { t, locale, formatMoney } = useI18n()
  const price = priceSliderConfig(currency)
  const perDay = pricePerDaySliderConfig(currency)
  const formatPrice = (value: number) =>
    formatMoney({ amountMinor: value * 100, currency }, { showMinor: false })
  const dates: DateRange =
    filter.dateFrom === undefined
      ? { start: null, end: null }
      : { start: filter.dateFrom, end: filter.dateTo ?? null }
  // Ticks follow the filter shown (a draft, or the URL being navigated to), not the facets'
  // `selected`, which describe the results on screen.
  const named = (
    list: SearchFacets['countries'],
    selected: readonly number[] | number | undefined,
  ) =>
    list.map((item) => ({
      value: item.id,
      label: item.name,
      count: item.count,
      selected: Array.isArray(selected) ? selected.includes(item.id) : selected === item.id,
    }))
  // A range has two thumbs; each is named with its filter, since the page has several ranges.
  const thumbs = (labelKey: string) => [
    t('search.filter.minimum', { name: t(labelKey) }),
    t('search.filter.maximum', { name: t(labelKey) }),
  ]

  return (
    <div className="search-filters">
      <CalendarPopover
        mode="range"
        label={t('search.filter.dates')}
        placeholder={t('common.selectDates')}
        applyText={t('common.apply')}
        formatDate={(date) => formatCardDate(date, locale)}
        value={dates}
        min="today"
        onValueChange={(range) =>
          onChange({ dateFrom: range.start ?? undefined, dateTo: range.end ?? undefined })
        }
      />
      <DatePeriodChips
        periods={datePeriods}
        monthFacet={facets.months}
        filter={filter}
        onChange={onChange}
      />
      {/* Below the dates: their calendar opens downwards only with room under the field. */}
      <PlaceFilter filter={filter} onChange={onChange} />
      <Slider
        key={`price:${String(filter.priceMin)}:${String(filter.priceMax)}`}
        label={t('search.filter.price')}
        min={price.min}
        max={price.max}
        step={price.step}
        defaultValue={[filter.priceMin ?? price.min, filter.priceMax ?? price.max]}
        formatValue={formatPrice}
        thumbLabels={thumbs('search.filter.price')}
        onValueCommit={(value) => onChange(rangeChange('priceMin', 'priceMax', value, price))}
      />
      <Slider
        key={`perDay:${String(filter.pricePerDayMin)}:${String(filter.pricePerDayMax)}`}
        label={t('search.filter.pricePerDay')}
        min={perDay.min}
        max={perDay.max}
        step={perDay.step}
        defaultValue={[filter.pricePerDayMin ?? perDay.min, filter.pricePerDayMax ?? perDay.max]}
        formatValue={formatPrice}
        thumbLabels={thumbs('search.filter.pricePerDay')}
        onValueCommit={(value) =>
          onChange(rangeChange('pricePerDayMin', 'pricePerDayMax', value, perDay))
        }
      />
      <Slider
        key={`days:${String(filter.daysMin)}:${String(filter.daysMax)}`}
        label={t('search.filter.duration')}
        min={0}
        max={DAYS_MAX}
        step={1}
        defaultValue={[filter.daysMin ?? 0, filter.daysMax ?? DAYS_MAX]}
        thumbLabels={thumbs('search.filter.duration')}
        onValueCommit={(value) =>
          onChange(rangeChange('daysMin', 'daysMax', value, { min: 0, max: DAYS_MAX }))
        }
      />
      {cruiseMode ? (
        <>
          <CheckboxGroup
            legend={t('search.filter.cruiseTypes')}
            options={facets.cruise_types.map((item) => ({
              value: item.id,
              label: t(`search.filter.cruiseType.${item.value}`),
              count: item.count,
              selected: filter.cruisesType === item.id,
            }))}
            onToggle={(value, checked) => onChange({ cruisesType: checked ? value : undefined })}
          />
          <CheckboxGroup
            legend={t('search.filter.waterObjects')}
            options={named(facets.water_objects, filter.waterObject)}
            onToggle={(value, checked) => onChange({ waterObject: checked ? value : undefined })}
          />
          <CheckboxGroup
            legend={t('search.filter.ships')}
            options={named(facets.ships, filter.ships)}
            onToggle={(value, checked) =>
              onChange({ ships: toggled(filter.ships, value, checked) })
            }
          />
          <CheckboxGroup
            legend={t('search.filter.startCities')}
            options={named(facets.start_cities, filter.cruisesStartCity)}
            onToggle={(value, checked) =>
              onChange({ cruisesStartCity: checked ? value : undefined })
            }
          />
          <Select
            label={t('search.filter.cabinsCapacity')}
            items={[
              { value: ANY, text: t('search.filter.any') },
              ...choicesWith(CABINS_CAPACITY_CHOICES, filter.cruisesCabinsCapacity).map(
                (cabins) => ({
                  value: String(cabins),
                  text: t('search.filter.cabinsValue', { count: cabins }),
                }),
              ),
            ]}
            value={
              filter.cruisesCabinsCapacity === undefined
                ? ANY
                : String(filter.cruisesCabinsCapacity)
            }
            onValueChange={(value) =>
              onChange({ cruisesCabinsCapacity: value === ANY ? undefined : value })
            }
          />
          <Checkbox
            checked={filter.onlyReturningCruises === true}
            onCheckedChange={(checked) =>
              onChange({ onlyReturningCruises: checked ? true : undefined })
            }
            label={t('search.filter.onlyReturningCruises')}
          />
        </>
      ) : null}
      <CheckboxGroup
        legend={t('search.filter.difficulty')}
        options={facets.difficulty.map((item) => ({
          value: item.value,
          label: t(difficultyLabelKey(item.value as Parameters<typeof difficultyLabelKey>[0])),
          count: item.count,
          selected:
            (filter.difficulty as readonly number[] | undefined)?.includes(item.value) ?? false,
        }))}
        onToggle={(value, checked) =>
          onChange({ difficulty: toggled<unknown>(filter.difficulty, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.restKinds')}
        options={named(facets.rest_kinds, filter.restKinds)}
        onToggle={(value, checked) =>
          onChange({ restKinds: toggled(filter.restKinds, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.countries')}
        options={named(facets.countries, filter.countries)}
        onToggle={(value, checked) =>
          onChange({ countries: toggled(filter.countries, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.regions')}
        options={named(facets.regions, filter.regions)}
        onToggle={(value, checked) =>
          onChange({ regions: toggled(filter.regions, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.cities')}
        options={named(facets.cities, filter.cities)}
        onToggle={(value, checked) => onChange({ cities: toggled(filter.cities, value, checked) })}
      />
      <CheckboxGroup
        legend={t('search.filter.operatorType')}
        options={facets.operator_types.map((item) => ({
          value: item.value,
          label: t(`search.filter.operatorType.${item.value}`),
          count: item.count,
          selected: filter.operatorType === item.value,
        }))}
        onToggle={(value, checked) => onChange({ operatorType: checked ? value : undefined })}
      />
      <Select
        label={t('search.filter.minAge')}
        items={[
          { value: ANY, text: t('search.filter.any') },
          ...MIN_AGE_CHOICES.map((age) => ({
            value: String(age),
            text: t('search.filter.ageValue', { count: age }),
          })),
        ]}
        value={filter.minAge === undefined ? ANY : String(filter.minAge)}
        onValueChange={(value) => onChange({ minAge: value === ANY ? undefined : value })}
      />
      <Select
        label={t('search.filter.maxGroupSize')}
        items={[
          { value: ANY, text: t('search.filter.any') },
          ...choicesWith(MAX_GROUP_SIZE_CHOICES, filter.maxGroupSize).map((size) => ({
            value: String(size),
            text: t('search.filter.groupValue', { count: size }),
          })),
        ]}
        value={filter.maxGroupSize === undefined ? ANY : String(filter.maxGroupSize)}
        onValueChange={(value) => onChange({ maxGroupSize: value === ANY ? undefined : value })}
      />
      <CheckboxGroup
        legend={t('search.filter.comfort')}
        options={facets.comfort.map((item) => ({
          value: item.value,
          label: t(comfortLabelKey(item.value as Parameters<typeof comfortLabelKey>[0])),
          count: item.count,
          selected:
            (filter.comfort as readonly string[] | undefined)?.includes(item.value) ?? false,
        }))}
        onToggle={(value, checked) =>
          onChange({ comfort: toggled<unknown>(filter.comfort, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.accommodation')}
        options={facets.accommodation.map((item) => ({
          value: item.value,
          label: t(
            accommodationLabelKey(item.value as Parameters<typeof accommodationLabelKey>[0]),
          ),
          count: item.count,
          selected:
            (filter.accommodation as readonly string[] | undefined)?.includes(item.value) ?? false,
        }))}
        onToggle={(value, checked) =>
          onChange({ accommodation: toggled<unknown>(filter.accommodation, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.collections')}
        options={named(facets.collections, filter.collections)}
        onToggle={(value, checked) =>
          onChange({ collections: toggled(filter.collections, value, checked) })
        }
      />
      <CheckboxGroup
        legend={t('search.filter.languages')}
        options={facets.languages.map((item) => ({
          value: item.id,
          label: item.name,
          count: item.count,
          selected: filter.languages?.includes(item.id) ?? false,
        }))}
        onToggle={(value, checked) =>
          onChange({ languages: toggled(filter.languages, value, checked) })
        }
      />
    </div>
  )
}
