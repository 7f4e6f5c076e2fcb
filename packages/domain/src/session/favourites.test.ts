import { describe, expect, it } from 'vitest'
import {
  FAVOURITE_TOURS_STORAGE_KEY,
  addFavourite,
  favouritesAfterLogin,
  favouritesMissingOnServer,
  normaliseFavouriteIds,
  parseFavouriteTourId,
  parseStoredFavourites,
  removeFavourite,
  serializeFavourites,
  toggleFavourite,
  unionFavourites,
} from './favourites.ts'

const notANumber = { ok: false, message: 'tourId must be a number' }

describe('§5 favourites: tour id must convert to a number', () => {
  it('§5 accepts numbers and strings of digits', () => {
    expect(parseFavouriteTourId(42)).toEqual({ ok: true, tourId: 42 })
    expect(parseFavouriteTourId('42')).toEqual({ ok: true, tourId: 42 })
    expect(parseFavouriteTourId('007')).toEqual({ ok: true, tourId: 7 })
  })

  it.each([
    ['NaN', Number.NaN],
    ['an empty string', ''],
    ['letters', 'abc'],
    ['digits with letters', '12abc'],
    ['a padded string', ' 12 '],
    ['a negative number', -3],
    ['a signed string', '-3'],
    ['zero', 0],
    ['a fraction', 1.5],
    ['a decimal string', '1.5'],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an unsafe integer', '9007199254740993'],
    ['an object', { id: 1 }],
    ['an array', [1]],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
  ])('§5 rejects %s with "tourId must be a number"', (_label, value) => {
    expect(parseFavouriteTourId(value)).toEqual(notANumber)
  })
})

describe('§3 favourites in local storage', () => {
  it('§3 are stored under favourite_tours', () => {
    expect(FAVOURITE_TOURS_STORAGE_KEY).toBe('favourite_tours')
  })

  it('§3 round-trip as a list of numeric tour ids', () => {
    expect(parseStoredFavourites(serializeFavourites([3, 1, 3, 2]))).toEqual([3, 1, 2])
    expect(serializeFavourites([5, 6])).toBe('[5,6]')
  })

  it('§8 read anything unreadable as an empty list', () => {
    expect(parseStoredFavourites(null)).toEqual([])
    expect(parseStoredFavourites('not json')).toEqual([])
    expect(parseStoredFavourites('{"1":true}')).toEqual([])
    expect(parseStoredFavourites('[1,"2","x",null,2]')).toEqual([1, 2])
  })

  it('§3 normalising keeps first-seen order and drops repeats and junk', () => {
    expect(normaliseFavouriteIds([9, '3', 9, 'abc', 3, 4])).toEqual([9, 3, 4])
  })
})

describe('§4 favourites after login', () => {
  it('§4 the server list replaces the local one', () => {
    expect(favouritesAfterLogin([10, 11])).toEqual([10, 11])
    expect(favouritesAfterLogin(['10', 10, 'x', 12])).toEqual([10, 12])
    expect(favouritesAfterLogin([])).toEqual([])
  })

  it('§7 auth via code merges the local ids into the server list without repeats', () => {
    expect(unionFavourites([3, 4, '5'], [1, 3])).toEqual([1, 3, 4, 5])
    expect(unionFavourites([], [])).toEqual([])
    expect(unionFavourites(['x', 2], [])).toEqual([2])
  })
})

describe('§5 favourites add, remove and toggle', () => {
  it('§5 add puts the tour first and converts a string of digits', () => {
    expect(addFavourite([1, 2], '7')).toEqual({
      ok: true,
      tourId: 7,
      favourite: true,
      ids: [7, 1, 2],
    })
  })

  it('§5 adding a favourite again keeps the list as it is', () => {
    expect(addFavourite([1, 2], 2)).toEqual({ ok: true, tourId: 2, favourite: true, ids: [1, 2] })
  })

  it('§5 remove drops the tour; removing one that is not there changes nothing', () => {
    expect(removeFavourite([1, 2, 3], '2')).toEqual({
      ok: true,
      tourId: 2,
      favourite: false,
      ids: [1, 3],
    })
    expect(removeFavourite([1, 3], 9)).toEqual({
      ok: true,
      tourId: 9,
      favourite: false,
      ids: [1, 3],
    })
  })

  it('§5 toggle removes a favourite and adds any other tour', () => {
    expect(toggleFavourite([4, 5], 5)).toMatchObject({ ok: true, favourite: false, ids: [4] })
    expect(toggleFavourite([4], 5)).toMatchObject({ ok: true, favourite: true, ids: [5, 4] })
  })

  it.each([
    ['add', addFavourite],
    ['remove', removeFavourite],
    ['toggle', toggleFavourite],
  ])('§5 %s with an id that does not convert to a number gives the warning', (_name, change) => {
    expect(change([1], 'abc')).toEqual(notANumber)
    expect(change([1], undefined)).toEqual(notANumber)
    expect(change([1], '1.5')).toEqual(notANumber)
  })
})

describe('§4 favourites pushed to the account after a sign-in', () => {
  it('§4 the device ids the server lacks, oldest first', () => {
    expect(favouritesMissingOnServer([9, 3, 8, 1], [3, 1, 2])).toEqual([8, 9])
  })

  it('§4 nothing to push when the server has them all or the device has none', () => {
    expect(favouritesMissingOnServer([1, 2], [2, 1])).toEqual([])
    expect(favouritesMissingOnServer([], [5])).toEqual([])
    expect(favouritesMissingOnServer(['x', 4], [])).toEqual([4])
  })
})
