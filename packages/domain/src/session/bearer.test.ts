import { describe, expect, it } from 'vitest'
import { bearer, parseBearer } from './bearer.ts'

describe("§4 session: the token travels as 'Bearer {token}'", () => {
  it('§4 wraps a token', () => {
    expect(bearer('abc.def.ghi')).toBe('Bearer abc.def.ghi')
  })

  it('§4 refuses an empty or spaced token rather than send a header that never works', () => {
    expect(() => bearer('')).toThrow(RangeError)
    expect(() => bearer('a b')).toThrow(RangeError)
  })

  it('§4 reads the token back, whatever the case of the scheme', () => {
    expect(parseBearer('Bearer abc')).toBe('abc')
    expect(parseBearer('bearer abc')).toBe('abc')
    expect(parseBearer('  Bearer   abc  ')).toBe('abc')
    expect(parseBearer(bearer('x1'))).toBe('x1')
  })

  it('§4 gives null for anything that is not a bearer value', () => {
    expect(parseBearer(null)).toBeNull()
    expect(parseBearer(undefined)).toBeNull()
    expect(parseBearer('')).toBeNull()
    expect(parseBearer('Bearer')).toBeNull()
    expect(parseBearer('Bearer ')).toBeNull()
    expect(parseBearer('Basic abc')).toBeNull()
    expect(parseBearer('abc')).toBeNull()
    expect(parseBearer('Bearer a b')).toBeNull()
  })
})
