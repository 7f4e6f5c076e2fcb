// Issue 41 and decision 0054: WhatsApp through the Cloud API, against a local fake of it. Codes by
// the authentication template, §8's 503 when WhatsApp refuses or does not answer, tour programs
// by WhatsApp as retried jobs, Meta's webhook (handshake and signature), and VK and
// whatsapp_paid never offered.
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { jobs } from '../src/db/schema/index.ts'
import { whatsAppSignature } from '../src/platform/channels/whatsapp/webhook.ts'
import { whatsAppMessageJobKind } from '../src/platform/channels/whatsapp/message-jobs.ts'
import { siteSettings } from '../src/modules/site/settings.ts'
import { uniquePhone, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour, daysFromToday, seedCurrencyRates } from './factories.ts'
import { setSiteSetting } from './factories-site.ts'
import { createTourProgram } from './factories-tours.ts'
import {
  fakeWhatsAppAccessToken,
  fakeWhatsAppAppSecret,
  fakeWhatsAppCodeTemplate,
  fakeWhatsAppPhoneNumberId,
  fakeWhatsAppVerifyToken,
  startFakeWhatsApp,
} from './fakes/fake-whatsapp.ts'
import type { FakeWhatsApp } from './fakes/fake-whatsapp.ts'

const smsUnavailable = 'SMS sending is currently unavailable due to technical reasons...'
const webhookPath = '/whatsapp/webhook'

/**
 * A config with WHATSAPP_* pointing at the fake, which the harness reads when it builds its app
 * (after the fake has started).
 */
function whatsAppConfig(fake: () => FakeWhatsApp, overrides: Partial<Config>): Partial<Config> {
  return {
    ...overrides,
    get channels(): Config['channels'] {
      return {
        whatsapp: {
          accessToken: fakeWhatsAppAccessToken,
          phoneNumberId: fakeWhatsAppPhoneNumberId,
          appSecret: fakeWhatsAppAppSecret,
          verifyToken: fakeWhatsAppVerifyToken,
          codeTemplate: fakeWhatsAppCodeTemplate,
          apiUrl: `${fake().url}/v21.0`,
        },
      }
    },
  }
}

/** Started before the harness's app, which is told its address; closed after the file. */
function useFakeWhatsApp(): () => FakeWhatsApp {
  let fake: FakeWhatsApp | undefined
  beforeAll(async () => {
    fake = await startFakeWhatsApp({ port: 0 })
  })
  afterAll(async () => {
    await fake?.close()
  })
  return () => {
    if (fake === undefined) throw new Error('The fake is only available inside tests')
    return fake
  }
}

