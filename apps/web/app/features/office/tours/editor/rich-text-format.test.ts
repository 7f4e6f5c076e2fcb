import { describe, expect, it } from 'vitest'
import { applyRichTextFormat } from './rich-text-format.ts'

describe('the description formatting buttons', () => {
  it('wraps the selection and keeps it selected', () => {
    const formatted = applyRichTextFormat('Meet at nine', { start: 8, end: 12 }, 'bold')
    expect(formatted.value).toBe('Meet at <strong>nine</strong>')
    expect(formatted.value.slice(formatted.selection.start, formatted.selection.end)).toBe('nine')
  })

  it('puts the caret between new tags when nothing is selected', () => {
    const formatted = applyRichTextFormat('', { start: 0, end: 0 }, 'heading')
    expect(formatted).toEqual({ value: '<h3></h3>', selection: { start: 4, end: 4 } })
    const list = applyRichTextFormat('', { start: 0, end: 0 }, 'list')
    expect(list.value).toBe('<ul>\n  <li></li>\n</ul>')
    expect(list.selection.start).toBe(list.value.indexOf('</li>'))
  })

  it('makes each selected line a list item', () => {
    const formatted = applyRichTextFormat('Bring:\nboots\n\nhat', { start: 7, end: 17 }, 'list')
    expect(formatted.value).toBe('Bring:\n<ul>\n  <li>boots</li>\n  <li>hat</li>\n</ul>')
  })

  it('links the selection to an address written safely into the attribute', () => {
    expect(
      applyRichTextFormat('map', { start: 0, end: 3 }, 'link', 'https://x.test/?a="b"&c').value,
    ).toBe('<a href="https://x.test/?a=&quot;b&quot;&amp;c">map</a>')
  })
})
