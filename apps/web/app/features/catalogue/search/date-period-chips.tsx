import type { CalendarPeriodsResponse, SearchFacets } from '@tourmarket/contracts'
import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'
import type { SearchFilter, SearchFilterInput } from '@tourmarket/domain/search'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../i18n/translator.ts'
import { monthRange, periodCounts, seasonRange, type PeriodRange } from './date-periods.ts'
import './date-period-chips.css'

/** Months offered as chips: the next half year with dates. */
const MONTHS_SHOWN = 6

const enUsPeriodMessages = {
  'datePeriods.label': 'Quick dates',
  'datePeriods.count': { one: '{count} tour', other: '{count} tours' },
} as const

const ruPeriodMessages: Readonly<Record<keyof typeof enUsPeriodMessages, MessageValue>> = {
  'datePeriods.label': 'Быстрый выбор дат',
  'datePeriods.count': 'туров: {count}',
}

const periodMessages: AreaMessages = { 'en-US': enUsPeriodMessages, ru: ruPeriodMessages }
const periodTranslator = featureTranslators(periodMessages)

function browserToday(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A chip's count is the search's tours in its period; null when it cannot be known. */
type Chip = { key: string; label: string; count: number | null; range: PeriodRange }

/**
 * Months and seasons with tour dates (§7 /spa/calendar-periods, loaded with the page so the chips
 * never shift the filters under the visitor) as one-click ranges under the dates filter; the
 * calendar stays for any other range. Each chip counts the tours of the current search in its
 * period (the search's month facet, issue 42), and a period without any is left out.
 */
export function DatePeriodChips({
  periods,
  monthFacet,
  filter,
  onChange,
}: {
  periods: CalendarPeriodsResponse | null
  monthFacet: SearchFacets['months']
  filter: SearchFilter
  onChange: (change: SearchFilterInput) => void
}) {
  const { locale, formatNumber } = useI18n()
  if (periods === null) return null
  const text = periodTranslator(locale)
  const today = browserToday()
  const monthName = new Intl.DateTimeFormat(locale === 'ru' ? 'ru' : 'en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const counts = periodCounts({ catalogue: periods, filtered: monthFacet })
  const chips: Chip[] = [
    ...periods.months
      .flatMap(({ month }) => {
        const count = counts.months.get(month) ?? 0
        return count === 0 ? [] : [{ month, count }]
      })
      .slice(0, MONTHS_SHOWN)
      .map(({ month, count }) => ({
        key: month,
        label: monthName.format(new Date(`${month}-01T00:00:00Z`)),
        count,
        range: monthRange(month, today),
      })),
    ...periods.seasons.flatMap((season) => {
      const range = seasonRange(season.months, today)
      const count = counts.seasons.get(season.slug) ?? 0
      return range === null || count === 0
        ? []
        : [{ key: season.slug, label: season.name, count, range }]
    }),
  ]
  if (chips.length === 0) return null
  return (
    <div className="chip-list date-periods" role="group" aria-label={text('datePeriods.label')}>
      {chips.map((chip) => {
        const pressed =
          filter.dateFrom === chip.range.dateFrom && filter.dateTo === chip.range.dateTo
        return (
          <button
            key={chip.key}
            type="button"
            className="chip date-periods__chip"
            aria-pressed={pressed}
            title={
              chip.count === null
                ? undefined
                : text('datePeriods.count', { count: formatNumber(chip.count) })
            }
            onClick={() =>
              onChange(
                pressed
                  ? { dateFrom: undefined, dateTo: undefined }
                  : { dateFrom: chip.range.dateFrom, dateTo: chip.range.dateTo },
              )
            }
          >
            {chip.label}
          </button>
        )
      })}
    </div>
  )
}
