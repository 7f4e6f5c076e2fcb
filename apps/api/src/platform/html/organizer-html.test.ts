import { describe, expect, it } from 'vitest'
import { sanitizeOrganizerHtml } from './organizer-html.ts'

describe('issue 14: organizer HTML keeps its structure and loses whatever runs', () => {
  it('keeps paragraphs, headings, lists, emphasis and web links', () => {
    const html =
      '<h3>Day one</h3><p>Meet at <strong>9:00</strong>, <em>sharp</em>.<br>Bring:</p><ul><li>boots</li></ul>'
    expect(sanitizeOrganizerHtml(html)).toBe(html.replace('<br>', '<br />'))
    expect(sanitizeOrganizerHtml('<a href="https://example.com/map">map</a>')).toBe(
      '<a href="https://example.com/map" rel="nofollow noopener noreferrer" target="_blank">map</a>',
    )
  })

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="nofollow noopener noreferrer" target="_blank">x</a>',
    ],
    [
      '<a href="//evil.example">x</a>',
      '<a rel="nofollow noopener noreferrer" target="_blank">x</a>',
    ],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="card"></form>', ''],
  ])('cleans %j', (dirty, clean) => {
    expect(sanitizeOrganizerHtml(dirty)).toBe(clean)
  })
})
