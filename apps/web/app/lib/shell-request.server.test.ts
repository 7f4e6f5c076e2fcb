import { getBrand } from '@tourmarket/domain/brand'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from './session.server.ts'
import { decideShellRequest, readShellRequest } from './shell-request.server.ts'

const withRussian = getBrand('tourmarket')
const global = getBrand('tourmarket-global')

function get(url: string, cookie?: string): Request {
  return new Request(url, cookie === undefined ? {} : { headers: { cookie } })
}

describe('§2 tour-selection-token on any page', () => {
  it('§2 stores the token with an emptied list and removes the parameter by a 302', () => {
    const decision = decideShellRequest(
      get('http://shop.test/altai-1?page=2&tour-selection-token=77-abc&sort=price'),
      [],
    )
    expect(decision).toEqual({
      kind: 'redirect',
      location: '/altai-1?page=2&sort=price',
      setCookies: [
        `tour_selection=${encodeURIComponent('{"items":[],"token":"77-abc"}')}; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly`,
      ],
    })
  })

  it('§2 removes a blank token from the address without storing anything', () => {
    expect(decideShellRequest(get('http://shop.test/?tour-selection-token='), [])).toEqual({
      kind: 'redirect',
      location: '/',
      setCookies: [],
    })
  })

  it('marks the cookie Secure on https', () => {
    const decision = decideShellRequest(get('https://shop.test/?tour-selection-token=1-x'), [])
    expect(decision.setCookies[0]).toMatch(/; Secure; HttpOnly$/)
  })

  it('leaves a form post alone', () => {
    const post = new Request('http://shop.test/?tour-selection-token=1-x', { method: 'POST' })
    expect(decideShellRequest(post, [])).toEqual({ kind: 'continue', setCookies: [] })
  })
})

describe('§2/§9 UTM source, campaign and content saved on every entry', () => {
  it('§9 saves each for 3 days, HttpOnly, and clears the ones this entry lacks', () => {
    const decision = decideShellRequest(
      get('http://shop.test/?utm_source=newsletter&utm_content=hero%20banner&utm_medium=email'),
      [],
    )
    expect(decision).toEqual({
      kind: 'continue',
      setCookies: [
        'utm_source=newsletter; Path=/; Max-Age=259200; SameSite=Lax; HttpOnly',
        'utm_campaign=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
        'utm_content=hero%20banner; Path=/; Max-Age=259200; SameSite=Lax; HttpOnly',
      ],
    })
  })

  it('§2 an entry without UTM parameters keeps the saved ones', () => {
    expect(decideShellRequest(get('http://shop.test/tours?page=3'), [])).toEqual({
      kind: 'continue',
      setCookies: [],
    })
  })
})

describe('§2 path rules applied by the server', () => {
  const rules = [
    { from: '/tour-operators', to: '/tour-providers' },
    { from: '/office', to: 'https://office.example.com/' },
  ]

  it('§2 redirects a matching path and still saves the entry’s UTM values', () => {
    const decision = decideShellRequest(get('http://shop.test/tour-operators?utm_source=ad'), rules)
    expect(decision.kind).toBe('redirect')
    expect(decision).toMatchObject({ location: '/tour-providers?utm_source=ad' })
    expect(decision.setCookies).toHaveLength(3)
  })

  it('§2 sends an external target as a full URL', () => {
    expect(decideShellRequest(get('http://shop.test/office'), rules)).toEqual({
      kind: 'redirect',
      location: 'https://office.example.com/',
      setCookies: [],
    })
  })

  it('§2 the selection token is handled first; the rule applies on the next request', () => {
    expect(
      decideShellRequest(get('http://shop.test/tour-operators?tour-selection-token=5-a'), rules),
    ).toMatchObject({ kind: 'redirect', location: '/tour-operators' })
  })
})

describe('§7 the request’s language, currency and session', () => {
  it('§2 /ru is Russian where the brand offers it; elsewhere en-US', () => {
    expect(readShellRequest(get('http://shop.test/ru/contacts'), withRussian).locale).toBe('ru')
    expect(readShellRequest(get('http://shop.test/rural-tours'), withRussian).locale).toBe('en-US')
    expect(readShellRequest(get('http://shop.test/ru'), global).locale).toBe('en-US')
  })

  it('§9 takes the currency cookie when the brand offers it, else the brand default', () => {
    expect(readShellRequest(get('http://shop.test/', 'currency=EUR'), withRussian).currency).toBe(
      'EUR',
    )
    expect(readShellRequest(get('http://shop.test/', 'currency=AED'), withRussian).currency).toBe(
      'USD',
    )
    expect(readShellRequest(get('http://shop.test/', 'currency=AED'), global).currency).toBe('AED')
    expect(readShellRequest(get('http://shop.test/'), withRussian).currency).toBe('USD')
  })

  it('issue 22: carries the request id the server set, to pass on to the API', () => {
    const request = new Request('http://shop.test/', { headers: { 'x-request-id': 'web-42' } })
    expect(readShellRequest(request, global).requestId).toBe('web-42')
    expect(readShellRequest(get('http://shop.test/'), global).requestId).toBeNull()
  })

  it('§9 reads the country cookie as a country id', () => {
    expect(readShellRequest(get('http://shop.test/', 'country=228'), global).countryId).toBe(228)
    expect(readShellRequest(get('http://shop.test/', 'country=US'), global).countryId).toBeNull()
  })

  it('§4 reads the session token from its cookie and knows https', () => {
    const shell = readShellRequest(
      get('https://shop.test/', `${SESSION_COOKIE}=${encodeURIComponent('Bearer t0k3n')}`),
      global,
    )
    expect(shell).toMatchObject({ sessionToken: 't0k3n', secure: true })
  })
})
