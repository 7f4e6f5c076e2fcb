// Issue 41: codes by SMS through Twilio's SDK, against a local fake of Twilio's Messages resource,
// and the offered-senders rule of decision 0052 (a sender is offered when a real channel carries
// it, or while DEV_PAGES lets the outbox stand in).
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import type { Config } from '../src/config.ts'
import { authCodes } from '../src/db/schema/index.ts'
import { testPasswordHashCost, uniquePhone } from './accounts-harness.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import type { MigratedTestDatabase } from './databases.ts'
import {
  fakeTwilioAccountSid,
  fakeTwilioAuthToken,
  fakeTwilioFrom,
  startFakeTwilio,
} from './fakes/fake-twilio.ts'
import type { FakeTwilio } from './fakes/fake-twilio.ts'

const smsUnavailable = 'SMS sending is currently unavailable due to technical reasons...'

let ipSequence = 0
/** Each request from an address of its own, so the per-address limits stay out of the way. */
function nextIp(): string {
  ipSequence += 1
  return `203.0.113.${String((ipSequence % 250) + 1)}`
}

/** An app over the test database with this config on top; closed after the describe. */
function useApp(testDatabase: MigratedTestDatabase, config: () => Partial<Config>) {
  const logLines: string[] = []
  let app: App | undefined
  beforeAll(() => {
    app = buildApp({
      config: { ...testDatabase.config, logLevel: 'info', ...config() },
      database: testDatabase.database,
      passwordHashCost: testPasswordHashCost,
      logStream: { write: (line: string) => void logLines.push(line) },
    })
  })
  afterAll(async () => {
    await app?.close()
  })
  const current = () => {
    if (app === undefined) throw new Error('The app is only available inside tests')
    return app
  }
  return {
    logLines,
    post: (url: string, body: unknown, token?: string) =>
      current().inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: {
          'x-forwarded-for': nextIp(),
          ...(token === undefined ? {} : { 'x-authorization': `Bearer ${token}` }),
        },
      }),
    get: (url: string, token?: string) =>
      current().inject({
        method: 'GET',
        url,
        headers: token === undefined ? {} : { 'x-authorization': `Bearer ${token}` },
      }),
  }
}

