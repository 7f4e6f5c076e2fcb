import { mkdtempSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { Booking, MeetData } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  bookingMeets,
  bookingRequests,
  bookingTourists,
  invoices,
  uploadedFiles,
} from '../src/db/schema/index.ts'
import { createBookingsContext } from '../src/modules/bookings/context.ts'
import { composeBookingMail } from '../src/modules/notifications/compose.ts'
import { meetKeyHash } from '../src/modules/meet/keys.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import type { AccountsHarness } from './accounts-harness.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { enqueueOnlyQueue } from './job-queues.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  futureDate,
} from './factories-bookings.ts'

type ErrorAnswer = { message: string; code: string; errors?: Record<string, string[]> }
type FilesAnswer = { files: { id: number; name: string; url: string | null; status: string }[] }

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
const meetLink = /\/meet\?key=([A-Za-z0-9_-]{43})/

/** Records the booking's first invoice paid, as the payments module does when the provider says so. */
async function payFor(harness: AccountsHarness, booking: Booking): Promise<void> {
  const bookings = createBookingsContext({
    mailer: createMailer(harness.config.mail, createOutboxRepository(harness.db)),
    database: { db: harness.db },
    config: harness.config,
    jobs: enqueueOnlyQueue(harness.db, harness.config),
    compose: (kind, facts) => composeBookingMail(kind, facts, harness.config.brand),
  })
  const outcome = await bookings.service.recordInvoicePaid({
    invoiceId: booking.next_invoice!.id,
    paidAt: new Date(),
    providerEventId: `evt_${String(booking.id)}`,
  })
  expect(outcome.outcome).toBe('paid')
}

