import { getBrand } from '@tourmarket/domain/brand'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tourDates, tourProgramSubscriptions, tours } from '../src/db/schema/index.ts'
import { createCurrencyService } from '../src/platform/currency/service.ts'
import type { MediaService } from '../src/modules/media/service.ts'
import { createMailer, type Mailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import { createOrganizerRepository } from '../src/modules/organizers/repository.ts'
import { createOrganizerService } from '../src/modules/organizers/service.ts'
import { createProgramPdfRenderer } from '../src/modules/tour-program/render-pool.ts'
import { createTourProgramRepository } from '../src/modules/tour-program/repository.ts'
import { createTourProgramService } from '../src/modules/tour-program/service.ts'
import { createTourRepository } from '../src/modules/tours/repository.ts'
import { createTourService } from '../src/modules/tours/service.ts'
import { uniqueEmail, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour, daysFromToday, seedCurrencyRates } from './factories.ts'
import { createTourProgram } from './factories-tours.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }
type OutboxMail = {
  subject: string | null
  body: string
  attachments: { file_name: string; content_type: string; url: string }[]
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

describe.each(testDatabases)('§7 tour program subscriptions on $name', (target) => {
  const harness = useAccountsHarness(target)
  beforeAll(async () => {
    await seedCurrencyRates(harness.db)
  })
  // The second process's own renderers.
  const renderer = createProgramPdfRenderer({ concurrency: 1, queue: 8 })
  afterAll(() => renderer.close())

  /**
   * The program service as a second API process would have it (its own in-flight renderings),
   * over the same database and outbox; the photo service is left out, so PDFs have no cover.
   */
  function processService(
    mailer: Mailer = createMailer(harness.config.mail, createOutboxRepository(harness.db)),
  ) {
    const db = harness.db
    const tourRepository = createTourRepository(db)
    return createTourProgramService({
      repository: createTourProgramRepository(db),
      tours: createTourService({
        repository: tourRepository,
        organizers: createOrganizerService({ repository: createOrganizerRepository(db) }),
        currency: createCurrencyService(db),
        now: () => new Date(),
        excursionsEnabled: true,
      }),
      publishedSlug: async (tourId) => (await tourRepository.findById(tourId))?.slug,
      media: {
        image: () => Promise.reject(new Error('no photos here')),
      } as unknown as MediaService,
      renderer,
      mailer,
      whatsapp: { enqueueDocument: () => Promise.reject(new Error('not used')) },
      whatsappOffered: () => Promise.resolve(false),
      // As the app has them: they are part of the program's version.
      siteUrl: harness.config.accounts.siteUrl,
      brandName: getBrand(harness.config.brand).projectName,
      now: () => new Date(),
      reportError: () => undefined,
    })
  }

  async function programTour() {
    const tour = await createTour(harness.db, {
      title: 'Lakes of Karelia',
      titleRu: 'Озёра Карелии',
      dates: [{ startDate: daysFromToday(30), endDate: daysFromToday(35), durationDays: 6 }],
    })
    await createTourProgram(harness.db, tour.id, {
      isDefault: true,
      days: [{ title: 'Petrozavodsk', titleRu: 'Петрозаводск' }],
    })
    return tour
  }

  const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    harness.post('/spa/subscribe-tour-program', { body, headers })

  async function mailsTo(email: string): Promise<OutboxMail[]> {
    const response = await harness.get(`/dev/outbox?recipient=${encodeURIComponent(email)}`)
    expect(response.statusCode).toBe(200)
    return response.json<{ data: OutboxMail[] }>().data
  }

  async function subscriptionOf(uuid: string) {
    const [row] = await harness.db
      .select()
      .from(tourProgramSubscriptions)
      .where(eq(tourProgramSubscriptions.uuid, uuid))
    return row!
  }

  /** The subscriber's last mail as if sent two days ago, so the daily update is due. */
  async function lastMailedDaysAgo(uuid: string) {
    await harness.db
      .update(tourProgramSubscriptions)
      .set({ lastSentAt: sql`now() - interval '2 days'` })
      .where(eq(tourProgramSubscriptions.uuid, uuid))
  }

  async function changePrice(tourId: number, priceMinor: number) {
    await harness.db
      .update(tourDates)
      .set({ priceMinor, basePriceMinor: priceMinor })
      .where(eq(tourDates.tourId, tourId))
  }

  async function subscribed(tourId: number, email: string, headers: Record<string, string> = {}) {
    const response = await subscribe({ email, tour_id: tourId, currency: 'EUR' }, headers)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ uuid: string }>().uuid
  }

  describe('POST /spa/subscribe-tour-program', () => {
    it('mails the program PDF with the unsubscribe link, and records the version mailed', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const uuid = await subscribed(tour.id, email)
      expect(uuid).toMatch(UUID)

      const [mail, ...more] = await mailsTo(email)
      expect(more).toEqual([])
      expect(mail!.subject).toBe('You will hear from us about “Lakes of Karelia”')
      expect(mail!.body).toContain(`/tour-program-subscriptions/${uuid}/unsubscribe`)
      expect(mail!.body).toContain('prices in EUR')
      expect(mail!.attachments).toEqual([
        expect.objectContaining({
          file_name: `${tour.slug}-program.pdf`,
          content_type: 'application/pdf',
        }),
      ])
      const pdf = await harness.get(mail!.attachments[0]!.url)
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

      const row = await subscriptionOf(uuid)
      expect(row).toMatchObject({ email, currency: 'EUR', languageCode: 'en-US' })
      expect(row.lastSentVersion).not.toBeNull()
      expect(row.lastSentAt).not.toBeNull()
      expect(row.unsubscribedAt).toBeNull()
    })

    it('answers the same subscription to the same address and mails nothing again within the hour', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const uuid = await subscribed(tour.id, email)
      const [again, upperCase] = [
        await subscribed(tour.id, email),
        await subscribed(tour.id, email.toUpperCase()),
      ]
      expect(uuid).toMatch(UUID)
      // Knowing the address does not give the key that unsubscribes it.
      expect([again, upperCase]).toEqual([null, null])
      const rows = await harness.db
        .select({ id: tourProgramSubscriptions.id })
        .from(tourProgramSubscriptions)
        .where(eq(tourProgramSubscriptions.tourId, tour.id))
      expect(rows).toHaveLength(1)
      expect(await mailsTo(email)).toHaveLength(1)
    })

    it('mails in Russian, with the Russian unsubscribe page', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const uuid = await subscribed(tour.id, email, { 'x-language': 'ru' })
      const [mail] = await mailsTo(email)
      expect(mail!.subject).toBe('Будем держать вас в курсе: «Озёра Карелии»')
      expect(mail!.body).toContain(`/ru/tour-program-subscriptions/${uuid}/unsubscribe`)
    })

    it('is 400 naming a bad e-mail, and 404 for an unknown or unpublished tour', async () => {
      const tour = await programTour()
      const bad = await subscribe({ email: 'not-an-address', tour_id: tour.id })
      expect(bad.statusCode).toBe(400)
      expect(bad.json<ErrorAnswer>().errors).toEqual({ email: ['Please enter a valid e-mail.'] })

      const unknown = await subscribe({ email: uniqueEmail(), tour_id: 2_000_000_000 })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json<ErrorAnswer>().code).toBe('tour_not_found')

      await harness.db
        .update(tours)
        .set({ isPublished: false, status: 'hidden' })
        .where(eq(tours.id, tour.id))
      const unpublished = await subscribe({ email: uniqueEmail(), tour_id: tour.id })
      expect(unpublished.statusCode).toBe(404)
    })

    it('keeps the limit of 3 an hour to one address', async () => {
      const email = uniqueEmail()
      for (let index = 0; index < 3; index += 1) {
        const tour = await programTour()
        expect((await subscribe({ email, tour_id: tour.id })).statusCode).toBe(200)
      }
      const tour = await programTour()
      const refused = await subscribe({ email, tour_id: tour.id })
      expect(refused.statusCode).toBe(429)
      expect(refused.json<{ type: string }>().type).toBe('captcha')
    })
  })

  it('with SMTP, the mail carries List-Unsubscribe (one-click) naming the unsubscribe page', async () => {
    const tour = await programTour()
    const sent: Record<string, unknown>[] = []
    const smtp = createMailer(
      { smtpUrl: 'smtp://mail.test:25', from: 'T <t@test>' },
      { insert: () => Promise.reject(new Error('SMTP mail is not kept in the outbox')) },
      () => ({
        sendMail(message) {
          sent.push(message)
          return Promise.resolve()
        },
      }),
    )
    const email = uniqueEmail()
    const { uuid } = await processService(smtp).subscribe(
      { email, tourId: tour.id, subscriberId: null, uuid: null },
      { language: 'en-US', currency: 'USD' },
    )
    const unsubscribeUrl = new URL(
      `/tour-program-subscriptions/${uuid}/unsubscribe`,
      harness.config.accounts.siteUrl,
    ).href
    expect(sent).toEqual([
      expect.objectContaining({
        to: email,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: [expect.objectContaining({ contentType: 'application/pdf' })],
      }),
    ])
  })

  describe('the unsubscribe page calls', () => {
    it('shows the subscription, stops its mails once, and 404s an unknown uuid', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const uuid = await subscribed(tour.id, email, { 'x-language': 'ru' })

      const page = await harness.get(`/spa/tour-program-subscription?uuid=${uuid}`, {
        headers: { 'x-language': 'ru' },
      })
      expect(page.statusCode, page.body).toBe(200)
      expect(page.json()).toEqual({
        uuid,
        email,
        tour: { id: tour.id, title: 'Озёра Карелии', url: `/${tour.slug}` },
        unsubscribed_at: null,
      })

      const first = await harness.post('/spa/unsubscribe-tour-program', { body: { uuid } })
      expect(first.statusCode, first.body).toBe(200)
      const again = await harness.post('/spa/unsubscribe-tour-program', { body: { uuid } })
      expect(again.json()).toEqual(first.json())
      expect((await subscriptionOf(uuid)).unsubscribedAt?.toISOString()).toBe(
        first.json<{ unsubscribed_at: string }>().unsubscribed_at,
      )

      const unknown = await harness.get(
        '/spa/tour-program-subscription?uuid=00000000-0000-4000-8000-000000000000',
      )
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json<ErrorAnswer>().code).toBe('tour_program_subscription_not_found')
      const malformed = await harness.post('/spa/unsubscribe-tour-program', {
        body: { uuid: 'nope' },
      })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json<ErrorAnswer>().errors).toHaveProperty('uuid')
    })
  })

  describe('the program update job', () => {
    it('mails a changed program once, not an unchanged or unsubscribed one', async () => {
      const changed = await programTour()
      const unchanged = await programTour()
      const [changedEmail, unchangedEmail, leftEmail] = [
        uniqueEmail(),
        uniqueEmail(),
        uniqueEmail(),
      ]
      const changedUuid = await subscribed(changed.id, changedEmail)
      const unchangedUuid = await subscribed(unchanged.id, unchangedEmail)
      const leftUuid = await subscribed(changed.id, leftEmail)
      await harness.post('/spa/unsubscribe-tour-program', { body: { uuid: leftUuid } })
      const mailedVersion = (await subscriptionOf(changedUuid)).lastSentVersion
      for (const uuid of [changedUuid, unchangedUuid, leftUuid]) await lastMailedDaysAgo(uuid)

      const job = processService()
      expect(await job.mailProgramChanges()).not.toContain((await subscriptionOf(changedUuid)).id)
      await changePrice(changed.id, 1_400_00)
      const mailed = await job.mailProgramChanges()
      expect(mailed).toContain((await subscriptionOf(changedUuid)).id)
      expect(mailed).not.toContain((await subscriptionOf(unchangedUuid)).id)
      expect(mailed).not.toContain((await subscriptionOf(leftUuid)).id)

      const changedMails = await mailsTo(changedEmail)
      expect(changedMails.map((mail) => mail.subject)).toEqual([
        'The program of “Lakes of Karelia” has changed',
        'You will hear from us about “Lakes of Karelia”',
      ])
      expect(changedMails[0]!.body).toContain(
        `/tour-program-subscriptions/${changedUuid}/unsubscribe`,
      )
      expect(changedMails[0]!.attachments).toHaveLength(1)
      expect(await mailsTo(unchangedEmail)).toHaveLength(1)
      expect(await mailsTo(leftEmail)).toHaveLength(1)
      const after = await subscriptionOf(changedUuid)
      expect(after.lastSentVersion).not.toBe(mailedVersion)

      // Mailed today: a second change waits for tomorrow's run.
      await changePrice(changed.id, 1_500_00)
      expect(await job.mailProgramChanges()).not.toContain(after.id)
      expect(await mailsTo(changedEmail)).toHaveLength(2)
    })

    it('mails a change once when two processes run the job together', async () => {
      const tour = await programTour()
      const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()]
      const uuids = []
      for (const email of emails) uuids.push(await subscribed(tour.id, email))
      for (const uuid of uuids) await lastMailedDaysAgo(uuid)
      await changePrice(tour.id, 1_300_00)

      const [one, two] = await Promise.all([
        processService().mailProgramChanges(),
        processService().mailProgramChanges(),
      ])
      const ids = await Promise.all(uuids.map(async (uuid) => (await subscriptionOf(uuid)).id))
      const both = [...one!, ...two!].filter((id) => ids.includes(id))
      expect(both.toSorted()).toEqual(ids.toSorted())
      for (const email of emails) expect(await mailsTo(email)).toHaveLength(2)
    })

    it('skips a tour without upcoming dates or unpublished', async () => {
      const past = await programTour()
      const hidden = await programTour()
      const [pastEmail, hiddenEmail] = [uniqueEmail(), uniqueEmail()]
      const uuids = [await subscribed(past.id, pastEmail), await subscribed(hidden.id, hiddenEmail)]
      for (const uuid of uuids) await lastMailedDaysAgo(uuid)
      await harness.db
        .update(tourDates)
        .set({ startDate: daysFromToday(-10), endDate: daysFromToday(-5) })
        .where(eq(tourDates.tourId, past.id))
      await harness.db
        .update(tours)
        .set({ isPublished: false, status: 'hidden' })
        .where(eq(tours.id, hidden.id))

      await processService().mailProgramChanges()
      expect(await mailsTo(pastEmail)).toHaveLength(1)
      expect(await mailsTo(hiddenEmail)).toHaveLength(1)
    })
  })
})
