import { describe, expect, it } from 'vitest'
import { decodeHtmlEntities } from './html-entities.ts'

describe('decodeHtmlEntities', () => {
  it('decodes the named entities sanitisers write and numeric ones; leaves unknown names', () => {
    expect(
      decodeHtmlEntities('Tom &amp; Jerry&#39;s &lt;3&gt; &quot;x&quot;&nbsp;&#x41;&copy;'),
    ).toBe('Tom & Jerry\'s <3> "x" A&copy;')
  })
})
