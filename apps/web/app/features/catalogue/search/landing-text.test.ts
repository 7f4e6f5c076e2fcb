import { describe, expect, it } from 'vitest'
import { landingPlainText } from './landing-text.ts'

describe('§3 landing description as plain text', () => {
  it('removes markup and collapses white space', () => {
    expect(landingPlainText('<p>Italy with <b>local</b> guides.</p>\n<p>Checked.</p>')).toBe(
      'Italy with local guides. Checked.',
    )
  })

  it('decodes named and numeric entities', () => {
    expect(landingPlainText('Rock &amp; roll &#8211; &#x41;&lt;b&gt;')).toBe('Rock & roll – A<b>')
  })
})