describe.each(testDatabases)('SMS codes through Twilio on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  let twilio: FakeTwilio
  beforeAll(async () => {
    twilio = await startFakeTwilio({ port: 0 })
  })
  afterAll(async () => {
    await twilio.close()
  })
  // DEV_PAGES off, as in production: only what a real channel carries is offered.
  const api = useApp(testDatabase, () => ({
    devPages: false,
    channels: {
      sms: {
        accountSid: fakeTwilioAccountSid,
        authToken: fakeTwilioAuthToken,
        from: fakeTwilioFrom,
        apiUrl: twilio.url,
      },
    },
  }))

  /** The 5-digit code of the newest SMS the fake got for a phone. */
  function smsCode(phone: string): string {
    const body = twilio.messages(phone).at(-1)?.body ?? ''
    const code = /\b(\d{5})\b/.exec(body)?.[1]
    if (code === undefined) throw new Error(`no SMS code for ${phone}: "${body}"`)
    return code
  }

  it('lists SMS, which Twilio carries, as the one phone sender: none that would reach nobody', async () => {
    const response = await api.get('/crm/api/user/phone-confirmation-methods')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ methods: ['sms'] })
  })

  it('a sign-in code by SMS reaches Twilio with the phone and the code, and signs in', async () => {
    const phone = uniquePhone()
    const sent = await api.post('/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'sms',
    })
    expect(sent.statusCode).toBe(200)
    const [request] = twilio.requests.filter((entry) => entry.form.To === phone)
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${fakeTwilioAccountSid}/Messages.json`,
      form: { To: phone, From: fakeTwilioFrom, Body: expect.stringMatching(/\b\d{5}\b/) },
    })
    const code = smsCode(phone)
    // No link in an SMS: the person types the code.
    expect(request?.form.Body).not.toMatch(/https?:/)

    const signIn = await api.post('/crm/api/user/auth-via-code', {
      login: phone,
      code,
      verify_method: 'sms',
    })
    expect(signIn.statusCode).toBe(200)
    const { token } = signIn.json<{ token: string }>()
    const profile = await api.get('/crm/api/user/profile', token)
    expect(profile.json()).toMatchObject({ phone, is_phone_confirmed: true })
  })

  it('Twilio refusing the message answers 503 in §8 words, logs Twilio’s error, and leaves no code', async () => {
    const phone = uniquePhone()
    twilio.failNext(1, {
      code: 21408,
      message:
        'Permission to send an SMS has not been enabled for the region indicated by the number',
      more_info: 'https://www.twilio.com/docs/errors/21408',
      status: 400,
    })
    const refused = await api.post('/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'sms',
    })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ code: 'sms_unavailable', message: smsUnavailable })
    expect(twilio.messages(phone)).toEqual([])

    const logged = api.logLines
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'SMS code not sent')
    expect(logged?.err).toMatchObject({
      status: 400,
      twilioCode: 21408,
      moreInfo: 'https://www.twilio.com/docs/errors/21408',
      message: expect.stringContaining('Permission to send an SMS'),
    })
    // The auth token never reaches the log.
    expect(api.logLines.join('\n')).not.toContain(fakeTwilioAuthToken)

    const live = await testDatabase.database.db
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(and(eq(authCodes.destination, phone), isNull(authCodes.consumedAt)))
    expect(live).toEqual([])
  })

  it('an unreachable Twilio answers the same 503, and the next request goes through', async () => {
    const phone = uniquePhone()
    twilio.failNext(1, 'network')
    const refused = await api.post('/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'sms',
    })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ code: 'sms_unavailable', message: smsUnavailable })
    // Twilio answers again: the next request goes through.
    const sent = await api.post('/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'sms',
    })
    expect(sent.statusCode).toBe(200)
    expect(smsCode(phone)).toMatch(/^\d{5}$/)
    // The network's error carries the request: the log has its words, never the auth token.
    expect(api.logLines.join('\n')).toContain('Twilio unreachable')
    expect(api.logLines.join('\n')).not.toContain(fakeTwilioAuthToken)
  })

  it('a sender no provider carries is refused with 400 on code_sender', async () => {
    const refused = await api.post('/crm/api/user/send-auth-code', {
      login: uniquePhone(),
      code_sender: 'telegram',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      errors: { code_sender: ['Codes cannot be sent this way. Choose another way.'] },
    })
  })
})

describe.each(testDatabases)('no SMS provider and DEV_PAGES off on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const api = useApp(testDatabase, () => ({ devPages: false, channels: {} }))

  it('offers no phone sender: phone-confirmation-methods is empty', async () => {
    expect((await api.get('/crm/api/user/phone-confirmation-methods')).json()).toEqual({
      methods: [],
    })
  })

  it('refuses sms with 400 naming code_sender: send-auth-code, register-without-password, send-confirmation-code', async () => {
    const notOffered = { code_sender: ['Codes cannot be sent this way. Choose another way.'] }
    const phone = uniquePhone()
    const signIn = await api.post('/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'sms',
    })
    expect(signIn.statusCode).toBe(400)
    expect(signIn.json()).toMatchObject({ errors: notOffered })

    // Refused before an account is made for a phone no code can reach.
    const registered = await api.post('/crm/api/user/register-without-password', { login: phone })
    expect(registered.statusCode).toBe(400)
    expect(registered.json()).toMatchObject({ errors: notOffered })

    const email = `sms-${String(Date.now())}@example.com`
    const account = await api.post('/crm/api/user/register', {
      first_name: 'Anna',
      last_name: 'Traveller',
      email,
      phone,
      password: 'Gentle-otter-paddles-47',
      confirm_password: 'Gentle-otter-paddles-47',
    })
    expect(account.statusCode).toBe(200)
    const { token } = account.json<{ token: string }>()
    const confirmation = await api.post(
      '/crm/api/user/send-confirmation-code',
      { code_sender: 'sms' },
      token,
    )
    expect(confirmation.statusCode).toBe(400)
    expect(confirmation.json()).toMatchObject({ errors: notOffered })
  })

  it('e-mail codes are still offered (the mailer carries them)', async () => {
    const sent = await api.post('/crm/api/user/send-auth-code', {
      login: `sms-mail-${String(Date.now())}@example.com`,
      code_sender: 'email',
    })
    expect(sent.statusCode).toBe(200)
  })
})
