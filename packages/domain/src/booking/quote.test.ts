import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brands } from '../brand/brands.ts'
import { bookingRequestStatus, bookingRequestStatuses } from '../enums/index.ts'
import type { DiscountTerms } from '../pricing/discounts.ts'
import type { BookingMoment } from './booking-process.ts'
import {
  addedTouristsDueDate,
  cancelTransitionFor,
  costLines,
  missingTouristFields,
  operatorDateChangeRefusal,
  paymentSchedule,
  quoteBooking,
  touristPermissions,
  viewerActions,
  restDueDate,
} from './quote.ts'
import type { BookingViewer, QuoteBrand, QuoteTourDate } from './quote.ts'

const today = '2030-03-01'

const date: QuoteTourDate = {
  id: 7,
  startDate: '2030-06-10',
  currency: 'EUR',
  basePriceMinor: 100_000,
  prepaymentType: 1,
  prepaymentSize: 20,
  fullPaymentDays: 30,
  isCashbackAvailable: true,
}

const plainBrand: QuoteBrand = brands.tourmarket
const cashbackBrand: QuoteBrand = {
  ...brands.tourmarket,
  cashback: { isActive: true, percent: 5, performer: '' },
}

function discount(overrides: Partial<DiscountTerms> & Pick<DiscountTerms, 'kind'>): DiscountTerms {
  return {
    id: 1,
    percent: 10,
    isAuto: true,
    bookedFrom: null,
    bookedTo: null,
    daysBeforeStart: null,
    dateFrom: null,
    dateTo: null,
    tourDateId: null,
    ...overrides,
  }
}

