import { describe, expect, it } from 'vitest'
import { allowedRedirectTarget } from './redirect-target.ts'
import { sameSitePath, sitePathOf } from './same-site-path.ts'

const site = 'https://tourmarket.example'
const policy = { siteOrigin: site, allowedHosts: ['partner.example'] }

/**
 * Known ways to smuggle another host past a redirect check (issue 37): dot segments that parsing
 * removes, backslashes, the characters browsers skip, encodings, userinfo, schemes and look-alike
 * slashes. None may end up as a Location that takes a browser off the site.
 */
const bypasses = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/./evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/%2e%2e//evil.example',
  '/.%2e/%2e%2e//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  '/%09/evil.example',
  '%2f%2fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '//user@evil.example',
  '//user:pass@evil.example/',
  '/\\user@evil.example',
  '//evil.example%2f@tourmarket.example',
  '//%65vil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '  //evil.example',
  '\u0001//evil.example',
  '\u001f/\\evil.example',
  '\u3000//evil.example',
  '/\uff0fevil.example',
  '\uff0f\uff0fevil.example',
  '/\uff3cevil.example',
  '//evil\u3002example',
  'https://tourmarket.example//evil.example',
  'https://tourmarket.example/.//evil.example',
  'https://tourmarket.example/%2e//evil.example',
  'https://tourmarket.example@evil.example/',
]

/** Where a browser on the site goes when answered `Location: location`. */
function followed(location: string): URL {
  return new URL(location, `${site}/some/page`)
}

describe('issue 37: a corpus of open-redirect tricks stays on the site', () => {
  it.each(bypasses)('sameSitePath(%j) is a path of this site', (target) => {
    const location = sameSitePath(target)
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(followed(location).origin).toBe(site)
  })

  it.each(bypasses)('§2 /redirect follows %j nowhere off the site', (target) => {
    const location = allowedRedirectTarget(target, policy)
    if (location !== null) {
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(followed(location).origin).toBe(site)
    }
  })

  it.each(['/.//evil.example', '/%2e//evil.example', '/..//evil.example', '/a/..//evil.example'])(
    'refuses %j, which only parsing turns into //evil.example',
    (target) => {
      expect(sitePathOf(target)).toBeNull()
      expect(allowedRedirectTarget(target, policy)).toBeNull()
      expect(allowedRedirectTarget(`${site}${target}`, policy)).toBeNull()
      expect(sameSitePath(target, '/ru')).toBe('/ru')
    },
  )

  it('still follows plain paths, with dot segments resolved as a browser would', () => {
    expect(sitePathOf('/collections?utm_source=mail#top')).toBe('/collections?utm_source=mail#top')
    expect(sitePathOf('/a/./b/../c')).toBe('/a/c')
    expect(sitePathOf('/tours?next=//evil.example')).toBe('/tours?next=//evil.example')
    expect(allowedRedirectTarget('/journal/./post', policy)).toBe('/journal/post')
  })
})
