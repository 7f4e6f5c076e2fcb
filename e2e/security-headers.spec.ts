import { request as httpRequest } from 'node:http'
import type { Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 14 finding 7: every page carries security headers and a nonce-based CSP that the site's
// own scripts satisfy, so a page works fully while markup without the nonce cannot run.

/** Records every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

test.describe('storefront security headers', () => {
  test('a page carries the headers and a CSP whose scripts need this page’s nonce', async ({
    page,
  }) => {
    const response = await page.goto('/')
    const headers = response!.headers()
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['permissions-policy']).toContain('camera=()')
    // Plain HTTP on this machine: HSTS would mean nothing.
    expect(headers['strict-transport-security']).toBeUndefined()
    const policy = headers['content-security-policy'] ?? ''
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? ''
    expect(scriptSources).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    // A fresh nonce for each page.
    const again = (await page.request.get('/')).headers()['content-security-policy']
    expect(again).not.toBe(policy)
  })

  test.describe('with injected markup', () => {
    // One pattern: Playwright reads a two-element array as a value and its options.
    test.use({ expectedConsoleErrors: [/Content Security Policy|status of 404/] })

    test('markup slipped into a page cannot run its handlers; the site’s own scripts all do', async ({
      page,
    }) => {
      await recordViolations(page)
      await gotoHydrated(page, '/dev/ui')
      await page.evaluate(() => {
        // What a stored-XSS payload in organizer HTML would look like once rendered.
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="/missing-picture.png" onerror="window.injectedHandlerRan = true" alt="">',
        )
      })
      await expect.poll(() => violationsOf(page)).toEqual([expect.stringMatching(/^script-src/)])
      const ran = await page.evaluate(
        () => (window as unknown as { injectedHandlerRan?: boolean }).injectedHandlerRan === true,
      )
      expect(ran).toBe(false)
    })
  })

  for (const path of ['/', '/italy', '/login', '/dev/ui']) {
    test(`${path} hydrates with no CSP violation`, async ({ page }) => {
      await recordViolations(page)
      await gotoHydrated(page, path)
      await expect(page.locator('meta[property="csp-nonce"]')).toHaveCount(1)
      expect(await violationsOf(page)).toEqual([])
    })
  }

  test('a tour page, with its lazy route and gallery, hydrates with no CSP violation', async ({
    page,
  }) => {
    await recordViolations(page)
    await gotoHydrated(page, '/')
    const [first] = await page
      .locator('main a[href]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')).filter((href) => /-\d+$/.test(href ?? '')),
      )
    expect(first).toBeDefined()
    await gotoHydrated(page, first!)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violationsOf(page)).toEqual([])
  })
})

test('issue 14: a body over the API’s limit gets 413 with the §8 body, not 502', async () => {
  const { hostname, port } = new URL(STOREFRONT_URL)
  // Five megabytes declared; the first kilobyte is enough for the storefront to answer.
  const declaredLength = 5 * 1024 * 1024
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    let answered = false
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path: '/crm/api/tour/complaint',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': declaredLength },
      },
      (response) => {
        answered = true
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    // The storefront answers before the body is sent and closes the connection, as it should.
    outgoing.on('error', (error) => {
      if (!answered) reject(error)
    })
    outgoing.write(Buffer.alloc(1024, 'a'))
  })
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.text)).toEqual({
    message: 'The request body is too large.',
    code: 'body_too_large',
  })
})
