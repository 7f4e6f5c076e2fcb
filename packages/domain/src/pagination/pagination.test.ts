import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PAGINATION_LEADING_BUTTONS,
  PAGINATION_TRAILING_BUTTONS,
  paginationWindow,
  rangeLabelParams,
  totalPageCount,
} from './pagination.ts'

const E = 'ellipsis'

describe('§9 pagination: 7 buttons before ellipsis, 3 trailing', () => {
  it('has the §9 counts', () => {
    expect([PAGINATION_LEADING_BUTTONS, PAGINATION_TRAILING_BUTTONS]).toEqual([7, 3])
  })

  it('shows every page up to 7 + 3 pages', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('shows 7 pages, an ellipsis and the last 3 near the start', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 18, 19, 20])
    expect(paginationWindow(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 18, 19, 20])
    expect(paginationWindow(1, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 9, 10, 11])
  })

  it('mirrors it near the end', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 2, 3, E, 14, 15, 16, 17, 18, 19, 20])
    expect(paginationWindow(15, 20)).toEqual([1, 2, 3, E, 14, 15, 16, 17, 18, 19, 20])
    expect(paginationWindow(7, 11)).toEqual([1, 2, 3, E, 5, 6, 7, 8, 9, 10, 11])
  })

  it('shows the current page between its neighbours in the middle', () => {
    expect(paginationWindow(7, 20)).toEqual([1, 2, 3, E, 6, 7, 8, E, 18, 19, 20])
    expect(paginationWindow(14, 20)).toEqual([1, 2, 3, E, 13, 14, 15, E, 18, 19, 20])
    expect(paginationWindow(50, 100)).toEqual([1, 2, 3, E, 49, 50, 51, E, 98, 99, 100])
  })

  it('clamps a current page outside the pages and shows nothing without pages', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20))
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20))
    expect(paginationWindow(Number.NaN, 3)).toEqual([1, 2, 3])
    expect(paginationWindow(1, 0)).toEqual([])
  })
})

describe('§9 pagination: properties', () => {
  const pages = fc
    .integer({ min: 1, max: 500 })
    .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total)))

  it('always shows the current, first and last page, in strictly increasing order', () => {
    fc.assert(
      fc.property(pages, ([current, total]) => {
        const items = paginationWindow(current, total)
        const numbers = items.filter((item) => item !== 'ellipsis')
        expect(numbers).toContain(current)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(total)
        expect(
          numbers.every((page, index) => index === 0 || page > (numbers[index - 1] ?? 0)),
        ).toBe(true)
      }),
    )
  })

  it('never shows more than 7 + 3 page buttons, plus ellipses standing for hidden pages', () => {
    fc.assert(
      fc.property(pages, ([current, total]) => {
        const items = paginationWindow(current, total)
        const numbers = items.filter((item) => item !== 'ellipsis')
        expect(numbers.length).toBeLessThanOrEqual(7 + 3)
        expect(items.length).toBe(Math.min(total, 11))
        items.forEach((item, index) => {
          const before = items[index - 1]
          const after = items[index + 1]
          if (item === 'ellipsis') {
            expect(typeof before === 'number' && typeof after === 'number').toBe(true)
            expect(Number(after) - Number(before)).toBeGreaterThan(1)
          } else if (typeof after === 'number') {
            expect(after).toBe(item + 1)
          }
        })
      }),
    )
  })
})

describe('§9 strings: {rangeFrom}–{rangeTo} of {total}', () => {
  it('gives the range of items on a page', () => {
    expect(rangeLabelParams(1, 20, 45)).toEqual({ rangeFrom: 1, rangeTo: 20, total: 45 })
    expect(rangeLabelParams(3, 20, 45)).toEqual({ rangeFrom: 41, rangeTo: 45, total: 45 })
    expect(rangeLabelParams(2, 20, 40)).toEqual({ rangeFrom: 21, rangeTo: 40, total: 40 })
  })

  it('shows the last page for a page past it and 0–0 of 0 without items', () => {
    expect(rangeLabelParams(9, 20, 45)).toEqual({ rangeFrom: 41, rangeTo: 45, total: 45 })
    expect(rangeLabelParams(0, 20, 45)).toEqual({ rangeFrom: 1, rangeTo: 20, total: 45 })
    expect(rangeLabelParams(1, 20, 0)).toEqual({ rangeFrom: 0, rangeTo: 0, total: 0 })
  })

  it('counts pages and refuses a per-page size below 1 or a negative total', () => {
    expect(totalPageCount(45, 20)).toBe(3)
    expect(totalPageCount(0, 20)).toBe(0)
    expect(() => totalPageCount(10, 0)).toThrow(RangeError)
    expect(() => rangeLabelParams(1, 20, -1)).toThrow(RangeError)
    expect(() => rangeLabelParams(1, 2.5, 10)).toThrow(RangeError)
  })
})
