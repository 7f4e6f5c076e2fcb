import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TourProgramPdf } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  tourDates,
  tourProgramOrders,
  tourProgramPdfs,
  tourProgramSubscriptions,
  tours,
} from '../src/db/schema/index.ts'
import { siteSettings as siteSettingDefinitions } from '../src/modules/site/settings.ts'
import { uniqueEmail, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour, daysFromToday, seedCurrencyRates } from './factories.ts'
import { setSiteSetting } from './factories-site.ts'
import { createTourProgram } from './factories-tours.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }
type OutboxAnswer = {
  data: {
    channel: string
    recipient: string
    subject: string | null
    body: string
    attachments: { id: number; file_name: string; content_type: string; url: string }[]
  }[]
}

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return text
}

describe.each(testDatabases)('§7 tour program PDF and orders on $name', (target) => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-program-cache-'))
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-program-uploads-'))
  const harness = useAccountsHarness(target, {
    config: { media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir } },
  })
  beforeAll(async () => {
    await seedCurrencyRates(harness.db)
  })
  afterAll(async () => {
    await Promise.all(
      [cacheDir, uploadDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })

  /** A published tour with a two-day program and one upcoming date at US$1,000. */
  async function programTour() {
    const tour = await createTour(harness.db, {
      title: 'Volcanoes of Kamchatka',
      titleRu: 'Вулканы Камчатки',
      dates: [{ startDate: daysFromToday(40), endDate: daysFromToday(46), durationDays: 7 }],
    })
    await createTourProgram(harness.db, tour.id, {
      isDefault: true,
      days: [
        {
          title: 'Arrival in Petropavlovsk',
          titleRu: 'Прилёт в Петропавловск',
          description: '<p>We meet at the airport &amp; drive to the ocean.</p>',
          descriptionRu: '<p>Встречаемся в аэропорту и едем к океану.</p>',
        },
        { title: 'Avachinsky volcano', titleRu: 'Авачинский вулкан' },
      ],
    })
    return tour
  }

  const generate = (tourId: number | string, headers: Record<string, string> = {}) =>
    harness.get(`/spa/private-generate-tour-program-pdf?tour_id=${String(tourId)}`, { headers })

  async function generated(tourId: number, headers: Record<string, string> = {}) {
    const response = await generate(tourId, headers)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TourProgramPdf>()
  }

  async function download(url: string) {
    const response = await harness.get(url)
    expect(response.statusCode, response.body).toBe(200)
    return response
  }

  describe('GET /spa/private-generate-tour-program-pdf and the PDF link', () => {
    it('makes the PDF and links it: a PDF with the title, day 1 and the price, named after the slug', async () => {
      const tour = await programTour()
      const answer = await generated(tour.id, { 'x-currency': 'EUR' })
      expect(answer).toMatchObject({
        id: tour.id,
        url: `/spa/private-tour-program-pdf?id=${tour.id}&language=en-US&currency=EUR`,
        file_name: `${tour.slug}-program.pdf`,
        language: 'en-US',
        currency: 'EUR',
      })
      const response = await download(answer.url)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${tour.slug}-program.pdf"`,
      )
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      expect(response.rawPayload.length).toBe(answer.size_bytes)
      const text = await pdfText(response.rawPayload)
      expect(text).toContain('Volcanoes of Kamchatka')
      expect(text).toContain('Day 1')
      expect(text).toContain('Arrival in Petropavlovsk')
      expect(text).toContain('We meet at the airport & drive to the ocean.')
      expect(text).toContain('€920')
    })

    it('answers the cached PDF while nothing it shows has changed, and makes a new one when a price does', async () => {
      const tour = await programTour()
      const first = await generated(tour.id)
      const again = await generated(tour.id)
      expect(again.generated_at).toBe(first.generated_at)
      const rows = await harness.db
        .select({ currency: tourProgramPdfs.currency })
        .from(tourProgramPdfs)
        .where(eq(tourProgramPdfs.tourId, tour.id))
      expect(rows).toEqual([{ currency: 'USD' }])

      await harness.db
        .update(tourDates)
        .set({ priceMinor: 1_250_00, basePriceMinor: 1_250_00 })
        .where(eq(tourDates.tourId, tour.id))
      const changed = await generated(tour.id)
      expect(changed.generated_at).not.toBe(first.generated_at)
      expect(await pdfText((await download(changed.url)).rawPayload)).toContain('US$1,250')
    })

    it('makes a PDF once for requests that arrive together', async () => {
      const tour = await programTour()
      const answers = await Promise.all([1, 2, 3].map(() => generated(tour.id)))
      expect(new Set(answers.map((answer) => answer.generated_at)).size).toBe(1)
    })

    it('prices follow the currency, the words the language (Russian where the tour has it)', async () => {
      const tour = await programTour()
      const rub = await generated(tour.id, { 'x-currency': 'RUB', 'x-language': 'ru' })
      const text = await pdfText((await download(rub.url)).rawPayload)
      expect(text).toContain('Вулканы Камчатки')
      expect(text).toContain('День 1')
      expect(text).toContain('Прилёт в Петропавловск')
      expect(text.replaceAll('\u00a0', ' ')).toContain('92 500 ₽')
      expect(text).not.toContain('€')
      // The link names its language and currency, so it needs no headers.
      const usd = await download(`/spa/private-tour-program-pdf?id=${tour.id}&currency=usd`)
      expect(await pdfText(usd.rawPayload)).toContain('US$1,000')
    })

    it('is 404 for an unknown or unpublished tour, and 400 naming a malformed field', async () => {
      expect((await generate(2_000_000_000)).json<ErrorAnswer>().code).toBe('tour_not_found')
      const hidden = await programTour()
      await harness.db
        .update(tours)
        .set({ isPublished: false, status: 'hidden' })
        .where(eq(tours.id, hidden.id))
      expect((await generate(hidden.id)).statusCode).toBe(404)
      expect((await harness.get(`/spa/private-tour-program-pdf?id=${hidden.id}`)).statusCode).toBe(
        404,
      )
      const malformed = await generate('abc')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json<ErrorAnswer>().errors).toHaveProperty('tour_id')
      const currency = await harness.get(`/spa/private-tour-program-pdf?id=1&currency=XXX`)
      expect(currency.statusCode).toBe(400)
      expect(currency.json<ErrorAnswer>().errors).toHaveProperty('currency')
    })
  })

  describe('POST /spa/tour-program-order-via-email', () => {
    it('mails the PDF as an attachment and records the order', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const response = await harness.post('/spa/tour-program-order-via-email', {
        body: { email, tour_id: tour.id, phone: '+44 7700 900123', currency: 'EUR' },
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ success: true, channel: 'email' })

      const outbox = (await harness.get(`/dev/outbox?recipient=${email}`)).json<OutboxAnswer>()
      const [mail] = outbox.data
      expect(mail).toMatchObject({
        channel: 'email',
        subject: 'The program of “Volcanoes of Kamchatka”',
      })
      expect(mail!.attachments).toEqual([
        expect.objectContaining({
          file_name: `${tour.slug}-program.pdf`,
          content_type: 'application/pdf',
        }),
      ])
      const attachment = await download(mail!.attachments[0]!.url)
      expect(await pdfText(attachment.rawPayload)).toContain('€920')

      const orders = await harness.db
        .select()
        .from(tourProgramOrders)
        .where(eq(tourProgramOrders.tourId, tour.id))
      expect(orders).toEqual([
        expect.objectContaining({
          channel: 'email',
          email,
          phone: '+447700900123',
          currency: 'EUR',
        }),
      ])
    })

    it('names the field in §5 words', async () => {
      const tour = await programTour()
      const response = await harness.post('/spa/tour-program-order-via-email', {
        body: { email: 'not-an-address', tour_id: tour.id, phone: '12' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().errors).toEqual({
        email: ['Please enter a valid e-mail.'],
        phone: ['Please enter a valid phone number'],
      })
    })

    it('limits orders to one address (3 an hour) and from one IP address (10 an hour)', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const order = (to: string, ip: string) =>
        harness.post('/spa/tour-program-order-via-email', {
          body: { email: to, tour_id: tour.id },
          ip,
        })
      for (let index = 0; index < 3; index += 1) {
        expect((await order(email, `198.51.100.${index + 10}`)).statusCode).toBe(200)
      }
      const refused = await order(email, '198.51.100.20')
      expect(refused.statusCode).toBe(429)
      expect(refused.json<{ type: string }>().type).toBe('captcha')

      const ip = '198.51.100.99'
      for (let index = 0; index < 10; index += 1) {
        expect((await order(uniqueEmail(), ip)).statusCode).toBe(200)
      }
      expect((await order(uniqueEmail(), ip)).statusCode).toBe(429)
    })
  })

  describe('POST /spa/tour-program-order-via-whatsapp', () => {
    it('sends the PDF link to the phone as a job, to the outbox standing in without WHATSAPP_*, and records it', async () => {
      const tour = await programTour()
      await setSiteSetting(harness.db, siteSettingDefinitions.siteTokens.key, {
        send_tour_program_in_pdf_via_whatsapp: true,
      })
      const phone = '+7 (912) 345-67-89'
      const response = await harness.post('/spa/tour-program-order-via-whatsapp', {
        body: { phone, tour_id: tour.id, request_id: 77, currency: 'RUB' },
        headers: { 'x-language': 'ru' },
      })
      expect(response.statusCode, response.body).toBe(200)
      const [message] = await harness.outbox('+79123456789')
      expect(message).toMatchObject({ channel: 'whatsapp' })
      expect(message!.body).toContain(
        `/spa/private-tour-program-pdf?id=${tour.id}&language=ru&currency=RUB`,
      )
      expect(message!.body).toContain('Вулканы Камчатки')
      const orders = await harness.db
        .select()
        .from(tourProgramOrders)
        .where(eq(tourProgramOrders.tourId, tour.id))
      expect(orders).toEqual([
        expect.objectContaining({ channel: 'whatsapp', phone: '+79123456789', requestId: 77 }),
      ])
    })

    it('is not offered (404) while the site token is off, and names a bad phone', async () => {
      const tour = await programTour()
      await setSiteSetting(harness.db, siteSettingDefinitions.siteTokens.key, {
        send_tour_program_in_pdf_via_whatsapp: false,
      })
      const off = await harness.post('/spa/tour-program-order-via-whatsapp', {
        body: { phone: '+79123456780', tour_id: tour.id },
      })
      expect(off.statusCode).toBe(404)
      const bad = await harness.post('/spa/tour-program-order-via-whatsapp', {
        body: { phone: 'call me', tour_id: tour.id },
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json<ErrorAnswer>().errors).toEqual({
        phone: ['Please enter a valid phone number'],
      })
    })
  })

  describe('POST /spa/subscribe-tour-program', () => {
    it('records a subscription once per uuid, and 404s for an unknown tour', async () => {
      const tour = await programTour()
      const email = uniqueEmail()
      const uuid = '4b2c8f0e-9d3a-4c1b-8e7f-6a5d4c3b2a19'
      const body = { email, tour_id: tour.id, subscriber_id: 'tg-42', currency: 'EUR', uuid }
      const first = await harness.post('/spa/subscribe-tour-program', { body })
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json()).toEqual({ uuid })
      // Again: the same subscription, whose key (the uuid) is not given to a mere address holder.
      expect((await harness.post('/spa/subscribe-tour-program', { body })).json()).toEqual({
        uuid: null,
      })
      const rows = await harness.db
        .select()
        .from(tourProgramSubscriptions)
        .where(eq(tourProgramSubscriptions.tourId, tour.id))
      expect(rows).toEqual([
        expect.objectContaining({
          email,
          subscriberId: 'tg-42',
          currency: 'EUR',
          languageCode: 'en-US',
        }),
      ])
      const unknown = await harness.post('/spa/subscribe-tour-program', {
        body: { email, tour_id: 2_000_000_000 },
      })
      expect(unknown.statusCode).toBe(404)
    })
  })
})
