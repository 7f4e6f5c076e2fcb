import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path.ts'

describe('issue 14: every redirect the storefront builds stays on the site', () => {
  it('keeps a path of this site as it is, with its query and hash', () => {
    expect(sameSitePath('/italy?sort=price#dates')).toBe('/italy?sort=price#dates')
    expect(sameSitePath('/ru/booking/12')).toBe('/ru/booking/12')
  })

  it.each([
    ['//evil.example/italy?sort=price', '/evil.example/italy?sort=price'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\\\evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    [' //evil.example', '/evil.example'],
    ['/\n\\evil.example', '/evil.example'],
  ])('collapses the slashes of %j into a path of this site', (target, expected) => {
    expect(sameSitePath(target)).toBe(expected)
  })

  it.each(['https://evil.example/', 'javascript:alert(1)', 'evil.example', '', 'http:/evil'])(
    'sends %j to the fallback',
    (target) => {
      expect(sameSitePath(target)).toBe('/')
      expect(sameSitePath(target, '/ru')).toBe('/ru')
    },
  )
})
