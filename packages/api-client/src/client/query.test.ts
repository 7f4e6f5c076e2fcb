import { describe, expect, it } from 'vitest'
import { serializeQuery } from './query.ts'

describe('§7 query serialisation', () => {
  it('§7 nothing to send gives an empty string, not a bare ?', () => {
    expect(serializeQuery(undefined)).toBe('')
    expect(serializeQuery({})).toBe('')
    expect(serializeQuery({ only: null, exclude: undefined, ids: [] })).toBe('')
  })

  it('§7 keeps the order of the parameters', () => {
    expect(serializeQuery({ slug: 'baikal', limit: 3, page: 1 })).toBe(
      '?slug=baikal&limit=3&page=1',
    )
  })

  it('§5 booleans are sent as 1 (and false as 0)', () => {
    expect(serializeQuery({ active_only: true, with_alt: false })).toBe('?active_only=1&with_alt=0')
  })

  it('§5 lists are comma lists, booleans inside them as 1/0', () => {
    expect(serializeQuery({ ids: [3, 1, 2], flags: [true, false] })).toBe(
      '?ids=3%2C1%2C2&flags=1%2C0',
    )
  })

  it('§7 values are URL-encoded', () => {
    expect(serializeQuery({ phrase: 'Lake Baikal & co', city: 'Улан-Удэ' })).toBe(
      '?phrase=Lake+Baikal+%26+co&city=%D0%A3%D0%BB%D0%B0%D0%BD-%D0%A3%D0%B4%D1%8D',
    )
  })

  it('§7 zero and the empty string are values, not absences', () => {
    expect(serializeQuery({ offset: 0, query: '' })).toBe('?offset=0&query=')
  })
})
