import type { OfficeDate, OfficeDateCreateBody, OfficeDateSeriesBody } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  MAX_SERIES_DATES,
  seriesStartDates,
  startDateProblem,
  tourDateProblems,
  tripEndDate,
  type SeriesRule,
} from '@tourmarket/domain/office'
import { recordAudit } from '../../../platform/audit/audit-log.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { OfficeMember } from '../../../platform/office/office-access.ts'
import { auditedDate, presentOfficeDate } from '../presenter.ts'
import type { DatesTour, NewTourDate } from '../repository.ts'
import { termsOf, type DateTermsBody } from './terms.ts'
import type { OfficeDatesDeps, Refusal } from './deps.ts'

export function createAddUseCases(deps: OfficeDatesDeps) {
  const { repository } = deps

  /**
   * Adds dates starting on `starts` with the same terms, in one transaction with their own
   * discounts and an audit row each; then search and the tour page follow.
   */
  async function addDates(
    member: OfficeMember,
    tour: DatesTour,
    starts: readonly string[],
    body: DateTermsBody,
  ): Promise<OfficeDate[]> {
    const terms = termsOf(body)
    const currency = await deps.currencyOf(tour)
    const today = deps.todayOf(tour)
    const tourDiscounts = await repository.discountsBesides(tour.id, null)
    const drafts: { row: NewTourDate; ownWins: boolean }[] = []
    for (const start of starts) {
      const prices = await deps.pricesOf({
        dateId: null,
        startDate: start,
        currency,
        basePriceMinor: terms.basePriceMinor,
        tourDiscounts,
        ownPercent: terms.discountPercent,
        today,
      })
      drafts.push({
        ownWins: prices.discount === 'own',
        row: {
          tourId: tour.id,
          startDate: start,
          endDate: tripEndDate(start, tour.durationDays),
          durationDays: tour.durationDays,
          currency,
          basePriceMinor: terms.basePriceMinor,
          priceMinor: prices.priceMinor,
          priceUsdMinor: prices.priceUsdMinor,
          discountId: typeof prices.discount === 'number' ? prices.discount : null,
          numberOfSeats: terms.numberOfSeats,
          numberOfFreeSeats: terms.numberOfSeats,
          notGuaranteed: terms.notGuaranteed,
          minTravellers: terms.notGuaranteed ? terms.minTravellers : null,
          decisionDays: terms.decisionDays,
          prepaymentType: terms.prepaymentType,
          prepaymentSize: terms.prepaymentSize,
          fullPaymentDays: terms.fullPaymentDays,
        },
      })
    }
    const ids = await repository.transaction(async (store, tx) => {
      const inserted = await store.insertDates(drafts.map((draft) => draft.row))
      const ownDiscounts = await store.setOwnDiscounts(tour.id, inserted, terms.discountPercent)
      for (const [index, id] of inserted.entries()) {
        if (drafts[index]?.ownWins === true) {
          await store.setDiscountId(id, ownDiscounts.get(id) ?? null)
        }
      }
      for (const row of await store.datesByIds(inserted)) {
        await recordAudit(tx, {
          organizerId: member.organizerId,
          actorUserId: member.userId,
          actorKind: 'organizer',
          objectKind: 'tour_date',
          objectId: row.id,
          action: 'tour_date.create',
          after: auditedDate(row),
        })
      }
      return inserted
    })
    await deps.toursChanged([tour.id])
    return (await repository.datesByIds(ids)).map((row) => presentOfficeDate(row, tour))
  }

  return {
    /** POST office/date/create. */
    async create(
      viewer: Viewer,
      body: OfficeDateCreateBody,
      language: Locale,
    ): Promise<OfficeDate> {
      const member = await deps.access.member(viewer)
      const tour = await deps.ownTour(member, body.tour_id)
      const startProblem = startDateProblem(body.start, deps.todayOf(tour))
      const problems = [
        ...(startProblem === null ? [] : [startProblem]),
        ...tourDateProblems(termsOf(body)),
      ]
      if (problems.length > 0) throw deps.refuse(problems, language)
      const [created] = await addDates(member, tour, [body.start], body)
      if (created === undefined) throw new Error('A created date was not read back')
      return created
    },

    /** POST office/date/create-series: every date of the series, or none. */
    async createSeries(
      viewer: Viewer,
      body: OfficeDateSeriesBody,
      language: Locale,
    ): Promise<{ created: number; data: OfficeDate[] }> {
      const member = await deps.access.member(viewer)
      const tour = await deps.ownTour(member, body.tour_id)
      const rule: SeriesRule =
        body.every_days === undefined
          ? { kind: 'weekly', weekdays: body.weekdays ?? [] }
          : { kind: 'interval', everyDays: body.every_days }
      const series = seriesStartDates({ from: body.from, to: body.to }, rule)
      const problems: Refusal[] = [...tourDateProblems(termsOf(body))]
      if (!series.ok) {
        problems.push({
          field: series.field,
          key: `officeDates.series.${series.problem}`,
          params: { max: MAX_SERIES_DATES },
        })
      } else if (body.from <= deps.todayOf(tour)) {
        problems.push({ field: 'from', key: 'officeDates.series.startsTooSoon' })
      }
      if (problems.length > 0 || !series.ok) throw deps.refuse(problems, language)
      const created = await addDates(member, tour, series.dates, body)
      return { created: created.length, data: created }
    },
  }
}
