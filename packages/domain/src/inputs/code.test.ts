import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CODE_LENGTH, acceptCodeKey, isCodeComplete, parsePastedCode } from './code.ts'

describe('§5 code input: digits only', () => {
  it('has a default length of 5', () => {
    expect(CODE_LENGTH).toBe(5)
  })

  it.each(['0', '7', '9'])('accepts the digit %s', (char) => {
    expect(acceptCodeKey(char)).toBe(true)
  })

  it.each(['a', ' ', '-', '12', '', '٣', '５'])('rejects %j', (char) => {
    expect(acceptCodeKey(char)).toBe(false)
  })
})

describe('§5 code input: paste', () => {
  it('takes exactly `length` digits, trimming surrounding whitespace', () => {
    expect(parsePastedCode('12345')).toBe('12345')
    expect(parsePastedCode(' 12345\n')).toBe('12345')
    expect(parsePastedCode('123456', 6)).toBe('123456')
  })

  it.each(['1234', '123456', '12 345', '12-34', 'abcde', '1234a', ''])('refuses %j', (text) => {
    expect(parsePastedCode(text)).toBeNull()
  })

  it('takes a paste exactly when it is `length` digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 8 }), (text, length) => {
        const trimmed = text.trim()
        const expected = new RegExp(`^[0-9]{${length}}$`).test(trimmed) ? trimmed : null
        expect(parsePastedCode(text, length)).toBe(expected)
      }),
    )
  })

  it('refuses a length that is not a positive integer', () => {
    expect(() => parsePastedCode('1', 0)).toThrow(RangeError)
  })
})

describe('§5 code input: complete event', () => {
  it('is complete when every cell holds a digit', () => {
    expect(isCodeComplete(['1', '2', '3', '4', '5'])).toBe(true)
    expect(isCodeComplete(['1', '2', '3'], 3)).toBe(true)
  })

  it('is not complete with an empty cell, a missing cell or a stray character', () => {
    expect(isCodeComplete(['1', '2', '', '4', '5'])).toBe(false)
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(false)
    expect(isCodeComplete(['1', '2', '3', '4', 'x'])).toBe(false)
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(false)
  })
})
