import type { OfficeDateList } from '@tourmarket/contracts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { presentOfficeDate } from '../presenter.ts'
import type { OfficeDatesDeps } from './deps.ts'

export function createReadUseCases(deps: OfficeDatesDeps) {
  return {
    /** GET office/date/list: every date of one of the organizer's tours, and what new dates take. */
    async list(viewer: Viewer, tourId: number): Promise<OfficeDateList> {
      const member = await deps.access.member(viewer)
      const tour = await deps.ownTour(member, tourId)
      const rows = await deps.repository.dates(tour.id)
      return {
        tour: {
          id: tour.id,
          title: tour.title,
          slug: tour.slug,
          duration_days: tour.durationDays,
          min_group_size: tour.minGroupSize,
          currency: await deps.currencyOf(tour),
          today: deps.todayOf(tour),
        },
        data: rows.map((row) => presentOfficeDate(row, tour)),
      }
    },
  }
}
