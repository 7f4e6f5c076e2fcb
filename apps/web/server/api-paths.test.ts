import { describe, expect, it } from 'vitest'
import { API_PATH_PREFIXES, isApiPath } from './api-paths.ts'

describe('§7 calls: the storefront forwards the API paths', () => {
  it.each(API_PATH_PREFIXES)('forwards %s itself and everything below it', (prefix) => {
    expect(isApiPath(prefix)).toBe(true)
    expect(isApiPath(`${prefix}/`)).toBe(true)
    expect(isApiPath(`${prefix}/anything/deeper`)).toBe(true)
  })

  it('forwards the calls named in §7', () => {
    expect(isApiPath('/spa/tours')).toBe(true)
    expect(isApiPath('/crm/api/user/profile')).toBe(true)
    expect(isApiPath('/node-api/convert-price')).toBe(true)
  })
})

describe('§2 routes: storefront pages are not forwarded', () => {
  it.each([
    '/',
    '/spa-resorts',
    '/spas',
    '/media-tours',
    '/wsx',
    '/crm',
    '/crm/apis',
    '/journal/spa',
  ])('keeps %s with the storefront', (pathname) => {
    expect(isApiPath(pathname)).toBe(false)
  })
})
