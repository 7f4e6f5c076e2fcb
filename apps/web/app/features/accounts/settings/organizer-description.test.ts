import { describe, expect, it } from 'vitest'
import { descriptionHtml, descriptionText } from './organizer-description.ts'

describe('the organizer description: HTML stored, plain text in the form', () => {
  it('shows paragraphs as blank lines and line breaks as new lines, without markup', () => {
    expect(
      descriptionText('<p>I am Lars.</p><p>We hike <b>Lofoten</b>,<br/>every summer.</p>'),
    ).toBe('I am Lars.\n\nWe hike Lofoten,\nevery summer.')
  })

  it('decodes entities and keeps a link as its text', () => {
    expect(
      descriptionText('<p>Tom &amp; Jerry&#39;s <a href="https://x.example">map</a> &lt;3</p>'),
    ).toBe("Tom & Jerry's map <3")
  })

  it('saves a paragraph per blank-line block, escaping what the organizer typed', () => {
    expect(descriptionHtml('Hello <there>\r\nsecond line\n\n\n  Tom & Jerry  \n')).toBe(
      '<p>Hello &lt;there&gt;<br>second line</p><p>Tom &amp; Jerry</p>',
    )
    expect(descriptionHtml('   \n ')).toBe('')
  })

  it('survives a round trip: what the form shows is what it saves back', () => {
    const text = 'I am Lars.\n\nWe hike Lofoten,\nevery summer & winter.'
    expect(descriptionText(descriptionHtml(text))).toBe(text)
    const html = '<p>I am Lars.</p><p>We hike Lofoten,<br>every summer &amp; winter.</p>'
    expect(descriptionHtml(descriptionText(html))).toBe(html)
  })
})
