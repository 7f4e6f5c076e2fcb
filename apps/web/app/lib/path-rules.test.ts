import { describe, expect, it } from 'vitest'
import {
  buildManifestPath,
  parseBuildManifest,
  parsePathRules,
  resolvePathRule,
  type PathRule,
} from './path-rules.ts'

const page = (path: string) => new URL(path, 'https://tourmarket.example')

describe('§2 path rules: a matching path redirects', () => {
  const rules: PathRule[] = [
    { from: '/tour-operators', to: '/tour-providers' },
    { from: '/blog/**', to: '/journal/**' },
    { from: '/organizer-login', to: 'https://office.example.com/login' },
    { from: '/old-help/**', to: '/help-center' },
  ]

  it('§2 sends an exact path to its target, keeping the query', () => {
    expect(resolvePathRule(rules, page('/tour-operators?utm_source=mail'))).toEqual({
      location: '/tour-providers?utm_source=mail',
      external: false,
    })
  })

  it('§2 ignores a trailing slash and leaves other paths alone', () => {
    expect(resolvePathRule(rules, page('/tour-operators/'))?.location).toBe('/tour-providers')
    expect(resolvePathRule(rules, page('/tour-operators-2024'))).toBeNull()
    expect(resolvePathRule(rules, page('/'))).toBeNull()
  })

  it('§2 carries the rest of a /** prefix over to the target', () => {
    expect(resolvePathRule(rules, page('/blog/altai/best-treks-12'))?.location).toBe(
      '/journal/altai/best-treks-12',
    )
    expect(resolvePathRule(rules, page('/blog'))?.location).toBe('/journal')
    expect(resolvePathRule(rules, page('/blogger'))).toBeNull()
    expect(resolvePathRule(rules, page('/old-help/payments/refunds'))?.location).toBe(
      '/help-center',
    )
  })

  it('§2 marks a target on another origin external, so it gets a full page load', () => {
    expect(resolvePathRule(rules, page('/organizer-login?x=1'))).toEqual({
      location: 'https://office.example.com/login?x=1',
      external: true,
    })
  })

  it('treats an absolute URL on the same origin as internal', () => {
    const sameOrigin = [{ from: '/a', to: 'https://tourmarket.example/b' }]
    expect(resolvePathRule(sameOrigin, page('/a'))).toEqual({ location: '/b', external: false })
  })

  it('issue 14: a path rule never sends anyone to another host, whatever the request carried', () => {
    const catchAll = [{ from: '/old/**', to: '/**' }]
    expect(resolvePathRule(catchAll, page('/old//evil.example/x'))).toEqual({
      location: '/evil.example/x',
      external: false,
    })
    expect(resolvePathRule(catchAll, page('/old/%5Cevil.example'))?.external).toBe(false)
  })

  it('keeps the target’s own query instead of the visited one', () => {
    const withQuery = [{ from: '/sale', to: '/tours?sort=price' }]
    expect(resolvePathRule(withQuery, page('/sale?page=2'))?.location).toBe('/tours?sort=price')
  })

  it('applies the first matching rule', () => {
    const ordered = [
      { from: '/x/**', to: '/first' },
      { from: '/x/y', to: '/second' },
    ]
    expect(resolvePathRule(ordered, page('/x/y'))?.location).toBe('/first')
  })
})

describe('§7 the path rules file and the build manifest are checked', () => {
  it('accepts an empty list', () => {
    expect(parsePathRules([], 'path-rules.json')).toEqual([])
  })

  it('names every bad rule at once', () => {
    expect(() =>
      parsePathRules(
        [
          { from: 'no-slash', to: '/x' },
          { from: '/a', to: 'javascript:alert(1)' },
          { from: '/b', to: '/c/**' },
          { from: '/d', to: '/d' },
          { from: '/e', to: '/f', status: 301 },
          { from: '/g', to: '/h' },
          { from: '/g', to: '/i' },
        ],
        'rules.json',
      ),
    ).toThrow(
      /rule 1: "from" must be a path[\s\S]*rule 2: "to" must be a path or an http\(s\) URL[\s\S]*rule 3: "to" may end with \/\*\* only when "from" does[\s\S]*rule 4 redirects \/d to itself[\s\S]*rule 5 has unknown fields: status[\s\S]*"from" \/g appears twice/,
    )
  })

  it('refuses a file that is not a list', () => {
    expect(() => parsePathRules({ from: '/a', to: '/b' }, 'rules.json')).toThrow(
      /rules.json must hold a JSON list/,
    )
  })

  it('§7 reads a manifest { buildId, pathRules } and refuses anything else', () => {
    const manifest = { buildId: '0f8b6a52-3c4d', pathRules: [{ from: '/a', to: '/b' }] }
    expect(parseBuildManifest(manifest, 'manifest')).toEqual(manifest)
    expect(() => parseBuildManifest({ buildId: '../etc', pathRules: [] }, 'manifest')).toThrow(
      /not a build manifest/,
    )
    expect(() => parseBuildManifest(null, 'manifest')).toThrow(/not a build manifest/)
  })

  it('§7 the manifest lives at builds/meta/{buildId}.json', () => {
    expect(buildManifestPath('abc-123')).toBe('/builds/meta/abc-123.json')
  })
})