describe('decision 0016: quoteBooking', () => {
  it('prices the group on the booking day: percent prepayment and the rest by the deadline', () => {
    const quote = quoteBooking({
      date,
      discounts: [],
      touristsCount: 3,
      today,
      brand: plainBrand,
    })
    expect(quote).toMatchObject({
      currency: 'EUR',
      pricePerTouristMinor: 100_000,
      totalMinor: 300_000,
      totalWithoutDiscountMinor: 300_000,
      discount: null,
      prepaymentMinor: 60_000,
      fullPaymentDate: '2030-05-11',
      cashbackMinor: null,
    })
    expect(quote.lines.map((line) => [line.key, line.amountMinor])).toEqual([
      ['tourists', 300_000],
      ['prepayment', 60_000],
      ['rest', 240_000],
    ])
  })

  it('applies the best automatic discount of that day, and shows it as a negative line', () => {
    const quote = quoteBooking({
      date,
      discounts: [
        discount({ id: 1, kind: 'early_booking_days', daysBeforeStart: 60, percent: 10 }),
        discount({ id: 2, kind: 'on_tour_date', tourDateId: 7, percent: 15, isAuto: false }),
      ],
      touristsCount: 2,
      today,
      brand: plainBrand,
    })
    expect(quote.pricePerTouristMinor).toBe(90_000)
    expect(quote.discount).toEqual({ kind: 'early_booking_days', percent: 10 })
    expect(quote.lines.find((line) => line.key === 'discount')).toMatchObject({
      amountMinor: -20_000,
      params: { percent: 10 },
    })
    // Booked too late for the early-booking discount: the full price.
    const late = quoteBooking({
      date,
      discounts: [discount({ kind: 'early_booking_days', daysBeforeStart: 120, percent: 10 })],
      touristsCount: 2,
      today,
      brand: plainBrand,
    })
    expect(late.pricePerTouristMinor).toBe(100_000)
    expect(late.discount).toBeNull()
  })

  it('fixed prepayment per tourist, capped at the price; full payment asks for everything', () => {
    const fixed = quoteBooking({
      date: { ...date, prepaymentType: 2, prepaymentSize: 15_000 },
      discounts: [],
      touristsCount: 2,
      today,
      brand: plainBrand,
    })
    expect(fixed.prepaymentMinor).toBe(30_000)
    const full = quoteBooking({
      date: { ...date, prepaymentType: 3, prepaymentSize: 0 },
      discounts: [],
      touristsCount: 2,
      today,
      brand: plainBrand,
    })
    expect(full.prepaymentMinor).toBe(200_000)
    expect(full.fullPaymentDate).toBeNull()
    expect(full.lines.map((line) => line.key)).toEqual(['tourists', 'prepayment'])
  })

  it('asks for everything now once the full-payment deadline has passed, not on the day itself', () => {
    const onDeadline = quoteBooking({
      date,
      discounts: [],
      touristsCount: 1,
      today: '2030-05-11',
      brand: plainBrand,
    })
    expect(onDeadline.fullPaymentDate).toBe('2030-05-11')
    expect(onDeadline.prepaymentMinor).toBe(20_000)
    const after = quoteBooking({
      date,
      discounts: [],
      touristsCount: 1,
      today: '2030-05-12',
      brand: plainBrand,
    })
    expect(after.fullPaymentDate).toBeNull()
    expect(after.prepaymentMinor).toBe(100_000)
  })

  it('gives cashback only when the brand runs it and the date offers it', () => {
    expect(
      quoteBooking({ date, discounts: [], touristsCount: 2, today, brand: cashbackBrand })
        .cashbackMinor,
    ).toBe(10_000)
    expect(
      quoteBooking({
        date: { ...date, isCashbackAvailable: false },
        discounts: [],
        touristsCount: 2,
        today,
        brand: cashbackBrand,
      }).cashbackMinor,
    ).toBeNull()
    expect(
      quoteBooking({ date, discounts: [], touristsCount: 2, today, brand: plainBrand })
        .cashbackMinor,
    ).toBeNull()
  })

  it('keeps an agreed price instead of today’s when one is given', () => {
    const quote = quoteBooking({
      date,
      discounts: [],
      touristsCount: 4,
      today,
      brand: plainBrand,
      agreedPrice: {
        perTouristMinor: 80_000,
        perTouristWithoutDiscountMinor: 100_000,
        discount: { kind: 'seasonal', percent: 20 },
      },
    })
    expect(quote.totalMinor).toBe(320_000)
    expect(quote.discount).toEqual({ kind: 'seasonal', percent: 20 })
  })

  it('refuses a booking of no tourists and an unknown prepayment type', () => {
    expect(() =>
      quoteBooking({ date, discounts: [], touristsCount: 0, today, brand: plainBrand }),
    ).toThrow(RangeError)
    expect(() =>
      quoteBooking({
        date: { ...date, prepaymentType: 9 },
        discounts: [],
        touristsCount: 1,
        today,
        brand: plainBrand,
      }),
    ).toThrow(RangeError)
  })

  it('prefixes lines with the brand emoji only where the brand decorates the cost', () => {
    const figures = quoteBooking({
      date,
      discounts: [],
      touristsCount: 1,
      today,
      brand: plainBrand,
    })
    const global = brands['tourmarket-global']
    expect(costLines(figures, global).every((line) => line.emoji !== null)).toBe(true)
    expect(costLines(figures, plainBrand).every((line) => line.emoji === null)).toBe(true)
    expect(
      costLines(figures, {
        ...global,
        booking: { ...global.booking, isCostCalculationWithEmoji: false },
      }).every((line) => line.emoji === null),
    ).toBe(true)
  })

  it('properties: total = price × tourists, 0 ≤ prepayment ≤ total, lines add up', () => {
    fc.assert(
      fc.property(
        fc.record({
          basePriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
          touristsCount: fc.integer({ min: 1, max: 50 }),
          prepaymentType: fc.constantFrom(1, 2, 3),
          prepaymentSize: fc.integer({ min: 0, max: 6_000_000 }),
          fullPaymentDays: fc.integer({ min: 0, max: 200 }),
          percent: fc.integer({ min: 1, max: 90 }),
          dayOffset: fc.integer({ min: 0, max: 100 }),
        }),
        (sample) => {
          const quote = quoteBooking({
            date: {
              ...date,
              basePriceMinor: sample.basePriceMinor,
              prepaymentType: sample.prepaymentType,
              prepaymentSize:
                sample.prepaymentType === 1 ? sample.prepaymentSize % 101 : sample.prepaymentSize,
              fullPaymentDays: sample.fullPaymentDays,
            },
            discounts: [discount({ kind: 'on_tour_date', tourDateId: 7, percent: sample.percent })],
            touristsCount: sample.touristsCount,
            today: `2030-0${String(3 + Math.floor(sample.dayOffset / 31))}-${String((sample.dayOffset % 28) + 1).padStart(2, '0')}`,
            brand: cashbackBrand,
          })
          expect(quote.totalMinor).toBe(quote.pricePerTouristMinor * sample.touristsCount)
          expect(quote.prepaymentMinor).toBeGreaterThanOrEqual(0)
          expect(quote.prepaymentMinor).toBeLessThanOrEqual(quote.totalMinor)
          expect(quote.fullPaymentDate === null).toBe(quote.prepaymentMinor === quote.totalMinor)
          const due = quote.lines
            .filter((line) => line.key === 'prepayment' || line.key === 'rest')
            .reduce((sum, line) => sum + line.amountMinor, 0)
          const price = quote.lines
            .filter((line) => line.key === 'tourists' || line.key === 'discount')
            .reduce((sum, line) => sum + line.amountMinor, 0)
          expect(due).toBe(quote.totalMinor)
          expect(price).toBe(quote.totalMinor)
        },
      ),
    )
  })
})