describe.each(testDatabases)('WhatsApp codes and webhook, as in production, on $name', (target) => {
  const fake = useFakeWhatsApp()
  // DEV_PAGES off: only what a real channel carries is offered.
  const harness = useAccountsHarness(target, {
    config: whatsAppConfig(fake, { devPages: false }),
  })

  it('offers whatsapp as the one phone sender: never whatsapp_paid, vk or vk_via_sms_service', async () => {
    const response = await harness.get('/crm/api/user/phone-confirmation-methods')
    expect(response.json()).toEqual({ methods: ['whatsapp'] })
    for (const sender of ['whatsapp_paid', 'vk', 'vk_via_sms_service']) {
      const refused = await harness.post('/crm/api/user/send-auth-code', {
        body: { login: uniquePhone(), code_sender: sender },
      })
      expect(refused.statusCode, sender).toBe(400)
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['code_sender'])
    }
  })

  it('a sign-in code goes through the authentication template (code as body and button parameter) and signs in', async () => {
    const phone = uniquePhone()
    const sent = await harness.post('/crm/api/user/send-auth-code', {
      body: { login: phone, code_sender: 'whatsapp' },
      headers: { 'x-language': 'ru' },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const [request] = fake().requests.filter(
      (entry) => (entry.body as { to?: string }).to === phone.slice(1),
    )
    expect(request).toEqual({
      path: `/v21.0/${fakeWhatsAppPhoneNumberId}/messages`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: phone.slice(1),
        type: 'template',
        template: {
          name: fakeWhatsAppCodeTemplate,
          language: { code: 'ru' },
          components: [
            {
              type: 'body',
              parameters: [{ type: 'text', text: expect.stringMatching(/^\d{5}$/) }],
            },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: expect.stringMatching(/^\d{5}$/) }],
            },
          ],
        },
      },
    })
    const [message] = fake().messages(phone)
    expect(message?.template).toEqual({
      name: fakeWhatsAppCodeTemplate,
      language: 'ru',
      code: expect.stringMatching(/^\d{5}$/),
    })
    const signIn = await harness.post('/crm/api/user/auth-via-code', {
      body: { login: phone, code: message?.template?.code, verify_method: 'whatsapp' },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
  })

  it('a Graph API error or no answer at all is §8’s 503, logged, and the next request goes through', async () => {
    const phone = uniquePhone()
    fake().failNext(1, {
      status: 400,
      message: '(#131026) Message undeliverable',
      type: 'OAuthException',
      code: 131026,
    })
    const refused = await harness.post('/crm/api/user/send-auth-code', {
      body: { login: phone, code_sender: 'whatsapp' },
    })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ code: 'sms_unavailable', message: smsUnavailable })
    expect(harness.logLines.join('\n')).toContain('code 131026: (#131026) Message undeliverable')

    fake().failNext(1, 'network')
    const silent = await harness.post('/crm/api/user/send-auth-code', {
      body: { login: phone, code_sender: 'whatsapp' },
    })
    expect(silent.statusCode).toBe(503)
    expect(silent.json()).toEqual({ code: 'sms_unavailable', message: smsUnavailable })

    const sent = await harness.post('/crm/api/user/send-auth-code', {
      body: { login: phone, code_sender: 'whatsapp' },
    })
    expect(sent.statusCode).toBe(200)
    expect(fake().messages(phone)).toHaveLength(1)
    // The access token never reaches the log.
    expect(harness.logLines.join('\n')).not.toContain(fakeWhatsAppAccessToken)
  })

  it('the chat offers no WhatsApp or VK linking: neither relays a chat', async () => {
    await setSiteSetting(harness.db, siteSettings.chatSources.key, [
      { source: 'telegram', url: 'https://t.me/tourmarket_bot' },
      { source: 'vk', url: 'https://vk.me/tourmarket' },
      { source: 'whatsapp', url: 'https://wa.me/14155550123' },
    ])
    const { token } = await harness.register()
    const channels = await harness.get('/crm/api/chat/channels-list', { token })
    expect(channels.statusCode).toBe(200)
    const sources = JSON.stringify(channels.json())
    expect(sources).toContain('telegram')
    expect(sources).not.toContain('whatsapp')
    expect(sources).not.toContain('"vk"')
  })

  describe('the webhook', () => {
    const subscribe = (token: string) =>
      harness.get(
        `${webhookPath}?${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' })}`,
      )

    it('echoes the challenge for our verify token, 403 for another', async () => {
      const subscribed = await subscribe(fakeWhatsAppVerifyToken)
      expect(subscribed.statusCode).toBe(200)
      expect(subscribed.headers['content-type']).toMatch(/^text\/plain/)
      expect(subscribed.body).toBe('1158201444')
      const refused = await subscribe(`${fakeWhatsAppVerifyToken}x`)
      expect(refused.statusCode).toBe(403)
      expect(refused.body).not.toContain('1158201444')
    })

    const event = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '15550783881',
                  phone_number_id: fakeWhatsAppPhoneNumberId,
                },
                contacts: [{ profile: { name: 'Anna' }, wa_id: '4915112345678' }],
                messages: [
                  {
                    from: '4915112345678',
                    id: 'wamid.incoming-1',
                    timestamp: '1767225600',
                    type: 'text',
                    text: { body: 'Hello' },
                  },
                ],
                statuses: [
                  {
                    id: 'wamid.outgoing-1',
                    status: 'failed',
                    recipient_id: '4915112345678',
                    errors: [{ code: 131047, title: 'Re-engagement message' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    })
    const post = (body: string, signature: string | undefined) =>
      harness.app.inject({
        method: 'POST',
        url: webhookPath,
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
        },
      })

    it('takes an event signed with the app secret over its raw bytes, and reports a failed delivery', async () => {
      const received = await post(event, whatsAppSignature(event, fakeWhatsAppAppSecret))
      expect(received.statusCode, received.body).toBe(200)
      expect(received.json()).toEqual({ received: true, incoming: 1 })
      const warning = harness.logLines
        .map((line) => JSON.parse(line) as { msg?: string; whatsappMessageId?: string })
        .find((entry) => entry.msg === 'WhatsApp could not deliver a message')
      expect(warning).toMatchObject({ whatsappMessageId: 'wamid.outgoing-1' })
    })

    it('refuses with 401 a missing signature, another secret’s, or one of other bytes', async () => {
      expect((await post(event, undefined)).statusCode).toBe(401)
      expect((await post(event, whatsAppSignature(event, 'another-secret'))).statusCode).toBe(401)
      // The same JSON re-serialized is other bytes: the signature covers the raw body.
      const reformatted = JSON.stringify(JSON.parse(event), null, 2)
      const refused = await post(reformatted, whatsAppSignature(event, fakeWhatsAppAppSecret))
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toMatchObject({ code: 'unauthorized' })
      expect((await post(event, 'sha256=zz')).statusCode).toBe(401)
    })
  })
})

