import { captchaRequiredBodySchema } from '@tourmarket/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import { openDatabase } from '../src/db/database.ts'
import type { Database } from '../src/db/database.ts'
import { limitRules } from '../src/platform/abuse/rate-limit.ts'
import { testPassword, testPasswordHashCost, uniqueEmail } from './accounts-harness.ts'
import { solveCaptcha } from './captcha-solutions.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

// Issue 22: counters and used captcha solutions live in the shared database, so a limit holds
// whichever instance a balancer sends each request to. On PostgreSQL the second instance has a
// connection pool of its own, as a second process would; a PGlite database belongs to one process,
// so there both instances share it (which still shows that no instance keeps counts of its own).
describe.each(testDatabases)('§8 rate limits across two API instances on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const smsBudget = 2
  let instances: { app: App; url: string }[] = []
  let secondDatabase: Database | undefined

  beforeAll(async () => {
    secondDatabase =
      target.name === 'postgres' ? await openDatabase(testDatabase.config) : undefined
    const databases = [testDatabase.database, secondDatabase ?? testDatabase.database]
    instances = await Promise.all(
      databases.map(async (database) => {
        const app = buildApp({
          // A small SMS budget, to show it is one budget for the fleet (issue 37).
          config: {
            ...testDatabase.config,
            // No SMS provider: the outbox stands in for SMS only with DEV_PAGES (decision 0052).
            devPages: true,
            sendBudgets: { ...testDatabase.config.sendBudgets, smsPerHour: smsBudget },
          },
          database,
          passwordHashCost: testPasswordHashCost,
        })
        return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) }
      }),
    )
  })
  afterAll(async () => {
    for (const { app } of instances) await app.close()
    await secondDatabase?.close()
  })

  const register = (instance: number, ip: string, captcha?: string) => {
    const password = testPassword
    return fetch(`${instances[instance]!.url}/crm/api/user/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(captcha === undefined ? {} : { 'x-captcha': captcha }),
      },
      body: JSON.stringify({
        first_name: 'Anna',
        last_name: 'Traveller',
        email: uniqueEmail(),
        password,
        confirm_password: password,
      }),
    })
  }

  it('the N+1th sign-up from one address is refused by the other instance, whose challenge the first accepts once', async () => {
    const ip = '198.51.100.22'
    const { limit } = limitRules.registerPerIp
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expect((await register(0, ip)).status, `sign-up ${String(attempt)} on instance 1`).toBe(200)
    }

    const refused = await register(1, ip)
    expect(refused.status).toBe(429)
    const { challenge, type } = captchaRequiredBodySchema.parse(await refused.json())
    expect(type).toBe('captcha')

    // The challenge is signed with the deployment's secret and its use recorded in the database:
    // the first instance accepts the second's challenge, and neither accepts it twice.
    const solution = solveCaptcha(challenge)
    expect((await register(0, ip, solution)).status).toBe(200)
    expect((await register(1, ip, solution)).status).toBe(429)
    expect((await register(0, ip, solution)).status).toBe(429)

    // Another address is not affected.
    expect((await register(1, '198.51.100.23')).status).toBe(200)
  })

  it('issue 37: the hourly SMS budget is one for the fleet: codes sent by one instance count on the other', async () => {
    const sendCode = (instance: number, phone: string) =>
      fetch(`${instances[instance]!.url}/crm/api/user/send-auth-code`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${phone.slice(-2)}`,
        },
        body: JSON.stringify({ login: phone, code_sender: 'sms' }),
      })
    for (let sent = 1; sent <= smsBudget; sent += 1) {
      expect((await sendCode(sent % 2, `+4420794600${String(10 + sent)}`)).status).toBe(200)
    }
    const refused = await sendCode(0, '+442079460099')
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ code: 'sms_unavailable' })
  })
})
