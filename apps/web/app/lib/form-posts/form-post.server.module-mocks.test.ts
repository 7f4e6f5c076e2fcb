import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { postedPhone, readFormPost } from './form-post.server.ts'

// The shell comes from the root middleware (and the build's manifest); a refused post never needs it.
const shell = vi.hoisted(() => ({ available: false }))
vi.mock('../shell-context.server.ts', () => ({
  shellRequestOf: () => {
    if (!shell.available) throw new Error('A refused post must not reach the shell')
    return {}
  },
}))
vi.mock('../api.server.ts', () => ({ createServerApiClient: () => ({}) }))

describe('a native form post (issue 16)', () => {
  it('refuses a post made from another site’s page with 403, before reading it', async () => {
    const request = new Request('http://127.0.0.1:3000/login', {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'form=password&login=a%40b.c&password=x',
    })
    const post = readFormPost(request, new RouterContextProvider())
    await expect(post).rejects.toMatchObject({ init: { status: 403 } })
    await expect(post).rejects.not.toSatisfy(isRouteErrorResponse)
  })

  it('joins a phone typed without its code to the dial code posted beside it', () => {
    const fields = new FormData()
    fields.set('contact.phone', '202 555 0123')
    fields.set('contact.phone-dial-code', '+1')
    expect(postedPhone(fields, 'contact.phone')).toBe('+1 202 555 0123')
    fields.set('contact.phone', '+44 20 7946 0000')
    expect(postedPhone(fields, 'contact.phone')).toBe('+44 20 7946 0000')
  })

  it.each([
    ['/.//evil.example/reviews', '/'],
    ['//evil.example/meet?key=k', '/evil.example/meet?key=k'],
    ['/help#help-request', '/help#help-request'],
  ])('redirects %j only to a path of this site (issue 37)', async (location, expected) => {
    shell.available = true
    const request = new Request('http://127.0.0.1:3000/help', {
      method: 'POST',
      body: new URLSearchParams({ topic: 'x' }),
    })
    const post = await readFormPost(request, new RouterContextProvider())
    expect(post.redirect(location).headers.get('Location')).toBe(expected)
  })
})
