// A harness for the accounts, favourites and abuse tests: one app per file over a migrated
// database (developer pages on, so the outbox shows the codes), and helpers that speak the API.
import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App, BuildAppOptions } from '../src/app.ts'
import type { Config } from '../src/config.ts'
import type { AppDatabase } from '../src/db/database.ts'
import type { TestDatabaseTarget } from './databases.ts'
import { useMigratedDatabase } from './databases.ts'

/** A valid password that is on no common-password list. */
export const testPassword = 'Gentle-otter-paddles-47'

/** scrypt at a cost tests can afford; the default cost has its own test. */
export const testPasswordHashCost = { N: 2 ** 10, r: 8, p: 1 }

export type Cookie = { value: string; attributes: string[] }

/** The cookies a response sets, by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, Cookie> {
  const header = response.headers['set-cookie']
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
  const cookies: Record<string, Cookie> = {}
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    cookies[pair.slice(0, separator)] = {
      value: decodeURIComponent(pair.slice(separator + 1)),
      attributes,
    }
  }
  return cookies
}

export function uniqueEmail(label = 'tourist'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`
}

let phoneSequence = 0
export function uniquePhone(): string {
  phoneSequence += 1
  return `+1202${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSequence).padStart(3, '0')}`.slice(
    0,
    15,
  )
}

let ipSequence = 0
function nextIp(): string {
  ipSequence += 1
  return `198.51.${Math.floor(ipSequence / 250) % 250}.${(ipSequence % 250) + 1}`
}

export type RequestOptions = {
  body?: unknown
  token?: string
  headers?: Record<string, string>
  /** The caller's address (X-Forwarded-For); each test gets its own unless told. */
  ip?: string
}

export type AccountsHarness = ReturnType<typeof useAccountsHarness>

export function useAccountsHarness(
  target: TestDatabaseTarget,
  options: { config?: Partial<Config>; build?: Partial<BuildAppOptions> } = {},
) {
  const testDatabase = useMigratedDatabase(target)
  const logLines: string[] = []
  let app: App | undefined
  let testIp = nextIp()

  beforeAll(() => {
    app = buildApp({
      config: { ...testDatabase.config, devPages: true, logLevel: 'trace', ...options.config },
      database: testDatabase.database,
      passwordHashCost: testPasswordHashCost,
      logStream: { write: (line: string) => void logLines.push(line) },
      ...options.build,
    })
  })
  afterAll(async () => {
    await app?.close()
  })
  beforeEach(() => {
    testIp = nextIp()
  })

  const current = () => {
    if (app === undefined) throw new Error('The app is only available inside tests')
    return app
  }

  function request(method: 'GET' | 'POST', url: string, requestOptions: RequestOptions = {}) {
    const headers: Record<string, string> = {
      'x-forwarded-for': requestOptions.ip ?? testIp,
      ...requestOptions.headers,
    }
    if (requestOptions.token !== undefined)
      headers['x-authorization'] = `Bearer ${requestOptions.token}`
    return current().inject({
      method,
      url,
      headers,
      ...(requestOptions.body === undefined ? {} : { payload: requestOptions.body as object }),
    })
  }

  const post = (url: string, requestOptions?: RequestOptions) =>
    request('POST', url, requestOptions)
  const get = (url: string, requestOptions?: RequestOptions) => request('GET', url, requestOptions)

  /** Messages in the outbox for a recipient, newest first, once the jobs due now have run. */
  async function outbox(recipient: string) {
    await current().jobs.drain()
    const response = await get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)
    if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`)
    return response.json<{ data: { channel: string; subject: string | null; body: string }[] }>()
      .data
  }

  /** The 5-digit code in the newest message to a recipient. */
  async function latestCode(recipient: string): Promise<string> {
    const [message] = await outbox(recipient)
    const code = message === undefined ? undefined : /\b(\d{5})\b/.exec(message.body)?.[1]
    if (code === undefined) throw new Error(`no code in the outbox for ${recipient}`)
    return code
  }

  /** Registers a new account and returns its login, tokens and cookies. */
  async function register(overrides: Record<string, unknown> = {}) {
    const email = uniqueEmail()
    const body = {
      first_name: 'Anna',
      last_name: 'Traveller',
      email,
      password: testPassword,
      confirm_password: testPassword,
      ...overrides,
    }
    const response = await post('/crm/api/user/register', { body })
    if (response.statusCode !== 200) {
      throw new Error(`register answered ${response.statusCode}: ${response.body}`)
    }
    const cookies = cookiesOf(response)
    return {
      email: String(body.email),
      password: String(body.password),
      token: response.json<{ token: string }>().token,
      refreshToken: cookies.refresh_token!.value,
      response,
    }
  }

  async function profileOf(token: string) {
    const response = await get('/crm/api/user/profile', { token })
    if (response.statusCode !== 200) throw new Error(`profile answered ${response.statusCode}`)
    return response.json<
      { id: number; email: string | null; phone: string | null } & Record<string, unknown>
    >()
  }

  return {
    get app() {
      return current()
    },
    get db(): AppDatabase {
      return testDatabase.database.db
    },
    get config(): Config {
      return testDatabase.config
    },
    logLines,
    post,
    get,
    outbox,
    latestCode,
    register,
    profileOf,
  }
}
