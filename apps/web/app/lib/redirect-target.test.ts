import { describe, expect, it } from 'vitest'
import { allowedRedirectTarget } from './redirect-target.ts'

const policy = {
  siteOrigin: 'https://tourmarket.example',
  allowedHosts: ['partner.example', 'blog.tourmarket.example'],
}

describe('§2 /redirect and /r/{id} stay on the site or on an allow-listed host', () => {
  it('follows a path of this site with its query and hash', () => {
    expect(allowedRedirectTarget('/collections?utm_source=mail#top', policy)).toBe(
      '/collections?utm_source=mail#top',
    )
    expect(allowedRedirectTarget('/', policy)).toBe('/')
  })

  it('follows an absolute URL of this site as a path', () => {
    expect(allowedRedirectTarget('https://tourmarket.example/journal', policy)).toBe('/journal')
  })

  it('follows an allow-listed host over http(s)', () => {
    expect(allowedRedirectTarget('https://partner.example/offer?id=3', policy)).toBe(
      'https://partner.example/offer?id=3',
    )
    expect(allowedRedirectTarget('https://PARTNER.example/', policy)).toBe(
      'https://partner.example/',
    )
    expect(allowedRedirectTarget('http://blog.tourmarket.example/a', policy)).toBe(
      'http://blog.tourmarket.example/a',
    )
  })

  it.each([
    ['another host', 'https://evil.example/'],
    ['a subdomain of an allowed host', 'https://x.partner.example/'],
    ['a host that ends like an allowed one', 'https://evilpartner.example/'],
    ['an allowed host on another port', 'https://partner.example:8443/'],
    ['this site on another scheme', 'http://tourmarket.example/journal'],
    ['protocol-relative', '//evil.example/path'],
    ['protocol-relative with three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a backslash in a URL', 'https:\\\\evil.example'],
    ['a backslash after the host', 'https://partner.example\\@evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['leading spaces then //', '  //evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', ' JavaScript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['userinfo naming the site', 'https://tourmarket.example@evil.example/'],
    ['userinfo on an allowed host', 'https://user:pass@partner.example/'],
    ['ftp', 'ftp://partner.example/'],
    ['a bare word', 'evil.example'],
    ['an empty target', ''],
    ['only spaces', '   '],
  ])('refuses %s', (_, target) => {
    expect(allowedRedirectTarget(target, policy)).toBeNull()
  })
})
