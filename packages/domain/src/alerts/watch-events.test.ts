import { describe, expect, it } from 'vitest'
import {
  alertEventKey,
  groupDigest,
  isDigestDue,
  isPriceDrop,
  priceDropPercent,
  savedSearchPath,
  savedSearchQuery,
  tourWatchEvents,
  type CurrentDate,
  type SeenDate,
  type TourWatchSettings,
} from './watch-events.ts'

const all: TourWatchSettings = { newDates: true, priceDropPercent: 10, seatFreed: true }

function date(overrides: Partial<CurrentDate> = {}): CurrentDate {
  return {
    dateId: 1,
    startDate: '2027-05-01',
    currency: 'EUR',
    priceMinor: 100_00,
    freeSeats: 5,
    bookable: true,
    ...overrides,
  }
}

function seen(overrides: Partial<SeenDate> = {}): SeenDate {
  return {
    dateId: 1,
    currency: 'EUR',
    referencePriceMinor: 100_00,
    freeSeats: 5,
    freedCount: 0,
    ...overrides,
  }
}

describe('price drop threshold', () => {
  it('counts whole percents down, so a cut just short of the threshold is not one', () => {
    expect(priceDropPercent(100_00, 90_00)).toBe(10)
    expect(priceDropPercent(100_00, 90_01)).toBe(9)
    expect(priceDropPercent(100_00, 110_00)).toBe(0)
    expect(isPriceDrop(100_00, 90_00, 10)).toBe(true)
    expect(isPriceDrop(100_00, 90_01, 10)).toBe(false)
    expect(isPriceDrop(100_00, 100_00, 0)).toBe(false)
  })
})

describe('tourWatchEvents', () => {
  it('only records on the first look: a new watch hears of nothing that was there', () => {
    const result = tourWatchEvents(all, null, [date({ priceMinor: 10_00 })])
    expect(result.events).toEqual([])
    expect(result.nextSeen).toEqual([seen({ referencePriceMinor: 10_00 })])
  })

  it('tells of a new bookable date, not of a closed or full one', () => {
    const current = [
      date({ dateId: 2, startDate: '2027-06-01' }),
      date({ dateId: 3, bookable: false }),
      date({ dateId: 4, freeSeats: 0 }),
    ]
    const result = tourWatchEvents(all, [], current)
    expect(result.events).toEqual([
      { kind: 'new-date', dateId: 2, startDate: '2027-06-01', currency: 'EUR', priceMinor: 100_00 },
    ])
    expect(result.nextSeen.map((row) => row.dateId)).toEqual([2, 3, 4])
    expect(tourWatchEvents({ ...all, newDates: false }, [], current).events).toEqual([])
  })

  it('tells of a drop of at least the threshold, measured from the price last alerted', () => {
    const small = tourWatchEvents(all, [seen()], [date({ priceMinor: 95_00 })])
    expect(small.events).toEqual([])
    // The reference stays: a second small cut adds up to an alert.
    expect(small.nextSeen[0]?.referencePriceMinor).toBe(100_00)
    const second = tourWatchEvents(all, small.nextSeen, [date({ priceMinor: 89_00 })])
    expect(second.events).toEqual([
      {
        kind: 'price-drop',
        dateId: 1,
        startDate: '2027-05-01',
        currency: 'EUR',
        fromMinor: 100_00,
        toMinor: 89_00,
        percent: 11,
      },
    ])
    expect(second.nextSeen[0]?.referencePriceMinor).toBe(89_00)
  })

  it('honours each watch its own threshold, and none when drops are off', () => {
    const current = [date({ priceMinor: 85_00 })]
    expect(tourWatchEvents({ ...all, priceDropPercent: 20 }, [seen()], current).events).toEqual([])
    expect(
      tourWatchEvents({ ...all, priceDropPercent: 15 }, [seen()], current).events,
    ).toHaveLength(1)
    expect(tourWatchEvents({ ...all, priceDropPercent: null }, [seen()], current).events).toEqual(
      [],
    )
  })

  it('moves the reference up with a rise, and restarts it in another currency', () => {
    const risen = tourWatchEvents(all, [seen()], [date({ priceMinor: 120_00 })])
    expect(risen.nextSeen[0]?.referencePriceMinor).toBe(120_00)
    const otherCurrency = tourWatchEvents(
      all,
      [seen()],
      [date({ currency: 'USD', priceMinor: 50_00 })],
    )
    expect(otherCurrency.events).toEqual([])
    expect(otherCurrency.nextSeen[0]).toMatchObject({ currency: 'USD', referencePriceMinor: 50_00 })
  })

  it('tells of a seat freed on a sold-out date, once per sell-out', () => {
    const freed = tourWatchEvents(all, [seen({ freeSeats: 0 })], [date({ freeSeats: 1 })])
    expect(freed.events).toEqual([
      { kind: 'seat-freed', dateId: 1, startDate: '2027-05-01', freeSeats: 1, freedCount: 1 },
    ])
    // More seats on a date that had some is nothing new.
    expect(tourWatchEvents(all, freed.nextSeen, [date({ freeSeats: 3 })]).events).toEqual([])
    const soldOut = tourWatchEvents(all, freed.nextSeen, [date({ freeSeats: 0 })])
    const again = tourWatchEvents(all, soldOut.nextSeen, [date({ freeSeats: 2 })])
    expect(again.events).toEqual([
      { kind: 'seat-freed', dateId: 1, startDate: '2027-05-01', freeSeats: 2, freedCount: 2 },
    ])
    const [first, second] = [...freed.events, ...again.events]
    expect(alertEventKey(first!)).not.toBe(alertEventKey(second!))
  })

  it('counts a freed seat even when the watch does not want it, so keys stay apart', () => {
    const quiet = tourWatchEvents({ ...all, seatFreed: false }, [seen({ freeSeats: 0 })], [date()])
    expect(quiet.events).toEqual([])
    expect(quiet.nextSeen[0]?.freedCount).toBe(1)
  })

  it('forgets dates no longer listed', () => {
    expect(tourWatchEvents(all, [seen(), seen({ dateId: 9 })], [date()]).nextSeen).toHaveLength(1)
  })
})

