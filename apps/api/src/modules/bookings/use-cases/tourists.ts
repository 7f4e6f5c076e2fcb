import type { Booking, TouristInput, TouristsInfo, TravelInfoBody } from '@tourmarket/contracts'
import { addedTouristsDueDate, touristPermissions, viewerActions } from '@tourmarket/domain/booking'
import { invoiceStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { FieldErrors } from '../../../errors.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { unclaimed } from '../../../platform/idempotency/idempotency.ts'
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotency.ts'
import { agreedPriceOf } from '../presenter.ts'
import type { BookingRecord } from '../repository.ts'
import type { BookingsDeps } from './deps.ts'
import { notEnoughSeats } from './errors.ts'
import {
  lockedRecord,
  pricedColumns,
  reissueUnpaidInvoices,
  roleOf,
  touristColumns,
} from './shared.ts'

type TouristUpdate = TouristInput & { readonly id: number }
type TravelInfoUpdate = {
  readonly id: number
  readonly arrival?: TravelInfoBody | null | undefined
  readonly departure?: TravelInfoBody | null | undefined
}
type QuestionnaireUpdate = {
  readonly id: number
  readonly arrival?: TravelInfoBody | null | undefined
  readonly departure?: TravelInfoBody | null | undefined
  readonly food_restriction: string | null
}

function notEditable(): AppError {
  return new AppError({
    code: 'booking_not_editable',
    message: 'Tourists can be changed only on an active booking before the tour starts.',
  })
}

/** Every id must be a tourist of this booking; otherwise 400 naming the entry. */
function assertKnownTourists(record: BookingRecord, tourists: readonly { id: number }[]): void {
  const known = new Set(record.tourists.map((tourist) => tourist.id))
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  tourists.forEach((tourist, index) => {
    if (!known.has(tourist.id)) errors[`tourists.${index}.id`] = ['Not a tourist of this booking.']
    else if (seen.has(tourist.id)) errors[`tourists.${index}.id`] = ['Listed twice.']
    seen.add(tourist.id)
  })
  if (Object.keys(errors).length > 0) {
    throw new AppError({
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: errors satisfies FieldErrors,
    })
  }
}

export function createTouristsUseCases(deps: BookingsDeps) {
  const {
    repository,
    todayAt,
    stateOf,
    present,
    form,
    assertTouristFields,
    assertWithinTouristCap,
    quoteFor,
    loadById,
    loadByUuid,
    ownedBy,
    brand,
  } = deps

  return {
    /** POST request/update-tourists: edit where can_edit; those left out are removed (can_delete). */
    async updateTourists(
      viewer: Viewer,
      id: number,
      tourists: readonly TouristUpdate[],
      language: Locale,
    ): Promise<Booking> {
      await ownedBy(id, viewer)
      assertTouristFields(tourists)
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        assertKnownTourists(current, tourists)
        const permissions = touristPermissions(stateOf(current))
        if (!permissions.canEdit) throw notEditable()
        const kept = new Set(tourists.map((tourist) => tourist.id))
        const removed = current.tourists.filter((tourist) => !kept.has(tourist.id))
        if (removed.length > 0 && !permissions.canDelete) {
          throw new AppError({
            code: 'tourist_not_removable',
            message:
              'Tourists can be removed only before anything is paid, and one tourist always stays.',
          })
        }
        for (const tourist of tourists) {
          const existing = current.tourists.find((row) => row.id === tourist.id)!
          const columns = touristColumns(tourist)
          const changed = (Object.keys(columns) as (keyof typeof columns)[]).some(
            (key) => columns[key] !== existing[key],
          )
          if (changed) await store.updateTourist(tourist.id, { ...columns, isTouched: true })
        }
        if (removed.length > 0) {
          await store.deleteTourists(removed.map((tourist) => tourist.id))
          await store.returnSeats(current.date.id, removed.length)
          const quote = await quoteFor(current, tourists.length, agreedPriceOf(current.booking))
          await store.updateBooking(id, pricedColumns(quote))
          await reissueUnpaidInvoices(store, current, quote, todayAt(current))
        } else {
          await store.updateBooking(id, {})
        }
      })
      return present(await loadById(id), 'owner', language)
    },

    /** POST request/update-tourists-questionnaires: §3 travel info and food restriction. */
    async updateQuestionnaires(
      viewer: Viewer,
      id: number,
      tourists: readonly QuestionnaireUpdate[],
      language: Locale,
    ): Promise<Booking> {
      await ownedBy(id, viewer)
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        assertKnownTourists(current, tourists)
        if (!touristPermissions(stateOf(current)).canEdit) throw notEditable()
        for (const tourist of tourists) {
          await store.updateTourist(tourist.id, {
            ...(tourist.arrival === undefined ? {} : { arrival: tourist.arrival }),
            ...(tourist.departure === undefined ? {} : { departure: tourist.departure }),
            foodRestriction: tourist.food_restriction,
          })
        }
        await store.updateBooking(id, {})
      })
      return present(await loadById(id), 'owner', language)
    },

    /**
     * POST request/update-travel-info, by the booking link (§2 /arrival/{uuid}): §3 arrival and
     * departure of the booking's own tourists, which the organizer's meet page then reads. The
     * same rule as the owner's questionnaire: only while the booking is active and not started.
     */
    async updateTravelInfo(
      uuid: string,
      tourists: readonly TravelInfoUpdate[],
      viewer: Viewer | null,
      language: Locale,
    ): Promise<Booking> {
      // §2 "present when enabled": a brand without the page has no such call either.
      if (!brand.arrivalPageEnabled) {
        throw new AppError({ code: 'booking_not_found', message: 'There is no such booking.' })
      }
      const record = await loadByUuid(uuid)
      const id = record.booking.id
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        assertKnownTourists(current, tourists)
        if (!touristPermissions(stateOf(current)).canEdit) throw notEditable()
        for (const tourist of tourists) {
          await store.updateTourist(tourist.id, {
            ...(tourist.arrival === undefined ? {} : { arrival: tourist.arrival }),
            ...(tourist.departure === undefined ? {} : { departure: tourist.departure }),
          })
        }
        await store.updateBooking(id, {})
      })
      return present(await loadById(id), roleOf(record, viewer) ?? 'link', language)
    },

    /**
     * POST request/add-tourists, by the booking link: takes seats, keeps the agreed price per
     * tourist, and bills the extra — by reissuing the first invoice while nothing is paid, else as
     * a new invoice due by the booking's full-payment day (today once that has passed).
     */
    async addTourists(
      uuid: string,
      tourists: readonly TouristInput[],
      viewer: Viewer | null,
      language: Locale,
      claim: IdempotencyClaim = unclaimed,
    ): Promise<Booking> {
      assertTouristFields(tourists)
      const record = await loadByUuid(uuid)
      const id = record.booking.id
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        const state = stateOf(current)
        // Seats are checked by taking them; here only whether the booking still takes tourists.
        if (!touristPermissions(state).canEdit) {
          throw new AppError({
            code: 'tourists_not_addable',
            message: 'Tourists can be added only to an active booking before the tour starts.',
          })
        }
        const added = tourists.length
        assertWithinTouristCap(current.booking.touristsCount + added)
        // A booking made through an individual offer grows on the offer's closed date.
        const closedToo = await store.isIndividualOfferDate(current.date.id)
        const left = await store.takeSeats(current.date.id, added, { closedToo })
        if (left === null) throw notEnoughSeats(await store.freeSeats(current.date.id))
        const lastPosition = Math.max(-1, ...current.tourists.map((tourist) => tourist.position))
        await store.insertTourists(
          id,
          tourists.map((tourist, index) => ({
            ...touristColumns(tourist),
            position: lastPosition + 1 + index,
          })),
        )
        const quote = await quoteFor(
          current,
          current.booking.touristsCount + added,
          agreedPriceOf(current.booking),
        )
        await store.updateBooking(id, pricedColumns(quote))
        const today = todayAt(current)
        const dueDate = addedTouristsDueDate(
          { paidMinor: state.paidMinor, fullPaymentDate: current.booking.fullPaymentDate },
          today,
        )
        if (dueDate === null) {
          await reissueUnpaidInvoices(store, current, quote, today)
        } else {
          await store.insertInvoice({
            bookingId: id,
            kind: 'payment',
            status: invoiceStatus.new,
            amountMinor: quote.totalMinor - current.booking.totalMinor,
            currency: quote.currency,
            dueDate,
          })
        }
        await store.include(claim.settle(uuid))
      })
      return present(await loadById(id), roleOf(record, viewer) ?? 'link', language)
    },

    /** GET /spa/tourists-info: names on the booking and the seats left, for the add-tourists page. */
    async touristsInfo(uuid: string, language: Locale): Promise<TouristsInfo> {
      const record = await loadByUuid(uuid)
      const actions = viewerActions('link', {
        ...stateOf(record),
        hasNewInvoice: false,
        freeSeats: record.date.numberOfFreeSeats,
      })
      return {
        uuid: record.booking.uuid,
        tour: {
          id: record.tour.id,
          name: localize(language, record.tour.title, record.tour.titleRu),
        },
        tour_date: { id: record.date.id, start: record.date.startDate, end: record.date.endDate },
        tourists: record.tourists.map((tourist) => ({
          first_name: tourist.firstName,
          last_name: tourist.lastName,
        })),
        number_of_free_seats: record.date.numberOfFreeSeats,
        can_add_tourists: actions.canAddTourists,
        form,
        added_tourist_price: {
          per_tourist: record.booking.pricePerTouristMinor,
          currency: record.booking.currency,
          due_date: addedTouristsDueDate(
            {
              paidMinor: stateOf(record).paidMinor,
              fullPaymentDate: record.booking.fullPaymentDate,
            },
            todayAt(record),
          ),
        },
      }
    },
  }
}
