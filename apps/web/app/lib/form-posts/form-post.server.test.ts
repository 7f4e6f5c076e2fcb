import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { postedPhone, readFormPost } from './form-post.server.ts'

// The shell comes from the root middleware (and the build's manifest); a refused post never needs it.
vi.mock('../shell-context.server.ts', () => ({
  shellRequestOf: () => {
    throw new Error('A refused post must not reach the shell')
  },
}))

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (thrown) {
    return thrown
  }
  throw new Error('The post was accepted')
}

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
    const thrown = await refusal(readFormPost(request, new RouterContextProvider()))
    expect(thrown).toMatchObject({ init: { status: 403 } })
    expect(isRouteErrorResponse(thrown)).toBe(false)
  })

  it('joins a phone typed without its code to the dial code posted beside it', () => {
    const fields = new FormData()
    fields.set('contact.phone', '202 555 0123')
    fields.set('contact.phone-dial-code', '+1')
    expect(postedPhone(fields, 'contact.phone')).toBe('+1 202 555 0123')
    fields.set('contact.phone', '+44 20 7946 0000')
    expect(postedPhone(fields, 'contact.phone')).toBe('+44 20 7946 0000')
  })
})