describe('alertEventKey', () => {
  it('keys a new date or tour once, a drop per price reached', () => {
    expect(
      alertEventKey({ kind: 'new-date', dateId: 4, startDate: '', currency: 'EUR', priceMinor: 1 }),
    ).toBe('new-date:4')
    expect(alertEventKey({ kind: 'new-tour', tourId: 7 })).toBe('new-tour:7')
    expect(
      alertEventKey({
        kind: 'price-drop',
        dateId: 4,
        startDate: '',
        currency: 'EUR',
        fromMinor: 100,
        toMinor: 80,
        percent: 20,
      }),
    ).toBe('price-drop:4:EUR:80')
  })
})

describe('savedSearchQuery', () => {
  it('stores the filter canonically, without page and sort', () => {
    expect(savedSearchQuery('?priceMax=500&countries=7,3&page=2&sort=price')).toBe(
      savedSearchQuery('countries=3&countries=7&priceMax=500'),
    )
    expect(savedSearchQuery('page=3')).toBe('')
    expect(savedSearchQuery('priceMax=%E0&countries=3')).toBe(savedSearchQuery('countries=3'))
  })

  it('keeps a landing page’s slug first, and opens the search at its path', () => {
    const saved = savedSearchQuery('daysMax=7&slug=italy')
    expect(saved).toBe('slug=italy&daysMax=7')
    expect(savedSearchPath(saved)).toBe('/italy?daysMax=7')
    expect(savedSearchPath(savedSearchQuery('daysMax=7'))).toBe('/tours?daysMax=7')
    expect(savedSearchQuery('slug=tours&daysMax=7')).toBe('daysMax=7')
    expect(savedSearchQuery('slug=..%2Fetc')).toBe('')
  })
})

describe('digest grouping', () => {
  it('gathers an account’s events per watch, the watch first alerted first', () => {
    const groups = groupDigest([
      { watchId: 2, at: '2027-01-01T10:00:00Z', event: 'b1' },
      { watchId: 1, at: '2027-01-01T11:00:00Z', event: 'a2' },
      { watchId: 1, at: '2027-01-01T09:00:00Z', event: 'a1' },
      { watchId: 2, at: '2027-01-01T12:00:00Z', event: 'b2' },
    ])
    expect(groups).toEqual([
      { watchId: 1, events: ['a1', 'a2'] },
      { watchId: 2, events: ['b1', 'b2'] },
    ])
  })

  it('is due once the oldest pending event waited a day', () => {
    const oldest = new Date('2027-01-01T09:00:00Z')
    expect(isDigestDue(oldest, new Date('2027-01-02T08:59:59Z'))).toBe(false)
    expect(isDigestDue(oldest, new Date('2027-01-02T09:00:00Z'))).toBe(true)
  })
})
