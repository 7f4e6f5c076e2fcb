import { describe, expect, it } from 'vitest'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { bookingBody, createBookableTour, createSignedInUser } from './factories-bookings.ts'
import { seedCurrencyRates } from './factories.ts'

/** The value of one sample line of the Prometheus text, or undefined when it is not there. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line)
    if (match === null || match[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3])
  }
  return undefined
}

/** The sum of every sample of a metric, whatever its labels. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
}

describe.each(testDatabases)('issue 22: GET /metrics on $name', (target) => {
  const harness = useAccountsHarness(target)
  const scrape = async () => {
    const response = await harness.get('/metrics')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    return response.body
  }

  it('times requests per route template and status, never per raw URL', async () => {
    await harness.get('/spa/redirect/987654')
    await harness.get('/no-such-path')
    const text = await scrape()
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/spa/redirect/:id',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain('987654')
  })

  it('counts the cards and facet names search keeps in memory (issue 45)', async () => {
    await seedCurrencyRates(harness.db)
    const tour = await createBookableTour(harness.db)
    const count = (text: string, cache: string, outcome: string) =>
      sample(text, 'tourmarket_cache_lookups_total', { cache, outcome }) ?? 0
    const search = async (priceMax: number) => {
      const query = `organizer=${String(tour.organizerId)}&priceMax=${String(priceMax)}&expand=filters`
      const response = await harness.get(`/spa/tours-page?${query}`)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<{ data: { id: number }[] }>().data.map((card) => card.id)).toEqual([
        tour.id,
      ])
    }
    // Two different searches (no answer shared): the second finds the card and names kept.
    await search(100_000)
    const between = await scrape()
    await search(200_000)
    const after = await scrape()
    expect(count(after, 'search_cards', 'hit')).toBe(count(between, 'search_cards', 'hit') + 1)
    expect(count(after, 'search_cards', 'miss')).toBe(count(between, 'search_cards', 'miss'))
    expect(count(between, 'search_cards', 'miss')).toBeGreaterThanOrEqual(1)
    expect(count(after, 'search_facet_names', 'hit')).toBe(
      count(between, 'search_facet_names', 'hit') + 1,
    )
  })

  it('counts tour-page cache lookups, and reports bookings per status from the database', async () => {
    await seedCurrencyRates(harness.db)
    const tour = await createBookableTour(harness.db)
    const before = await scrape()
    const hits =
      sample(before, 'tourmarket_cache_lookups_total', { cache: 'tour_page', outcome: 'hit' }) ?? 0
    const misses =
      sample(before, 'tourmarket_cache_lookups_total', { cache: 'tour_page', outcome: 'miss' }) ?? 0
    const booked = total(before, 'tourmarket_bookings')

    expect((await harness.get(`/spa/tour?slug=${tour.slug}`)).statusCode).toBe(200)
    expect((await harness.get(`/spa/tour?slug=${tour.slug}`)).statusCode).toBe(200)
    const user = await createSignedInUser(harness.db, harness.config)
    const created = await harness.post('/crm/api/request/create', {
      token: user.token,
      body: bookingBody(tour.dates[0]!.id),
    })
    expect(created.statusCode, created.body).toBe(200)

    const after = await scrape()
    expect(
      sample(after, 'tourmarket_cache_lookups_total', { cache: 'tour_page', outcome: 'miss' }),
    ).toBe(misses + 1)
    expect(
      sample(after, 'tourmarket_cache_lookups_total', { cache: 'tour_page', outcome: 'hit' }),
    ).toBe(hits + 1)
    const status = String(created.json<{ status: number }>().status)
    expect(sample(after, 'tourmarket_bookings', { status })).toBeGreaterThanOrEqual(1)
    expect(total(after, 'tourmarket_bookings')).toBe(booked + 1)
    expect(sample(after, 'tourmarket_chat_open_sockets')).toBe(0)
    if (target.name === 'postgres') {
      expect(sample(after, 'tourmarket_db_pool_connections')).toBeGreaterThanOrEqual(1)
    } else {
      expect(sample(after, 'tourmarket_db_pool_connections')).toBeUndefined()
    }
  })
})
