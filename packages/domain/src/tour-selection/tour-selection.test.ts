import { describe, expect, it } from 'vitest'
import {
  TOUR_SELECTION_TOKEN_PARAM,
  emptyTourSelection,
  requestIdFromSelectionToken,
  selectionFromToken,
  withoutSelectionTokenParam,
} from './tour-selection.ts'

describe('§3 tour selection: request id from the token', () => {
  it('§3 is the part before the first hyphen', () => {
    expect(requestIdFromSelectionToken('12345-abc')).toBe('12345')
    expect(requestIdFromSelectionToken('12345-abc-def')).toBe('12345')
  })

  it('§3 is the whole token when it has no hyphen', () => {
    expect(requestIdFromSelectionToken('12345')).toBe('12345')
  })

  it('§3 is null for a blank token or one starting with a hyphen', () => {
    expect(requestIdFromSelectionToken('')).toBeNull()
    expect(requestIdFromSelectionToken('   ')).toBeNull()
    expect(requestIdFromSelectionToken(null)).toBeNull()
    expect(requestIdFromSelectionToken(undefined)).toBeNull()
    expect(requestIdFromSelectionToken('-abc')).toBeNull()
  })

  it('§3 ignores surrounding whitespace', () => {
    expect(requestIdFromSelectionToken(' 77-x ')).toBe('77')
  })
})

describe('§2 tour-selection-token in the address', () => {
  it('§2 the parameter is named tour-selection-token', () => {
    expect(TOUR_SELECTION_TOKEN_PARAM).toBe('tour-selection-token')
  })

  it('§2 a token is stored and the list emptied', () => {
    expect(selectionFromToken(' 9-abc ')).toEqual({ items: [], token: '9-abc' })
    expect(emptyTourSelection).toEqual({ items: [], token: null })
  })

  it('§2 a blank or missing token changes nothing', () => {
    expect(selectionFromToken('')).toBeNull()
    expect(selectionFromToken('  ')).toBeNull()
    expect(selectionFromToken(null)).toBeNull()
  })

  it('§2 the parameter is removed from the address, the rest kept in order', () => {
    expect(withoutSelectionTokenParam('?a=1&tour-selection-token=9-x&b=%20c')).toBe('?a=1&b=%20c')
    expect(withoutSelectionTokenParam('tour-selection-token=9-x&page=2')).toBe('?page=2')
    expect(withoutSelectionTokenParam('?tour-selection-token=9-x')).toBe('')
    expect(withoutSelectionTokenParam('?tour-selection-token')).toBe('')
    expect(withoutSelectionTokenParam('')).toBe('')
  })

  it('§2 an encoded parameter name is recognised; lookalikes and bad escapes are kept', () => {
    expect(withoutSelectionTokenParam('?tour%2Dselection%2Dtoken=1&x=2')).toBe('?x=2')
    expect(withoutSelectionTokenParam('?tour-selection-tokens=1&%E0%A4%A=2')).toBe(
      '?tour-selection-tokens=1&%E0%A4%A=2',
    )
    expect(withoutSelectionTokenParam('?a=1&&b=2')).toBe('?a=1&b=2')
  })
})
