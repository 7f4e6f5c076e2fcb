import { describe, expect, it } from 'vitest'
import { withErrorPageHeaders } from './noindex-error.ts'

describe('the root error screen’s headers', () => {
  it('keep a thrown answer’s X-Robots-Tag and Cache-Control, over the parent’s', () => {
    const headers = withErrorPageHeaders(
      new Headers({ 'Content-Language': 'en', 'Cache-Control': 'public, max-age=60' }),
      new Headers({
        'X-Robots-Tag': 'noindex',
        'Cache-Control': 'private, no-store',
        'X-Other': 'not kept',
      }),
    )
    expect(headers.get('X-Robots-Tag')).toBe('noindex')
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(headers.get('Content-Language')).toBe('en')
    expect(headers.get('X-Other')).toBeNull()
  })

  it('are the parent’s as they are without an error answer', () => {
    const parent = new Headers({ 'Set-Cookie': 'a=1' })
    expect([...withErrorPageHeaders(parent, undefined)]).toEqual([...parent])
  })
})
