import { describe, expect, it } from 'vitest'
import { accessTokenOf, createMemoryTokenStore } from './token-store.ts'

describe('§4 stored token values', () => {
  it("§4 reads the token of a stored 'Bearer {token}' value, scheme case-insensitive", () => {
    expect(accessTokenOf('Bearer abc.def')).toBe('abc.def')
    expect(accessTokenOf('bearer abc')).toBe('abc')
  })

  it('§4 accepts a bare token', () => {
    expect(accessTokenOf(' abc ')).toBe('abc')
  })

  it('§4 no token: null, undefined, empty, a scheme without a token, spaces inside', () => {
    expect(accessTokenOf(null)).toBeNull()
    expect(accessTokenOf(undefined)).toBeNull()
    expect(accessTokenOf('')).toBeNull()
    expect(accessTokenOf('Bearer ')).toBeNull()
    expect(accessTokenOf('Basic a b')).toBeNull()
  })
})

describe('§4 memory token store', () => {
  it("§4 keeps the initial token as 'Bearer {token}'", () => {
    expect(createMemoryTokenStore('abc').getToken()).toBe('Bearer abc')
    expect(createMemoryTokenStore('Bearer abc').getToken()).toBe('Bearer abc')
    expect(createMemoryTokenStore(undefined).getToken()).toBeNull()
  })

  it('§4 setToken replaces the token; clearTokens forgets it', () => {
    const store = createMemoryTokenStore('old')
    store.setToken('Bearer new')
    expect(store.getToken()).toBe('Bearer new')
    store.clearTokens()
    expect(store.getToken()).toBeNull()
  })
})
