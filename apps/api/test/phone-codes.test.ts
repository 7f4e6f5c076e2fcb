import { errorBodySchema, phoneCodeSchema } from '@tourmarket/contracts'
import { and, desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { chats, helpRequests, organizerAccounts, phoneCallCodes } from '../src/db/schema/index.ts'
import { getBrand } from '@tourmarket/domain/brand'
import { createPhoneCodesRepository } from '../src/modules/phone-codes/repository.ts'
import { createPhoneCodesService } from '../src/modules/phone-codes/service.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createSignedInUser } from './factories-bookings.ts'
import { setSiteSetting } from './factories-site.ts'
import { createCountry, createOrganizer, createTour } from './factories.ts'

const supportAddress = 'help-desk@tourmarket.example'
const calls = {
  fallbackNumber: '+12025550143',
  numbersByCountry: { ZQ: '+97145550100' },
}

describe.each(testDatabases)('§7 phone codes and §2 callbacks on $name', (target) => {
  // The brand that enables calls (§6): tourmarket-global.
  const harness = useAccountsHarness(target, { config: { brand: 'tourmarket-global', calls } })
  // The default brand, where every call is off.
  const plain = useAccountsHarness(target, { config: { calls } })

  beforeEach(async () => {
    await setSiteSetting(harness.db, 'contacts', { email: supportAddress })
  })

  const signIn = (overrides?: Parameters<typeof createSignedInUser>[2]) =>
    createSignedInUser(harness.db, harness.config, overrides)

  async function chatOf(userId: number, organizerId: number | null): Promise<number> {
    const [row] = await harness.db
      .insert(chats)
      .values({ userId, organizerId })
      .returning({ id: chats.id })
    return row!.id
  }

  function error(response: { json: () => unknown }) {
    return errorBodySchema.parse(response.json())
  }

  describe('POST /crm/api/phone-code/organizer', () => {
    it('answers the fallback number and a six-digit code that lives 30 minutes, stored', async () => {
      const organizer = await createOrganizer(harness.db)
      const before = Date.now()
      const response = await harness.post('/crm/api/phone-code/organizer', {
        body: { tour_organizer_id: organizer.id, timezone: 'Europe/Berlin' },
      })
      expect(response.statusCode).toBe(200)
      const answer = phoneCodeSchema.parse(response.json())
      expect(answer.phone).toBe('+12025550143')
      expect(answer.code).toMatch(/^\d{6}$/)
      const expiresAt = Date.parse(answer.expires_at)
      // Issued while the request ran: 30 minutes after a moment between `before` and now.
      expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000)
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000)
      const [row] = await harness.db
        .select()
        .from(phoneCallCodes)
        .where(eq(phoneCallCodes.code, answer.code))
      expect(row).toMatchObject({
        target: 'organizer',
        organizerId: organizer.id,
        chatId: null,
        userId: null,
        isSupportCall: false,
      })
    })

    it('dials the caller’s country’s number where one is configured, and records who asked', async () => {
      const organizer = await createOrganizer(harness.db)
      const country = await createCountry(harness.db, { isoCode: 'ZQ' })
      const other = await createCountry(harness.db)
      const tourist = await signIn()
      const local = phoneCodeSchema.parse(
        (
          await harness.post('/crm/api/phone-code/organizer', {
            token: tourist.token,
            body: { tour_organizer_id: organizer.id, country_id: country.id },
          })
        ).json(),
      )
      expect(local.phone).toBe('+97145550100')
      const [row] = await harness.db
        .select()
        .from(phoneCallCodes)
        .where(eq(phoneCallCodes.code, local.code))
      expect(row).toMatchObject({ userId: tourist.id, countryId: country.id })
      const elsewhere = phoneCodeSchema.parse(
        (
          await harness.post('/crm/api/phone-code/organizer', {
            body: { tour_organizer_id: organizer.id, country_id: other.id },
          })
        ).json(),
      )
      expect(elsewhere.phone).toBe('+12025550143')
    })

    it('gives different codes to different callers, and never a live code twice', async () => {
      const organizer = await createOrganizer(harness.db)
      const codes = new Set<string>()
      for (let index = 0; index < 8; index += 1) {
        const response = await harness.post('/crm/api/phone-code/organizer', {
          body: { tour_organizer_id: organizer.id },
          ip: `203.0.113.${String(index + 1)}`,
        })
        codes.add(phoneCodeSchema.parse(response.json()).code)
      }
      expect(codes.size).toBe(8)
      const stored = await harness.db.select({ code: phoneCallCodes.code }).from(phoneCallCodes)
      expect(new Set(stored.map((row) => row.code)).size).toBe(stored.length)
    })

    it('draws again when a live code already has the number drawn', async () => {
      const organizer = await createOrganizer(harness.db)
      const draws = [424_242, 424_242, 77]
      const service = createPhoneCodesService({
        repository: createPhoneCodesRepository(harness.db),
        brand: getBrand('tourmarket-global'),
        calls,
        now: () => new Date(),
        drawCode: () => draws.shift() ?? 0,
      })
      const first = await service.forOrganizer({ tour_organizer_id: organizer.id }, null)
      const second = await service.forOrganizer({ tour_organizer_id: organizer.id }, null)
      expect([first.code, second.code]).toEqual(['424242', '000077'])
    })

    it('lets a code go once it expires: its number may be handed out again', async () => {
      const organizer = await createOrganizer(harness.db)
      const first = phoneCodeSchema.parse(
        (
          await harness.post('/crm/api/phone-code/organizer', {
            body: { tour_organizer_id: organizer.id },
          })
        ).json(),
      )
      await harness.db
        .update(phoneCallCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(phoneCallCodes.code, first.code))
      await harness.post('/crm/api/phone-code/organizer', {
        body: { tour_organizer_id: organizer.id },
      })
      const left = await harness.db
        .select()
        .from(phoneCallCodes)
        .where(eq(phoneCallCodes.code, first.code))
      expect(left).toEqual([])
    })

    it('is 404 for an unknown or unpublished organizer', async () => {
      const hidden = await createOrganizer(harness.db, { isPublished: false })
      for (const id of [hidden.id, 999_999]) {
        const response = await harness.post('/crm/api/phone-code/organizer', {
          body: { tour_organizer_id: id },
        })
        expect(response.statusCode).toBe(404)
        expect(error(response).code).toBe('organizer_not_found')
      }
    })

    it('names the field of a bad body', async () => {
      const organizer = await createOrganizer(harness.db)
      const cases = [
        [{}, 'tour_organizer_id'],
        [{ tour_organizer_id: 'abc' }, 'tour_organizer_id'],
        [{ tour_organizer_id: organizer.id, timezone: 'Mars/Olympus' }, 'timezone'],
        [{ tour_organizer_id: organizer.id, country_id: -1 }, 'country_id'],
        [{ tour_organizer_id: organizer.id, country_id: 999_999 }, 'country_id'],
      ] as const
      for (const [body, field] of cases) {
        const response = await harness.post('/crm/api/phone-code/organizer', { body })
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(Object.keys(error(response).errors ?? {})).toEqual([field])
      }
    })

    it('is refused with 403 calls_disabled on the brand that does not enable calls', async () => {
      const organizer = await createOrganizer(plain.db)
      const response = await plain.post('/crm/api/phone-code/organizer', {
        body: { tour_organizer_id: organizer.id },
      })
      expect(response.statusCode).toBe(403)
      expect(error(response).code).toBe('calls_disabled')
      expect(await plain.db.select().from(phoneCallCodes)).toEqual([])
    })

    it('asks for a captcha past 20 codes an hour from one address', async () => {
      const organizer = await createOrganizer(harness.db)
      const ip = '203.0.113.200'
      for (let index = 0; index < 20; index += 1) {
        const response = await harness.post('/crm/api/phone-code/organizer', {
          body: { tour_organizer_id: organizer.id },
          ip,
        })
        expect(response.statusCode).toBe(200)
      }
      const refused = await harness.post('/crm/api/phone-code/organizer', {
        body: { tour_organizer_id: organizer.id },
        ip,
      })
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ type: 'captcha' })
    })
  })

  describe('POST /crm/api/phone-code/user', () => {
    it('gives the chat’s tourist a code to call support about their support chat', async () => {
      const tourist = await signIn()
      const chatId = await chatOf(tourist.id, null)
      const response = await harness.post('/crm/api/phone-code/user', {
        token: tourist.token,
        body: { chat_id: chatId },
      })
      expect(response.statusCode).toBe(200)
      const answer = phoneCodeSchema.parse(response.json())
      const [row] = await harness.db
        .select()
        .from(phoneCallCodes)
        .where(eq(phoneCallCodes.code, answer.code))
      expect(row).toMatchObject({ target: 'user', chatId, userId: tourist.id, isSupportCall: true })
    })

    it('routes a chat with an organizer to that organizer', async () => {
      const organizer = await createOrganizer(harness.db)
      const tourist = await signIn()
      const chatId = await chatOf(tourist.id, organizer.id)
      const answer = phoneCodeSchema.parse(
        (
          await harness.post('/crm/api/phone-code/user', {
            token: tourist.token,
            body: { chat_id: String(chatId) },
          })
        ).json(),
      )
      const [row] = await harness.db
        .select()
        .from(phoneCallCodes)
        .where(eq(phoneCallCodes.code, answer.code))
      expect(row).toMatchObject({ organizerId: organizer.id, isSupportCall: false })
    })

    it('is 404 for another tourist’s chat or one that does not exist, 401 signed out', async () => {
      const owner = await signIn()
      const stranger = await signIn()
      const chatId = await chatOf(owner.id, null)
      for (const id of [chatId, 999_999]) {
        const response = await harness.post('/crm/api/phone-code/user', {
          token: stranger.token,
          body: { chat_id: id },
        })
        expect(response.statusCode).toBe(404)
        expect(error(response).code).toBe('chat_not_found')
      }
      const anonymous = await harness.post('/crm/api/phone-code/user', {
        body: { chat_id: chatId },
      })
      expect(anonymous.statusCode).toBe(401)
    })

    it('names chat_id when it is missing or not a number', async () => {
      const tourist = await signIn()
      for (const body of [{}, { chat_id: 'abc' }]) {
        const response = await harness.post('/crm/api/phone-code/user', {
          token: tourist.token,
          body,
        })
        expect(response.statusCode).toBe(400)
        expect(Object.keys(error(response).errors ?? {})).toEqual(['chat_id'])
      }
    })

    it('is refused with 403 calls_disabled on the brand without calls', async () => {
      const tourist = await createSignedInUser(plain.db, plain.config)
      const [chat] = await plain.db
        .insert(chats)
        .values({ userId: tourist.id, organizerId: null })
        .returning({ id: chats.id })
      const response = await plain.post('/crm/api/phone-code/user', {
        token: tourist.token,
        body: { chat_id: chat!.id },
      })
      expect(response.statusCode).toBe(403)
      expect(error(response).code).toBe('calls_disabled')
    })
  })

  describe('§2 callback request: submit-help-request with kind phone_call_request', () => {
    it('needs only a phone and mails the organizer’s accounts with it', async () => {
      const organizer = await createOrganizer(harness.db, { name: 'Volga Trails' })
      const acting = await signIn({ organizerId: organizer.id })
      const listed = await signIn()
      await harness.db
        .insert(organizerAccounts)
        .values({ organizerId: organizer.id, userId: listed.id })
      const tour = await createTour(harness.db, { organizerId: organizer.id })
      const response = await harness.post('/spa/submit-help-request', {
        body: {
          kind: 'phone_call_request',
          phone: '+1 (202) 555-0177',
          tour_id: tour.id,
          page_path: '/tours/volga',
        },
      })
      expect(response.statusCode).toBe(201)
      const [stored] = await harness.db
        .select()
        .from(helpRequests)
        .orderBy(desc(helpRequests.id))
        .limit(1)
      expect(stored).toMatchObject({
        kind: 'phone_call_request',
        phone: '+12025550177',
        email: null,
        name: '',
        message: '',
        organizerId: organizer.id,
        tourId: tour.id,
      })
      for (const address of [acting.email, listed.email]) {
        const [mail] = await harness.outbox(address)
        expect(mail?.subject).toBe('Callback requested: +12025550177')
        expect(mail?.body).toContain('asked Volga Trails to call back on +12025550177')
      }
      const toSupport = await harness.outbox(supportAddress)
      expect(toSupport.some((mail) => mail.body.includes('+12025550177'))).toBe(false)
    })

    it('goes to support without an organizer, with a confirmation only when an e-mail is given', async () => {
      const email = `caller-${String(Date.now())}@example.com`
      const response = await harness.post('/spa/submit-help-request', {
        body: { kind: 'phone_call_request', phone: '+442079460555', name: 'Ann', email },
      })
      expect(response.statusCode).toBe(201)
      const [mail] = await harness.outbox(supportAddress)
      expect(mail?.body).toContain('Phone: +442079460555')
      expect(mail?.body).toContain('Kind: phone_call_request')
      expect(await harness.outbox(email)).toHaveLength(1)
    })

    it('names the phone when it is missing or malformed, in X-Language', async () => {
      const missing = await harness.post('/spa/submit-help-request', {
        body: { kind: 'phone_call_request', name: 'Ann' },
      })
      expect(missing.statusCode).toBe(400)
      expect(error(missing).errors).toEqual({ phone: ['Required field.'] })
      const malformed = await harness.post('/spa/submit-help-request', {
        body: { kind: 'phone_call_request', phone: '12345' },
      })
      expect(error(malformed).errors).toEqual({ phone: ['Please enter a valid phone number'] })
    })

    it('still needs name, e-mail and message for the other kinds', async () => {
      const response = await harness.post('/spa/submit-help-request', {
        body: { kind: 'common_help', phone: '+442079460555' },
      })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(error(response).errors ?? {}).sort()).toEqual(['email', 'message', 'name'])
    })

    it('is 404 for an organizer or tour not on the site, 400 for a tour of another organizer', async () => {
      const hidden = await createOrganizer(harness.db, { isPublished: false })
      const hiddenAnswer = await harness.post('/spa/submit-help-request', {
        body: { kind: 'phone_call_request', phone: '+442079460555', organizer_id: hidden.id },
      })
      expect(hiddenAnswer.statusCode).toBe(404)
      expect(error(hiddenAnswer).code).toBe('organizer_not_found')
      const noTour = await harness.post('/spa/submit-help-request', {
        body: { kind: 'phone_call_request', phone: '+442079460555', tour_id: 999_999 },
      })
      expect(error(noTour).code).toBe('tour_not_found')
      const organizer = await createOrganizer(harness.db)
      const tour = await createTour(harness.db)
      const mismatch = await harness.post('/spa/submit-help-request', {
        body: {
          kind: 'phone_call_request',
          phone: '+442079460555',
          organizer_id: organizer.id,
          tour_id: tour.id,
        },
      })
      expect(mismatch.statusCode).toBe(400)
      expect(Object.keys(error(mismatch).errors ?? {})).toEqual(['tour_id'])
      const stored = await harness.db
        .select()
        .from(helpRequests)
        .where(
          and(eq(helpRequests.kind, 'phone_call_request'), eq(helpRequests.organizerId, hidden.id)),
        )
      expect(stored).toEqual([])
    })
  })
})
