import { describe, expect, it } from 'vitest'
import { extractUtm } from './utm.ts'

const reader = (entries: Record<string, string>) => ({
  get: (name: string) => entries[name] ?? null,
})

describe('§2 UTM parameters saved on every entry', () => {
  it('§2 picks source, campaign and content from a query object', () => {
    expect(
      extractUtm({
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        utm_content: 'hero',
        utm_medium: 'email',
      }),
    ).toEqual({ source: 'newsletter', campaign: 'spring', content: 'hero' })
  })

  it('§2 reads from anything with get(), such as URLSearchParams', () => {
    expect(extractUtm(reader({ utm_campaign: 'spring' }))).toEqual({
      source: null,
      campaign: 'spring',
      content: null,
    })
  })

  it('§2 gives null when none of the three is present or filled', () => {
    expect(extractUtm({})).toBeNull()
    expect(extractUtm({ utm_medium: 'email', page: '2' })).toBeNull()
    expect(extractUtm({ utm_source: '  ', utm_campaign: '', utm_content: [] })).toBeNull()
    expect(extractUtm(reader({}))).toBeNull()
  })

  it('§2 trims values and takes the first filled one of a repeated parameter', () => {
    expect(extractUtm({ utm_source: [' ', ' ads ', 'other'] })).toEqual({
      source: 'ads',
      campaign: null,
      content: null,
    })
  })

  it('§2 does not mistake a parameter named get for a reader', () => {
    expect(extractUtm({ get: 'x', utm_content: 'card' })).toEqual({
      source: null,
      campaign: null,
      content: 'card',
    })
  })
})