describe.each(testDatabases)('§2 meet page API on $name', (target) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-meet-uploads-'))
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-meet-cache-'))
  const harness = useAccountsHarness(target, {
    config: {
      media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir },
      // Small enough for the bound's test: two uploads at once, one per address.
      uploads: { concurrency: 2, concurrencyPerClient: 1 },
    },
  })
  const incomingDir = join(uploadDir, 'incoming')
  const incomingFiles = () => readdir(incomingDir).catch(() => [])
  afterAll(async () => {
    // Files finish in the background: let them land before their directory goes.
    await vi.waitFor(async () => {
      const processing = await harness.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.status, 'processing'))
      expect(processing).toEqual([])
    })
    await Promise.all(
      [uploadDir, cacheDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })

  const signIn = (overrides?: Parameters<typeof createSignedInUser>[2]) =>
    createSignedInUser(harness.db, harness.config, overrides)

  /** The key in the newest meet mail to an address. */
  async function keyMailedTo(email: string): Promise<string> {
    const message = (await harness.outbox(email)).find((mail) => meetLink.test(mail.body))
    const key = message === undefined ? undefined : meetLink.exec(message.body)?.[1]
    if (key === undefined) throw new Error(`no meet link in the outbox for ${email}`)
    return key
  }

  /** A paid booking of a guaranteed date, its organizer's account and the key. */
  async function confirmedBooking(options: { tourists?: number; organizerLanguage?: string } = {}) {
    const tour = await createBookableTour(harness.db)
    const organizer = await signIn({
      organizerId: tour.organizerId,
      ...(options.organizerLanguage === undefined
        ? {}
        : { languageCode: options.organizerLanguage }),
    })
    const owner = await signIn()
    const contactEmail = `meet-contact-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`
    const response = await harness.post('/crm/api/request/create', {
      token: owner.token,
      body: bookingBody(tour.dates[0]!.id, options.tourists ?? 2, {
        contact: {
          first_name: 'Anna',
          last_name: 'Booker',
          email: contactEmail,
          phone: '+12025550147',
        },
      }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const booking = response.json<Booking>()
    expect(booking.status).toBe(2)
    await payFor(harness, booking)
    return {
      tour,
      organizer,
      owner,
      booking,
      contactEmail,
      key: await keyMailedTo(organizer.email),
    }
  }

  const meetData = (key: string, ip?: string) =>
    harness.get(
      `/spa/contract-organizer-meet-data?key=${encodeURIComponent(key)}`,
      ip === undefined ? {} : { ip },
    )

  async function fileSave(key: string, files: { bytes: Buffer; name: string; type?: string }[]) {
    const form = new FormData()
    form.append('key', key)
    for (const file of files) {
      form.append(
        'file',
        new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      )
    }
    const encoded = new Response(form)
    return harness.post('/spa/file-save', {
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    })
  }

  describe('keys', () => {
    it('a booking once paid mails its organizer the meet link; only the hash is stored', async () => {
      const { organizer, booking, key, tour } = await confirmedBooking()
      const [mail] = await harness.outbox(organizer.email)
      expect(mail?.subject).toBe(`Booking ${String(booking.id)} paid: ${tour.title}`)
      expect(mail?.body).toContain(`${harness.config.accounts.siteUrl}/meet?key=${key}`)
      const [row] = await harness.db
        .select()
        .from(bookingMeets)
        .where(eq(bookingMeets.bookingId, booking.id))
      expect(row?.keyHash).toBe(meetKeyHash(key))
      expect(JSON.stringify(row)).not.toContain(key)
      // 30 days after the end of the tour's last day.
      const end = Date.parse(`${booking.tour_date.end}T00:00:00Z`)
      expect(row?.keyExpiresAt.getTime()).toBe(end + 31 * 24 * 60 * 60 * 1000)
    })

    it('a Russian-speaking organizer gets the mail and the /ru link in Russian', async () => {
      const { organizer, key } = await confirmedBooking({ organizerLanguage: 'ru' })
      const [mail] = await harness.outbox(organizer.email)
      expect(mail?.subject).toContain('оплачено')
      expect(mail?.body).toContain(`/ru/meet?key=${key}`)
    })

    it('a request gets no key when made or confirmed, only once it is paid (issue 38)', async () => {
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ notGuaranteed: true })],
      })
      const organizer = await signIn({ organizerId: tour.organizerId })
      const owner = await signIn()
      const created = await harness.post('/crm/api/request/create', {
        token: owner.token,
        body: bookingBody(tour.dates[0]!.id, 1),
      })
      const booking = created.json<Booking>()
      expect(booking.status).toBe(1)
      const meetRows = () =>
        harness.db.select().from(bookingMeets).where(eq(bookingMeets.bookingId, booking.id))
      const meetMails = async () =>
        (await harness.outbox(organizer.email)).filter((mail) => meetLink.test(mail.body))
      // The organizer is asked to confirm, with no meet link yet.
      expect((await harness.outbox(organizer.email)).map((mail) => mail.subject)).toEqual([
        `New booking ${String(booking.id)} to confirm: ${tour.title}`,
      ])
      expect(await meetRows()).toEqual([])
      const confirmed = await harness.post('/crm/api/organizer/request/confirm', {
        token: organizer.token,
        body: { id: booking.id },
      })
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      expect(await meetMails()).toEqual([])
      expect(await meetRows()).toEqual([])
      await payFor(harness, confirmed.json<Booking>())
      expect(await meetMails()).toHaveLength(1)
      const key = await keyMailedTo(organizer.email)
      const data = await meetData(key)
      expect(data.statusCode).toBe(200)
      expect(data.json<MeetData>().request_id).toBe(booking.id)
    })
  })

  describe('GET /spa/contract-organizer-meet-data', () => {
    it('answers §3 meet data: the tour, the request, tourists grouped by identical travel, templates, files', async () => {
      const { booking, key, tour } = await confirmedBooking({ tourists: 3 })
      const flight = {
        transport_type: 1,
        airport_name: 'Lisbon',
        flight_number: 'TP 1',
        date: booking.tour_date.start,
      }
      const [first, second] = booking.tourists
      await harness.db
        .update(bookingTourists)
        .set({ arrival: flight })
        .where(eq(bookingTourists.id, first!.id))
      await harness.db
        .update(bookingTourists)
        .set({ arrival: flight })
        .where(eq(bookingTourists.id, second!.id))
      const response = await meetData(key)
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-robots-tag']).toBe('noindex')
      expect(response.headers['cache-control']).toBe('private, no-store')
      const data = response.json<MeetData>()
      expect(data).toMatchObject({
        tour_data: {
          name: tour.title,
          slug: tour.slug,
          date_start: booking.tour_date.start,
          date_end: booking.tour_date.end,
        },
        request_id: booking.id,
        contract_id: booking.id,
        // §3 the booking is paid and going ahead.
        contract_state: 1,
        files: [],
        organizer_meet_data: '',
        saved_at: null,
      })
      expect(data.tour_data.dates).toMatch(/^\w+ \d+, \d{4} – \w+ \d+, \d{4}$/)
      expect(
        data.tourists_data.data.map((group) => group.tourists.map((tourist) => tourist.id)),
      ).toEqual([[first!.id, second!.id], [booking.tourists[2]!.id]])
      expect(data.tourists_data.data[0]?.arrival).toMatchObject(flight)
      expect(data.tourists_data.data[1]?.arrival).toBeNull()
      expect(data.tourists_data.data[0]?.tourists[0]?.name).toBe('Tourist1 Example')
      expect(data.meet_data_templates[0]?.name).toBe('Meeting point and time')
      const russian = await harness.get(`/spa/contract-organizer-meet-data?key=${key}`, {
        headers: { 'x-language': 'ru' },
      })
      expect(russian.json<MeetData>().meet_data_templates[0]?.name).toBe('Место и время встречи')
      // The key is a credential: the request log keeps the path, never the key.
      expect(
        harness.logLines.some((line) =>
          line.includes('contract-organizer-meet-data?key=[redacted]'),
        ),
      ).toBe(true)
      expect(harness.logLines.some((line) => line.includes(key))).toBe(false)
    })

    it('§3 contract state 3 while no invoice of the booking was paid', async () => {
      const { booking, key } = await confirmedBooking()
      await harness.db
        .update(invoices)
        .set({ paidAt: null, status: 1 })
        .where(eq(invoices.bookingId, booking.id))
      expect((await meetData(key)).json<MeetData>().contract_state).toBe(3)
    })

    it('404 for a wrong, malformed or expired key, 410 for a cancelled booking — never another booking', async () => {
      const { booking, key } = await confirmedBooking()
      const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`
      for (const candidate of [wrongKey, 'short', '', `${key}x`, key.toUpperCase()]) {
        const response = await meetData(candidate)
        if (candidate === '') {
          expect(response.statusCode).toBe(404)
          continue
        }
        expect(response.statusCode, candidate).toBe(404)
        expect(response.json<ErrorAnswer>().code).toBe('meet_not_found')
      }
      await harness.db
        .update(bookingMeets)
        .set({ keyExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookingMeets.bookingId, booking.id))
      expect((await meetData(key)).statusCode).toBe(404)
      await harness.db
        .update(bookingMeets)
        .set({ keyExpiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(bookingMeets.bookingId, booking.id))
      expect((await meetData(key)).statusCode).toBe(200)
      await harness.db
        .update(bookingRequests)
        .set({ status: 5 })
        .where(eq(bookingRequests.id, booking.id))
      // The key's holder is told why the page closed (issue 38), not a bare "not found".
      const cancelled = await meetData(key)
      expect(cancelled.statusCode).toBe(410)
      expect(cancelled.json<ErrorAnswer>()).toEqual({
        code: 'meet_booking_cancelled',
        message: `Booking ${String(booking.id)} was cancelled, so its meet page is closed.`,
      })
    })

    it('limits key attempts per address: past 60 in 10 minutes, 429', async () => {
      const ip = '198.51.100.77'
      for (let attempt = 0; attempt < 60; attempt += 1) {
        expect((await meetData('not-a-key', ip)).statusCode).toBe(404)
      }
      const refused = await meetData('not-a-key', ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.json<{ type: string }>().type).toBe('captcha')
    })
  })

  describe('POST /spa/file-save and /spa/delete-file', () => {
    it('attaches several files at once, read from their bytes, and deletes only this meet’s', async () => {
      const { key } = await confirmedBooking()
      const other = await confirmedBooking()
      const saved = await fileSave(key, [
        { bytes: pdf, name: 'map.pdf', type: 'application/pdf' },
        { bytes: pdf, name: 'checklist.pdf' },
      ])
      expect(saved.statusCode, saved.body).toBe(200)
      const files = saved.json<FilesAnswer>().files
      expect(files.map((file) => file.name)).toEqual(['map.pdf', 'checklist.pdf'])
      expect((await meetData(key)).json<MeetData>().files.map((file) => file.id)).toEqual(
        files.map((file) => file.id),
      )

      // Another booking's key cannot remove these files.
      const foreign = await harness.post('/spa/delete-file', {
        body: { file_id: files[0]!.id, key: other.key },
      })
      expect(foreign.statusCode).toBe(404)
      expect(foreign.json<ErrorAnswer>().code).toBe('file_not_found')
      const wrongKey = await harness.post('/spa/delete-file', {
        body: { file_id: files[0]!.id, key: 'x'.repeat(43) },
      })
      expect(wrongKey.statusCode).toBe(404)
      expect(wrongKey.json<ErrorAnswer>().code).toBe('meet_not_found')

      const removed = await harness.post('/spa/delete-file', {
        body: { file_id: files[0]!.id, key },
      })
      expect(removed.statusCode, removed.body).toBe(200)
      expect(removed.json()).toEqual({ success: true })
      expect((await meetData(key)).json<MeetData>().files.map((file) => file.id)).toEqual([
        files[1]!.id,
      ])
      const again = await harness.post('/spa/delete-file', { body: { file_id: files[0]!.id, key } })
      expect(again.statusCode).toBe(404)
    })

    it('refuses a faked extension (415), an oversized file (413), a wrong key (404) and no file (400)', async () => {
      const { key } = await confirmedBooking()
      const faked = await fileSave(key, [
        {
          bytes: Buffer.from('MZ\x90\x00 not a pdf at all'),
          name: 'invoice.pdf',
          type: 'application/pdf',
        },
      ])
      expect(faked.statusCode).toBe(415)
      expect(faked.json<ErrorAnswer>().errors?.file?.[0]).toContain('not of an allowed type')
      // Plain text is a file/upload type, but not one §5 allows on the meet page.
      const text = await fileSave(key, [
        { bytes: Buffer.from('Meet at the pier'), name: 'notes.txt' },
      ])
      expect(text.statusCode).toBe(415)
      const oversized = await fileSave(key, [
        { bytes: Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]), name: 'big.pdf' },
      ])
      expect(oversized.statusCode).toBe(413)
      expect(oversized.json<ErrorAnswer>().errors?.file).toBeDefined()
      expect((await fileSave('y'.repeat(43), [{ bytes: pdf, name: 'map.pdf' }])).statusCode).toBe(
        404,
      )
      expect((await fileSave(key, [])).statusCode).toBe(400)
      expect((await meetData(key)).json<MeetData>().files).toEqual([])
    })
  })

  describe('file-save reads no body it refuses, streams files to disk and bounds uploads at once', () => {
    const MEGABYTE = 1024 * 1024

    /**
     * A file-save body streamed as a client sends it: the key, then one PDF of `fileBytes`, in
     * 64 KB chunks. `read()` tells how much of the file the API pulled; `open()` lets a held body
     * go on once the test releases it.
     */
    function streamedFileSave(key: string, fileBytes: number, options: { held?: boolean } = {}) {
      const boundary = 'tourmarket-streamed-form'
      let pulled = 0
      let open = () => undefined as void
      const opened = options.held === true ? new Promise<void>((resolve) => (open = resolve)) : null
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${key}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`,
      )
      async function* chunks() {
        yield Buffer.concat([head, pdf])
        for (let sent = pdf.length; sent < fileBytes;) {
          const size = Math.min(64 * 1024, fileBytes - sent)
          sent += size
          pulled += size
          yield Buffer.alloc(size, 0x20)
          if (opened !== null) await opened
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`)
      }
      return {
        send: (ip: string) =>
          harness.post('/spa/file-save', {
            body: Readable.from(chunks()),
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            ip,
          }),
        read: () => pulled,
        open: () => open(),
      }
    }

    it('a wrong key is 404 before the file is read: a 25 MB body is left unread, nothing kept', async () => {
      const before = await incomingFiles()
      const upload = streamedFileSave('y'.repeat(43), 25 * MEGABYTE)
      const response = await upload.send('203.0.113.7')
      expect(response.statusCode).toBe(404)
      expect(response.json<ErrorAnswer>().code).toBe('meet_not_found')
      expect(response.headers.connection).toBe('close')
      // Only what sits in the stream's buffers was pulled, not the file.
      expect(upload.read()).toBeLessThan(2 * MEGABYTE)
      expect(await incomingFiles()).toEqual(before)
    })

    it('a file over 20 MB is 413 naming the field once the cap is crossed, and leaves no file', async () => {
      const { key } = await confirmedBooking()
      const upload = streamedFileSave(key, 25 * MEGABYTE)
      const response = await upload.send('203.0.113.8')
      expect(response.statusCode).toBe(413)
      expect(response.json<ErrorAnswer>().errors).toEqual({
        file: ['The file “file” is larger than 20 MB.'],
      })
      expect(await incomingFiles()).toEqual([])
      expect((await meetData(key)).json<MeetData>().files).toEqual([])
    })

    it('past one upload per address, or two in all, answers 503 with Retry-After at once', async () => {
      const { key } = await confirmedBooking()
      const first = streamedFileSave(key, MEGABYTE, { held: true })
      const firstAnswer = first.send('203.0.113.21')
      await vi.waitFor(async () => {
        expect((await incomingFiles()).length).toBe(1)
      })
      const sameAddress = await streamedFileSave(key, MEGABYTE).send('203.0.113.21')
      expect(sameAddress.statusCode).toBe(503)
      expect(sameAddress.headers['retry-after']).toBe('5')
      expect(sameAddress.json<ErrorAnswer>().message).toContain('already sending 1 upload')

      const second = streamedFileSave(key, MEGABYTE, { held: true })
      const secondAnswer = second.send('203.0.113.22')
      await vi.waitFor(async () => {
        expect((await incomingFiles()).length).toBe(2)
      })
      const third = await streamedFileSave(key, MEGABYTE).send('203.0.113.23')
      expect(third.statusCode).toBe(503)
      expect(third.json<ErrorAnswer>().code).toBe('media_busy')

      first.open()
      second.open()
      expect((await firstAnswer).statusCode).toBe(200)
      expect((await secondAnswer).statusCode).toBe(200)
      // The slots are free again.
      expect((await streamedFileSave(key, 1024).send('203.0.113.23')).statusCode).toBe(200)
    })
  })

  describe('POST /spa/meet-save', () => {
    it('saves the text and files, mails the booking contact, and the tourists’ booking page shows them', async () => {
      const { booking, key, owner, contactEmail } = await confirmedBooking()
      const uploaded = (await fileSave(key, [{ bytes: pdf, name: 'map.pdf' }])).json<FilesAnswer>()
        .files
      const response = await harness.post('/spa/meet-save', {
        body: {
          contract_id: booking.id,
          organizer_meet_data: 'Meet at the pier at 9:00.',
          files: uploaded.map((file) => file.id),
          key,
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      const saved = response.json<MeetData>()
      expect(saved.organizer_meet_data).toBe('Meet at the pier at 9:00.')
      expect(saved.saved_at).not.toBeNull()
      expect(saved.files.map((file) => file.name)).toEqual(['map.pdf'])

      const [mail] = await harness.outbox(contactEmail)
      expect(mail?.subject).toBe(`Meeting info: ${booking.tour.name}`)
      expect(mail?.body).toContain(`/booking/uuid/${booking.uuid}`)
      expect(mail?.body).not.toContain('pier')

      const byLink = (
        await harness.get(`/crm/api/request/get-by-uuid?uuid=${booking.uuid}`)
      ).json<Booking>()
      expect(byLink.meet).toMatchObject({
        text: 'Meet at the pier at 9:00.',
        files: [{ name: 'map.pdf' }],
      })
      const byOwner = (
        await harness.get(`/crm/api/request/get?id=${String(booking.id)}`, { token: owner.token })
      ).json<Booking>()
      expect(byOwner.meet?.text).toBe('Meet at the pier at 9:00.')
    })

    it('mails the tourist when what they see changes, not on every save', async () => {
      const { booking, key, contactEmail } = await confirmedBooking()
      const meetMails = async () =>
        (await harness.outbox(contactEmail)).filter(
          (mail) => mail.subject?.startsWith('Meeting info:') === true,
        ).length
      const save = async (text: string, files: number[]) => {
        const response = await harness.post('/spa/meet-save', {
          body: { contract_id: booking.id, organizer_meet_data: text, files, key },
        })
        expect(response.statusCode, response.body).toBe(200)
        return meetMails()
      }
      expect(await meetMails()).toBe(0)
      expect(await save('Pier, 9:00', [])).toBe(1)
      expect(await save('Pier, 9:00', [])).toBe(1)
      expect(await save('Pier, 9:30', [])).toBe(2)
      const [map] = (await fileSave(key, [{ bytes: pdf, name: 'map.pdf' }])).json<FilesAnswer>()
        .files
      expect(await save('Pier, 9:30', [map!.id])).toBe(3)
      expect(await save('Pier, 9:30', [map!.id])).toBe(3)
      expect(await save('Pier, 9:30', [])).toBe(4)
    })

    it('files left out of the list are removed; a file of another meet or a wrong contract is refused', async () => {
      const { booking, key } = await confirmedBooking()
      const other = await confirmedBooking()
      const mine = (
        await fileSave(key, [
          { bytes: pdf, name: 'a.pdf' },
          { bytes: pdf, name: 'b.pdf' },
        ])
      ).json<FilesAnswer>().files
      const theirs = (
        await fileSave(other.key, [{ bytes: pdf, name: 'c.pdf' }])
      ).json<FilesAnswer>().files
      const save = (body: Record<string, unknown>) =>
        harness.post('/spa/meet-save', {
          body: { contract_id: booking.id, organizer_meet_data: 'Text', key, ...body },
        })

      const foreignFile = await save({ files: [theirs[0]!.id] })
      expect(foreignFile.statusCode).toBe(400)
      expect(foreignFile.json<ErrorAnswer>().errors?.files).toBeDefined()
      expect((await save({ contract_id: other.booking.id, files: [] })).statusCode).toBe(404)
      expect((await save({ key: other.key, files: [] })).statusCode).toBe(404)
      const tooLong = await save({ organizer_meet_data: 'x'.repeat(5001), files: [] })
      expect(tooLong.statusCode).toBe(400)
      expect(tooLong.json<ErrorAnswer>().errors?.organizer_meet_data).toBeDefined()

      const kept = await save({ files: [mine[1]!.id] })
      expect(kept.statusCode, kept.body).toBe(200)
      expect(kept.json<MeetData>().files.map((file) => file.id)).toEqual([mine[1]!.id])
      // The other meet's file is untouched.
      expect((await meetData(other.key)).json<MeetData>().files.map((file) => file.id)).toEqual([
        theirs[0]!.id,
      ])
    })

    it('the booking shows no meeting info until the organizer saves, and none to its organizer', async () => {
      const { booking, key, organizer } = await confirmedBooking()
      expect(
        (await harness.get(`/crm/api/request/get-by-uuid?uuid=${booking.uuid}`)).json<Booking>()
          .meet,
      ).toBeNull()
      await harness.post('/spa/meet-save', {
        body: { contract_id: booking.id, organizer_meet_data: 'Pier, 9:00', files: [], key },
      })
      const asOrganizer = (
        await harness.get(`/crm/api/request/get?id=${String(booking.id)}`, {
          token: organizer.token,
        })
      ).json<Booking>()
      expect(asOrganizer.meet).toBeNull()
    })
  })
})

describe.each(testDatabases)('§2 meet links over SMTP on $name', (target) => {
  const sent: Record<string, unknown>[] = []
  // The SMTP server takes each message, then fails: the booking must stand all the same.
  const harness = useAccountsHarness(target, {
    config: { mail: { smtpUrl: 'smtp://mail.test:25', from: 'T <t@test>' } },
    build: {
      mailTransport: () => ({
        async sendMail(message) {
          sent.push(message)
          throw new Error('SMTP server unavailable')
        },
      }),
    },
  })

  it('a failing mail server undoes neither the payment nor the key; the mail is retried and logged', async () => {
    const tour = await createBookableTour(harness.db)
    const organizer = await createSignedInUser(harness.db, harness.config, {
      organizerId: tour.organizerId,
    })
    const owner = await createSignedInUser(harness.db, harness.config)
    const response = await harness.post('/crm/api/request/create', {
      token: owner.token,
      body: bookingBody(tour.dates[0]!.id, 1),
    })
    expect(response.statusCode, response.body).toBe(200)
    const booking = response.json<Booking>()
    await payFor(harness, booking)
    await harness.app.jobs.drain()
    const toOrganizer = sent.find((message) => message.to === organizer.email)
    const key = meetLink.exec(String(toOrganizer?.text))?.[1]
    expect(key).toBeDefined()
    const [row] = await harness.db
      .select()
      .from(bookingMeets)
      .where(eq(bookingMeets.bookingId, booking.id))
    expect(row?.keyHash).toBe(meetKeyHash(key!))
    expect(await harness.outbox(organizer.email)).toEqual([])
    const paidMail = await harness.app.jobs.byKey(
      `booking-mail:${String(booking.id)}:organizer-booking-paid`,
    )
    expect(paidMail).toMatchObject({ status: 'pending', attempts: 1 })
    expect(paidMail?.lastError).toContain('SMTP server unavailable')
    expect(harness.logLines.some((line) => line.includes('job booking-mail'))).toBe(true)
    const [paid] = await harness.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    expect(paid?.status).toBe(3)
    expect((await harness.get(`/spa/contract-organizer-meet-data?key=${key!}`)).statusCode).toBe(
      200,
    )
  })
})
