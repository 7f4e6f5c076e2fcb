import { describe, expect, it } from 'vitest'
import { readingMinutesOf, renderJournalMarkdown } from './journal-markdown.ts'

describe('journal Markdown (issue 43)', () => {
  it('renders prose, headings, lists and links', () => {
    expect(
      renderJournalMarkdown(
        '## Where\n\nThe **old town** and [the map](https://example.com).\n\n- one\n- two',
      ),
    ).toBe(
      '<h2>Where</h2>\n<p>The <strong>old town</strong> and <a href="https://example.com">the map</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    )
  })

  it('sanitises as journal HTML: no script, no handler, no javascript link, no outside image', () => {
    const html = renderJournalMarkdown(
      '<script>alert(1)</script>\n\n<p onclick="x()">Hi</p>\n\n[go](javascript:alert(1)) ![x](https://evil.example/a.png) ![ok](/media/landscape-3/800x500)',
    )
    expect(html).not.toMatch(/script|onclick|javascript|evil/)
    expect(html).toContain('<p>Hi</p>')
    expect(html).toContain(
      '<img src="/media/landscape-3/800x500" alt="ok" loading="lazy" decoding="async" />',
    )
  })

  it('keeps a post written as HTML as it was', () => {
    expect(renderJournalMarkdown('<p>Written as <em>HTML</em>.</p>')).toBe(
      '<p>Written as <em>HTML</em>.</p>',
    )
  })

  it('counts reading minutes at 200 words a minute, at least one', () => {
    expect(readingMinutesOf('')).toBe(1)
    expect(readingMinutesOf(Array.from({ length: 1000 }, () => 'word').join(' '))).toBe(5)
    expect(readingMinutesOf('# — - *')).toBe(1)
  })
})
