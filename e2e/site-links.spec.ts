import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test.ts'

// Issue 18 item 7: no URL the sitemap lists and no internal link a page shows may lead to a 404 or
// a 5xx. Both walks fetch the server-rendered HTML (what a crawler and a visitor before hydration
// get); a browser adds nothing to a status code.

/** Requests in flight at once: enough to finish in bounded time, few enough for a 2-core machine. */
const CONCURRENCY = 4

/** A tour page or a journal article: a slug ending in -digits (§2). */
const slugEndingInDigits = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/

type Outcome = { url: string; status: number; from: string }

/** Runs `work` over `items` with at most CONCURRENCY at a time. */
async function inPool<Item>(items: readonly Item[], work: (item: Item) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as Item
      await work(item)
    }
  })
  await Promise.all(workers)
}

function brokenOf(outcomes: readonly Outcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.status >= 400)
    .map((outcome) => `${outcome.status} ${outcome.url} (linked from ${outcome.from})`)
}

test.describe('§2 every address the site gives out answers', () => {
  // Long walks: thousands of server renders on a busy machine.
  test.describe.configure({ timeout: 600_000 })

  test('sitemap.xml: every listed URL answers 200', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    )
    // The demo catalogue lists thousands of pages of every kind (decision 0010).
    expect(urls.length).toBeGreaterThan(1000)
    const outcomes: Outcome[] = []
    await inPool(urls, async (url) => {
      expect(url.startsWith(String(baseURL)), `${url} is on this site`).toBe(true)
      const response = await request.get(url, { maxRedirects: 0 })
      outcomes.push({ url, status: response.status(), from: 'sitemap.xml' })
    })
    // A redirect in a sitemap is wasted crawl budget: listed pages answer 200 themselves.
    const notOk = outcomes
      .filter((outcome) => outcome.status !== 200)
      .map((outcome) => `${outcome.status} ${outcome.url}`)
    expect(notOk).toEqual([])
  })

  for (const start of ['/', '/ru/']) {
    test(`crawl from ${start}: no internal link leads to a 404 or a 5xx`, async ({
      request,
      baseURL,
    }, testInfo) => {
      const { outcomes, readPerKind } = await crawl(request, String(baseURL), start)
      testInfo.annotations.push({
        type: 'crawl',
        description: `${outcomes.length} links checked; pages read per kind: ${JSON.stringify(Object.fromEntries(readPerKind))}`,
      })
      // Reaching this many pages means the walk left the home page's own links far behind.
      expect(outcomes.length).toBeGreaterThan(300)
      expect(brokenOf(outcomes)).toEqual([])
    })
  }
})

/**
 * The kind of page an address is, so the crawl can read a bounded number of pages of each kind
 * (a tour page, a search landing, a journal article, …) and still reach every kind of page.
 */
function pageKind(pathname: string): string {
  const segments = pathname
    .replace(/^\/ru(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
  const [first] = segments
  if (first === undefined) return 'home'
  if (segments.length === 1 && slugEndingInDigits.test(first)) return 'tour'
  if (first === 'journal') {
    const last = segments.at(-1) ?? ''
    return slugEndingInDigits.test(last) ? 'journal article' : 'journal index'
  }
  return segments.length === 1 && !knownSections.has(first) ? 'search landing' : first
}

/** §2 first path segments that are pages of their own, not search landings. */
const knownSections = new Set([
  'settings',
  'login',
  'login-via-token',
  'register',
  'email-confirm',
  'password-recovery',
  'password-reset',
  'redirect',
  'chat',
  'booking',
  'favorites',
  'destinations',
  'collections',
  'join',
  'about',
  'gift-cards',
  'help-center',
  'tour-providers',
  'contacts',
  'agreement',
  'tour-provider-agreement',
  'privacy',
  'safety-rules',
  'tours-upon-request',
  'payment-failed',
  'success',
  'fail',
])

/** Pages of one kind whose links are followed; every link found is still checked. */
const PAGES_READ_PER_KIND = 12
/** An upper bound on the whole walk, so a page that links to endless variants cannot run away. */
const MAX_CHECKED = 1500

/**
 * Breadth-first from `start`: every same-site link on a page read is fetched (following redirects:
 * an authOnly page sends a visitor to log in, which is not broken); the pages of each kind read
 * for more links are bounded by PAGES_READ_PER_KIND.
 */
async function crawl(
  request: APIRequestContext,
  origin: string,
  start: string,
): Promise<{ outcomes: Outcome[]; readPerKind: ReadonlyMap<string, number> }> {
  const seen = new Set<string>([start])
  const readPerKind = new Map<string, number>()
  const outcomes: Outcome[] = []
  let frontier: Outcome[] = [{ url: start, status: 0, from: 'start' }]
  while (frontier.length > 0 && outcomes.length < MAX_CHECKED) {
    const discovered: Outcome[] = []
    await inPool(frontier, async (entry) => {
      const response = await request.get(entry.url)
      const outcome = { ...entry, status: response.status() }
      outcomes.push(outcome)
      const contentType = response.headers()['content-type'] ?? ''
      if (outcome.status >= 400 || !contentType.includes('text/html')) return
      const pathname = new URL(response.url()).pathname
      const kind = pageKind(pathname)
      const read = readPerKind.get(kind) ?? 0
      if (read >= PAGES_READ_PER_KIND) return
      readPerKind.set(kind, read + 1)
      for (const link of internalLinks(await response.text(), origin, response.url())) {
        if (seen.has(link)) continue
        seen.add(link)
        discovered.push({ url: link, status: 0, from: entry.url })
      }
    })
    frontier = discovered.slice(0, Math.max(0, MAX_CHECKED - outcomes.length))
  }
  return { outcomes, readPerKind }
}

/** Same-site links of an HTML page as paths with their query, without the fragment. */
function internalLinks(html: string, origin: string, pageUrl: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&')
    if (href === '' || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
    const target = new URL(href, pageUrl)
    if (target.origin !== origin) continue
    links.push(`${target.pathname}${target.search}`)
  }
  return links
}