describe('decision 0016: tourist fields the brand collects', () => {
  it('requires the passport iff collectPassport and the weight iff collectWeight', () => {
    const both = { collectPassport: true, collectWeight: true }
    expect(missingTouristFields({}, both)).toEqual(['passport', 'weight_kg'])
    expect(missingTouristFields({ passport: '  ', weight_kg: null }, both)).toEqual([
      'passport',
      'weight_kg',
    ])
    expect(missingTouristFields({ passport: 'AB123', weight_kg: 70 }, both)).toEqual([])
    expect(missingTouristFields({}, { collectPassport: false, collectWeight: false })).toEqual([])
  })
})

const day = 86_400_000
const start = Date.UTC(2030, 5, 10)
function moment(now: number): BookingMoment {
  return {
    now,
    tourStartsAt: start,
    tourEndsAt: start + 5 * day,
    confirmationDeadline: null,
    prepaymentDeadline: null,
  }
}
const before = moment(start - 10 * day)
const started = moment(start + day)

describe('decision 0016: permissions from the status machine', () => {
  it('a tourist can be edited while open and before the start; removed only unpaid and not alone', () => {
    const open = { status: bookingRequestStatus.pendingPrepayment, moment: before }
    expect(touristPermissions({ ...open, touristsCount: 2, paidMinor: 0 })).toEqual({
      canEdit: true,
      canDelete: true,
    })
    expect(touristPermissions({ ...open, touristsCount: 1, paidMinor: 0 }).canDelete).toBe(false)
    expect(touristPermissions({ ...open, touristsCount: 2, paidMinor: 1 }).canDelete).toBe(false)
    expect(
      touristPermissions({ ...open, moment: started, touristsCount: 2, paidMinor: 0 }),
    ).toEqual({ canEdit: false, canDelete: false })
    for (const status of bookingRequestStatuses.filter((status) => status >= 4)) {
      expect(
        touristPermissions({ status, moment: before, touristsCount: 2, paidMinor: 0 }),
      ).toEqual({ canEdit: false, canDelete: false })
    }
  })

  it('each viewer cancels by its own transition; a link holder cannot cancel', () => {
    expect(cancelTransitionFor('owner', 1)).toBe('cancel-by-tourist')
    expect(cancelTransitionFor('organizer', 1)).toBe('decline')
    expect(cancelTransitionFor('organizer', 2)).toBe('cancel-by-author')
    expect(cancelTransitionFor('admin', 3)).toBe('cancel-by-admin')
    expect(cancelTransitionFor('link', 2)).toBeNull()
  })

  it('offers the viewer only what the machine allows', () => {
    const state = (status: 1 | 2 | 3 | 5, extra: Partial<{ paidMinor: number }> = {}) => ({
      status,
      moment: before,
      touristsCount: 2,
      paidMinor: 0,
      hasNewInvoice: true,
      freeSeats: 3,
      ...extra,
    })
    const actions = (viewer: BookingViewer, status: 1 | 2 | 3 | 5, paidMinor = 0) =>
      viewerActions(viewer, state(status, { paidMinor }))
    expect(actions('owner', 1)).toEqual({
      canCancel: true,
      canPay: false,
      canAddTourists: true,
      canChangeDate: true,
      canEditTourists: true,
    })
    expect(actions('owner', 2).canPay).toBe(true)
    expect(actions('owner', 3, 10).canChangeDate).toBe(false)
    expect(actions('link', 2)).toEqual({
      canCancel: false,
      canPay: true,
      canAddTourists: true,
      canChangeDate: false,
      canEditTourists: false,
    })
    expect(actions('organizer', 1).canCancel).toBe(true)
    expect(actions('organizer', 2).canPay).toBe(false)
    expect(actions('owner', 5)).toEqual({
      canCancel: false,
      canPay: false,
      canAddTourists: false,
      canChangeDate: false,
      canEditTourists: false,
    })
    // From the start on only an admin may cancel.
    const late = { ...state(2), moment: started }
    expect(viewerActions('owner', late).canCancel).toBe(false)
    expect(viewerActions('organizer', late).canCancel).toBe(false)
    expect(viewerActions('admin', late).canCancel).toBe(true)
    expect(viewerActions('owner', { ...state(2), freeSeats: 0 }).canAddTourists).toBe(false)
  })
})