describe.each(testDatabases)('tour programs by WhatsApp on $name', (target) => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-whatsapp-cache-'))
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-whatsapp-uploads-'))
  const fake = useFakeWhatsApp()
  // DEV_PAGES on, so /dev/outbox shows the jobs; WhatsApp configured, so the fake gets them.
  const harness = useAccountsHarness(target, {
    config: whatsAppConfig(fake, {
      devPages: true,
      media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir },
    }),
  })
  beforeAll(async () => {
    await seedCurrencyRates(harness.db)
    await setSiteSetting(harness.db, siteSettings.siteTokens.key, {
      send_tour_program_in_pdf_via_whatsapp: true,
    })
  })
  afterAll(async () => {
    await Promise.all(
      [cacheDir, uploadDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })

  async function programTour() {
    const tour = await createTour(harness.db, {
      title: 'Lakes of Karelia',
      dates: [{ startDate: daysFromToday(30), endDate: daysFromToday(33), durationDays: 4 }],
    })
    await createTourProgram(harness.db, tour.id, {
      isDefault: true,
      days: [{ title: 'Petrozavodsk' }, { title: 'Kizhi island' }],
    })
    return tour
  }

  const jobsTo = (phone: string) =>
    harness.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, whatsAppMessageJobKind), sql`${jobs.payload}->>'to' = ${phone}`))

  it('an order is a whatsapp-message job; a Graph failure is retried and seen on /dev/outbox, then the document reaches WhatsApp', async () => {
    const tour = await programTour()
    const phone = uniquePhone()
    fake().failNext(1)
    const ordered = await harness.post('/spa/tour-program-order-via-whatsapp', {
      body: { phone, tour_id: tour.id, currency: 'EUR' },
    })
    expect(ordered.statusCode, ordered.body).toBe(200)
    await harness.app.jobs.drain()
    const [failed] = await jobsTo(phone)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed?.lastError).toContain('WhatsApp Cloud API answered 500 code 131000')
    expect(fake().messages(phone)).toEqual([])

    // The developer page lists the job waiting for its retry, with the provider's error.
    const outbox = await harness.get('/dev/outbox')
    const listed = outbox
      .json<{ jobs: { id: number; kind: string; status: string; last_error: string | null }[] }>()
      .jobs.find((job) => job.id === failed?.id)
    expect(listed).toMatchObject({ kind: 'whatsapp-message', status: 'pending' })
    expect(listed?.last_error).toContain('131000')

    // The backoff's wait, passed: the retry sends it.
    await harness.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, failed!.id))
    await harness.app.jobs.drain()
    expect((await jobsTo(phone))[0]).toMatchObject({ status: 'done', attempts: 2 })
    const [message] = fake().messages(phone)
    expect(message).toMatchObject({ type: 'document', to: phone.slice(1) })
    const pdfPath = `/spa/private-tour-program-pdf?id=${String(tour.id)}&language=en-US&currency=EUR`
    expect(message?.document?.link).toBe(`${harness.config.accounts.siteUrl}${pdfPath}`)
    expect(message?.document?.filename).toMatch(/\.pdf$/)
    expect(message?.document?.caption).toContain('Lakes of Karelia')
    expect(message?.document?.caption).toContain(pdfPath)
  })
})
