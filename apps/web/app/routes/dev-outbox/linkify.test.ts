import { describe, expect, it } from 'vitest'
import { linkifiedParts } from './linkify.ts'

describe('outbox page: links in message bodies', () => {
  it('cuts a body into text and links, leaving a trailing full stop outside', () => {
    expect(linkifiedParts('Open http://127.0.0.1:3000/password-reset?token=abc.\nThanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      {
        kind: 'link',
        text: 'http://127.0.0.1:3000/password-reset?token=abc',
        href: 'http://127.0.0.1:3000/password-reset?token=abc',
      },
      { kind: 'text', text: '.\nThanks' },
    ])
  })

  it('keeps a body without links as one text part', () => {
    expect(linkifiedParts('Your code is 01234.')).toEqual([
      { kind: 'text', text: 'Your code is 01234.' },
    ])
    expect(linkifiedParts('')).toEqual([])
  })
})
