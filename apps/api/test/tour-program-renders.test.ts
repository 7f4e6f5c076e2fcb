import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import type { TourProgramPdf } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tourDates } from '../src/db/schema/index.ts'
import {
  createProgramPdfRenderer,
  PROGRAM_PDF_RETRY_AFTER_SECONDS,
} from '../src/modules/tour-program/render-pool.ts'
import type { ProgramPdfRenderer } from '../src/modules/tour-program/render-pool.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour, daysFromToday, seedCurrencyRates } from './factories.ts'
import { renderGateFile } from './fixtures/render-gate.ts'

type ErrorAnswer = { code: string; message: string; type?: string }

// Issue 37 finding 4: the program PDF was made on the event loop, unbounded, cached per day.
describe.each(testDatabases)('issue 37: tour program PDF renders on $name', (target) => {
  // One render at a time and none waiting, in the stand-in worker (fixtures/program-pdf-worker.ts),
  // so a test holds a render open for as long as it needs; every render given a worker is counted.
  const pool = createProgramPdfRenderer({
    concurrency: 1,
    queue: 0,
    workerUrl: new URL('./fixtures/program-pdf-worker.ts', import.meta.url),
  })
  const renderedTours: number[] = []
  const renderer: ProgramPdfRenderer = {
    render: (prepare) =>
      pool.render(async () => {
        const job = await prepare()
        renderedTours.push(job.tour.id)
        return job
      }),
    close: () => pool.close(),
  }
  // A limit of its own (PROGRAM_PDF_RENDERS_PER_HOUR) shows the setting reaches the route.
  const rendersPerAddressPerHour = 5
  const harness = useAccountsHarness(target, {
    config: { programPdf: { concurrency: 1, queue: 0, rendersPerAddressPerHour } },
    build: { programPdfRenderer: renderer },
  })
  const gates: string[] = []
  beforeAll(async () => {
    await seedCurrencyRates(harness.db)
  })
  // A test that failed with a render held must not leave the renderer busy for the next one.
  afterEach(async () => {
    vi.useRealTimers()
    await Promise.all(gates.map((gate) => writeFile(gate, '')))
  })
  afterAll(async () => {
    await pool.close()
    await Promise.all(gates.map((gate) => rm(gate, { force: true })))
  })

  const rendersOf = (tourId: number) => renderedTours.filter((id) => id === tourId).length
  /** Until the render of a tour has a worker (a request reads the tour first, then the cover). */
  const renderStarted = (tourId: number) =>
    vi.waitFor(() => expect(rendersOf(tourId)).toBe(1), { timeout: 60_000, interval: 20 })

  const programTour = (title?: string) =>
    createTour(harness.db, {
      ...(title === undefined ? {} : { title }),
      dates: [{ startDate: daysFromToday(40), endDate: daysFromToday(46), durationDays: 7 }],
    })

  /** A tour whose render waits until `open` is called. */
  async function heldTour() {
    const token = randomUUID()
    const gate = renderGateFile(token)
    gates.push(gate)
    const tour = await programTour(`Held ${token}`)
    return { tour, open: () => writeFile(gate, '') }
  }

  const generate = (tourId: number, ip?: string) =>
    harness.get(`/spa/private-generate-tour-program-pdf?tour_id=${tourId}`, {
      ...(ip === undefined ? {} : { ip }),
    })

  async function generated(tourId: number, ip?: string) {
    const response = await generate(tourId, ip)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TourProgramPdf>()
  }

  const setPrice = (tourId: number, priceMinor: number) =>
    harness.db
      .update(tourDates)
      .set({ priceMinor, basePriceMinor: priceMinor })
      .where(eq(tourDates.tourId, tourId))

  it('makes a PDF once per content: asked again, even the next day, it is the cached one', async () => {
    const tour = await programTour()
    const lastMinute = new Date(`${new Date().toISOString().slice(0, 10)}T23:59:00Z`)
    vi.useFakeTimers({ toFake: ['Date'], now: lastMinute })
    const first = await generated(tour.id)
    expect((await generated(tour.id)).generated_at).toBe(first.generated_at)
    const link = await harness.get(first.url)
    expect(link.statusCode).toBe(200)

    vi.setSystemTime(lastMinute.getTime() + 2 * 60_000)
    const nextDay = await generated(tour.id)
    expect(nextDay.generated_at).toBe(first.generated_at)
    const linkNextDay = await harness.get(nextDay.url)
    expect(linkNextDay.headers.etag).toBe(link.headers.etag)
    expect(rendersOf(tour.id)).toBe(1)
  })

  it('makes a new PDF when what it shows changes', async () => {
    const tour = await programTour()
    const first = await generated(tour.id)
    await setPrice(tour.id, 1_250_00)
    const changed = await generated(tour.id)
    expect(changed.generated_at).not.toBe(first.generated_at)
    expect(rendersOf(tour.id)).toBe(2)
    expect((await generated(tour.id)).generated_at).toBe(changed.generated_at)
    expect(rendersOf(tour.id)).toBe(2)
  })

  it('makes a PDF once for requests that ask for it together', async () => {
    const { tour, open } = await heldTour()
    const answers = [1, 2, 3].map(() => generated(tour.id))
    await renderStarted(tour.id)
    await open()
    const made = await Promise.all(answers)
    expect(new Set(made.map((answer) => answer.generated_at)).size).toBe(1)
    expect(rendersOf(tour.id)).toBe(1)
  })

  it('answers 503 tour_program_busy with Retry-After while the renderers and their queue are full', async () => {
    const { tour: held, open } = await heldTour()
    const other = await programTour()
    const first = generate(held.id)
    await renderStarted(held.id)

    const refused = await generate(other.id)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe(String(PROGRAM_PDF_RETRY_AFTER_SECONDS))
    expect(refused.json<ErrorAnswer>()).toMatchObject({
      code: 'tour_program_busy',
      message: expect.stringContaining('try again') as string,
    })
    const link = await harness.get(`/spa/private-tour-program-pdf?id=${other.id}`)
    expect(link.statusCode).toBe(503)
    expect(link.json<ErrorAnswer>().code).toBe('tour_program_busy')

    await open()
    expect((await first).statusCode).toBe(200)
    expect((await generate(other.id)).statusCode).toBe(200)
  })

  it('a render whose worker dies fails alone, and the next render gets a new worker', async () => {
    const crashing = await programTour('Crash')
    const failed = await generate(crashing.id)
    expect(failed.statusCode).toBe(500)
    expect(failed.json<ErrorAnswer>().code).toBe('internal_error')
    await generated((await programTour()).id)
  })

  it('counts the PDFs an address makes: past the limit a new one asks for a captcha, a cached one does not', async () => {
    const tour = await programTour()
    const ip = '203.0.113.7'
    const limit = rendersPerAddressPerHour
    for (let made = 0; made < limit; made += 1) {
      await setPrice(tour.id, 1_000_00 + made * 100)
      await generated(tour.id, ip)
    }
    // The last one again is cached: no render, not counted.
    await generated(tour.id, ip)
    expect(rendersOf(tour.id)).toBe(limit)

    await setPrice(tour.id, 2_000_00)
    const refused = await generate(tour.id, ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json<ErrorAnswer>()).toMatchObject({ code: 'captcha_required', type: 'captcha' })
    expect(rendersOf(tour.id)).toBe(limit)

    // Another address has it made; then it is cached for the first one too.
    await generated(tour.id, '203.0.113.8')
    await generated(tour.id, ip)
    expect(rendersOf(tour.id)).toBe(limit + 1)
  })
})
