import { describe, expect, it } from 'vitest'
import { sanitizeJournalHtml } from './journal-html.ts'

describe('journal article HTML', () => {
  it('keeps prose and figures with the site’s own pictures, loaded lazily', () => {
    expect(
      sanitizeJournalHtml(
        '<p>Text</p><figure><img src="/media/journal-7/800x534" alt="Lake" width="800" height="534"><figcaption>The lake</figcaption></figure>',
      ),
    ).toBe(
      '<p>Text</p><figure><img src="/media/journal-7/800x534" alt="Lake" width="800" height="534" loading="lazy" decoding="async" /><figcaption>The lake</figcaption></figure>',
    )
  })

  it('drops scripts, handlers, styles and pictures from elsewhere', () => {
    expect(
      sanitizeJournalHtml(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src="https://evil.example/a.png"><img src="javascript:alert(1)"><img src="/media/../secret">',
      ),
    ).toBe('<p>Hi</p>')
  })
})