describe('an operator moves a booking to another date (issue 43)', () => {
  it('while it is neither cancelled nor completed and its trip has not started, paid or not', () => {
    for (const status of [1, 2, 3] as const) {
      expect(operatorDateChangeRefusal({ status, moment: before })).toBeNull()
      expect(operatorDateChangeRefusal({ status, moment: started })).toBe('started')
    }
    expect(operatorDateChangeRefusal({ status: 4, moment: before })).toBe('completed')
    for (const status of [5, 6, 7, 8] as const) {
      expect(operatorDateChangeRefusal({ status, moment: before })).toBe('canceled')
    }
  })
})

describe('the rest of the price is due only while the booking runs and is not paid in full', () => {
  const due = '2027-01-08'
  const unpaid = { paidMinor: 30_00, totalMinor: 100_00 }

  it('is due on a booking pending confirmation, prepayment or after the prepayment', () => {
    for (const status of [
      bookingRequestStatus.pendingConfirm,
      bookingRequestStatus.pendingPrepayment,
      bookingRequestStatus.madePrepayment,
    ]) {
      expect(restDueDate(due, { status, ...unpaid })).toBe(due)
    }
  })

  it('is not due once the tour is complete or the booking is cancelled', () => {
    for (const status of bookingRequestStatuses.filter((status) => status >= 4)) {
      expect(restDueDate(due, { status, ...unpaid })).toBeNull()
    }
  })

  it('is not due once paid in full, and never without a date', () => {
    const status = bookingRequestStatus.madePrepayment
    expect(restDueDate(due, { status, paidMinor: 100_00, totalMinor: 100_00 })).toBeNull()
    expect(restDueDate(null, { status, ...unpaid })).toBeNull()
  })
})

describe('the payment schedule of a group (quote and booking box)', () => {
  const base = {
    perTouristMinor: 500_00,
    depositPerTouristMinor: 100_00,
    startDate: '2026-08-01',
    fullPaymentDays: 30,
    today: '2026-06-01',
  }

  it('takes the deposit per tourist now and the rest by start − full_payment_days', () => {
    expect(paymentSchedule({ ...base, touristsCount: 3 })).toEqual({
      totalMinor: 1500_00,
      prepaymentMinor: 300_00,
      fullPaymentDate: '2026-07-02',
    })
  })

  it('takes everything now once that day has passed, or when the deposit covers the price', () => {
    expect(paymentSchedule({ ...base, touristsCount: 2, today: '2026-07-03' })).toEqual({
      totalMinor: 1000_00,
      prepaymentMinor: 1000_00,
      fullPaymentDate: null,
    })
    expect(
      paymentSchedule({ ...base, depositPerTouristMinor: 500_00, touristsCount: 2 }),
    ).toMatchObject({ prepaymentMinor: 1000_00, fullPaymentDate: null })
  })

  it('refuses a group of nobody', () => {
    expect(() => paymentSchedule({ ...base, touristsCount: 0 })).toThrow(RangeError)
  })
})

describe('when added tourists are due', () => {
  it('bills them with the first invoice while nothing is paid', () => {
    expect(
      addedTouristsDueDate({ paidMinor: 0, fullPaymentDate: '2026-07-02' }, '2026-06-01'),
    ).toBe(null)
  })

  it("is the booking's full-payment day while that is ahead, else today", () => {
    const paid = { paidMinor: 100_00, fullPaymentDate: '2026-07-02' }
    expect(addedTouristsDueDate(paid, '2026-06-01')).toBe('2026-07-02')
    expect(addedTouristsDueDate(paid, '2026-07-02')).toBe('2026-07-02')
    expect(addedTouristsDueDate(paid, '2026-07-03')).toBe('2026-07-03')
    expect(addedTouristsDueDate({ paidMinor: 100_00, fullPaymentDate: null }, '2026-06-01')).toBe(
      '2026-06-01',
    )
  })
})
