import type { CalendarPeriodsResponse } from '@tourmarket/contracts'
import type { AppDatabase } from '../../db/database.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { searchInstant, type AnswerCache, type SearchRequestContext } from './answer-cache.ts'
import { loadCalendarPeriods } from './calendar-repository.ts'

export type CalendarServiceDependencies = {
  readonly db: AppDatabase
  readonly now: () => Date
  readonly answers: AnswerCache
}

/** The months and seasons the search calendar offers (§7 calendar-periods). */
export function createCalendarService({ db, now, answers }: CalendarServiceDependencies) {
  const { cached } = answers
  return {
    /** §7 calendar-periods: months (and seasons) with upcoming dates of listed tours, with counts. */
    calendarPeriods(context: SearchRequestContext): Promise<CalendarPeriodsResponse> {
      return cached(['calendar', context.language], async () => {
        const row = await loadCalendarPeriods(db, searchInstant(now()))
        return {
          months: row.months.map(([month, toursCount, datesCount]) => ({
            month: `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`,
            tours_count: toursCount,
            dates_count: datesCount,
          })),
          seasons: row.seasons.map(([id, slug, name, nameRu, months, toursCount]) => ({
            id,
            slug,
            name: localize(context.language, name, nameRu),
            months,
            tours_count: toursCount,
          })),
        }
      })
    },
  }
}
