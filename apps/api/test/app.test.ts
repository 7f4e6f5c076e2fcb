import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import { openDatabase } from '../src/db/database.ts'
import { createRedisBus } from '../src/modules/chat/realtime/redis-bus.ts'
import { AppError } from '../src/errors.ts'
import { internalErrorMessage } from '../src/plugins/error-handler.ts'
import { MAX_BODY_DEPTH } from '../src/plugins/refuse-unsafe-input.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createTour } from './factories.ts'

const storefront = 'http://localhost:3000'

describe.each(testDatabases)('API app on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const apps: App[] = []

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })

  function makeApp(overrides: { logLines?: string[] } = {}): App {
    const { logLines } = overrides
    const app = buildApp({
      config: {
        ...testDatabase.config,
        corsOrigins: [storefront],
        logLevel: logLines === undefined ? 'silent' : 'info',
      },
      database: testDatabase.database,
      ...(logLines === undefined
        ? {}
        : { logStream: { write: (line) => void logLines.push(line) } }),
    })
    apps.push(app)
    return app
  }

  describe('probes', () => {
    it('GET /healthz says the process is alive', async () => {
      const response = await makeApp().inject({ method: 'GET', url: '/healthz' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ok' })
    })

    it('GET /readyz says ready when the database answers (no Redis configured)', async () => {
      const response = await makeApp().inject({ method: 'GET', url: '/readyz' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        status: 'ready',
        database: target.name,
        broker: 'in-process',
      })
    })

    it.runIf(process.env.REDIS_URL)(
      'GET /readyz checks Redis when it carries the events',
      async () => {
        const app = buildApp({
          config: testDatabase.config,
          database: testDatabase.database,
          chatBus: createRedisBus({ url: process.env.REDIS_URL!, onError: () => undefined }),
        })
        apps.push(app)
        const response = await app.inject({ method: 'GET', url: '/readyz' })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ status: 'ready', database: target.name, broker: 'redis' })
      },
    )

    it('§8 GET /readyz answers 503 naming Redis when Redis does not answer', async () => {
      // Port 1 on loopback: nothing listens, so every connection is refused.
      const unreachable = createRedisBus({ url: 'redis://127.0.0.1:1', onError: () => undefined })
      const app = buildApp({
        config: testDatabase.config,
        database: testDatabase.database,
        chatBus: unreachable,
      })
      apps.push(app)
      try {
        const response = await app.inject({ method: 'GET', url: '/readyz' })
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({
          message: 'Redis is not available.',
          code: 'redis_unavailable',
        })
      } finally {
        await unreachable.close()
      }
    })

    it('§8 GET /readyz answers 503 with a message when the database is closed', async () => {
      const closed = await openDatabase(testDatabase.config)
      await closed.close()
      const app = buildApp({ config: testDatabase.config, database: closed })
      apps.push(app)
      const response = await app.inject({ method: 'GET', url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        message: 'The database is not available.',
        code: 'database_unavailable',
      })
    })
  })

  describe('request ids', () => {
    it('echoes an incoming X-Request-Id', async () => {
      const response = await makeApp().inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'web-7f3a.1' },
      })
      expect(response.headers['x-request-id']).toBe('web-7f3a.1')
    })

    it('generates an id when none (or an unsafe one) is sent, and a new one per request', async () => {
      const app = makeApp()
      const first = await app.inject({ method: 'GET', url: '/healthz' })
      const second = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'two words\tand a tab' },
      })
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
      expect(first.headers['x-request-id']).toMatch(uuid)
      expect(second.headers['x-request-id']).toMatch(uuid)
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    })
  })

  describe('§8 error catalogue: message plus validation details', () => {
    it('answers an unknown route with 404 JSON naming the method and path', async () => {
      const response = await makeApp().inject({ method: 'GET', url: '/spa/nothing?slug=x' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({ message: 'Not found: GET /spa/nothing', code: 'not_found' })
    })

    it('answers a malformed JSON body with 400', async () => {
      const app = makeApp()
      app.post('/echo', async (request) => ({ received: request.body }))
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'Malformed JSON body.', code: 'malformed_json' })
    })

    it("passes on Fastify's own refusal of a request, such as an unsupported media type", async () => {
      const app = makeApp()
      app.post('/echo', async (request) => ({ received: request.body }))
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'text/xml' },
        payload: '<tour/>',
      })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({
        message: 'Unsupported Media Type',
        code: 'unsupported_media_type',
      })
    })

    it('issue 14: a URL Fastify cannot decode gets the §8 body, not the URL quoted back', async () => {
      const response = await makeApp().inject({ method: 'GET', url: '/spa/%zz<script>' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: 'The address is not a valid URL.',
        code: 'bad_url',
      })
      expect(response.body).not.toContain('script')
    })

    it('issue 14: a NUL character anywhere in a request is a 400 naming the field, never a database error', async () => {
      const app = makeApp()
      const inQuery = await app.inject({ method: 'GET', url: '/spa/tour?slug=rome%00walks' })
      expect(inQuery.statusCode).toBe(400)
      expect(inQuery.json().errors).toEqual({
        slug: ['Contains a character that is not allowed (NUL).'],
      })
      const inBody = await app.inject({
        method: 'POST',
        url: '/crm/api/tour/complaint',
        payload: {
          tour_id: 1,
          text: { lines: ['A long enough complaint', 'with a \u0000 inside'] },
        },
      })
      expect(inBody.statusCode).toBe(400)
      expect(inBody.json().errors).toEqual({
        'text.lines.1': ['Contains a character that is not allowed (NUL).'],
      })
      const inCities = await app.inject({ method: 'GET', url: '/spa/cities-by-query?query=ro%00' })
      expect(inCities.statusCode).toBe(400)
    })

    it('issue 37: a body nested past 64 levels is a 400 naming the body, even 10,000 deep (the NUL check overflowed the stack)', async () => {
      const app = makeApp()
      const complaint = (text: string) =>
        app.inject({
          method: 'POST',
          url: '/crm/api/tour/complaint',
          headers: { 'content-type': 'application/json' },
          payload: `{"tour_id":1,"text":${text}}`,
        })
      const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
      for (const levels of [10_000, MAX_BODY_DEPTH]) {
        const response = await complaint(nested(levels))
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          message: 'Validation failed.',
          code: 'validation_failed',
          errors: { body: [`Nested more than ${String(MAX_BODY_DEPTH)} levels deep.`] },
        })
      }
      // One level less is within the bound: the field's own schema answers.
      const within = await complaint(nested(MAX_BODY_DEPTH - 1))
      expect(within.statusCode).toBe(400)
      expect(Object.keys(within.json<{ errors: object }>().errors)).toEqual(['text'])
    })

    it('issue 37: numbers JSON can write but a double cannot hold are refused naming the field', async () => {
      const app = makeApp()
      for (const number of ['1e400', '-1e400', '9007199254740993']) {
        const response = await app.inject({
          method: 'POST',
          url: '/crm/api/tour/complaint',
          headers: { 'content-type': 'application/json' },
          payload: `{"tour_id":${number},"text":"A long enough complaint about the tour"}`,
        })
        expect(response.statusCode).toBe(400)
        expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['tour_id'])
      }
    })

    it('a currency without an exchange rate is a 503 saying so, not a crash', async () => {
      const tour = await createTour(testDatabase.database.db)
      const response = await makeApp().inject({
        method: 'GET',
        url: `/spa/tour?slug=${tour.slug}`,
        headers: { 'x-currency': 'EUR' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        message: 'Prices in this currency are unavailable right now.',
        code: 'currency_rate_unavailable',
      })
    })

    it('issue 14: ids beyond a serial column are a 400, never a database error', async () => {
      const app = makeApp()
      const byIds = await app.inject({
        method: 'GET',
        url: '/crm/api/tour/get-by-ids?ids=1,2147483648',
      })
      expect(byIds.statusCode).toBe(400)
      expect(byIds.json().errors).toEqual({ ids: ['Not a tour id: 2147483648.'] })
      expect(
        (await app.inject({ method: 'GET', url: '/crm/api/tour/get-by-ids?ids=2147483647' }))
          .statusCode,
      ).toBe(200)
    })

    it('§5 answers failed schema validation with 400 and messages per field name', async () => {
      const app = makeApp()
      app.post(
        '/register',
        {
          schema: {
            body: z.object({
              email: z.email({ error: 'Please enter a valid e-mail.' }),
              password: z.string().min(8, { error: 'Minimum 8 characters.' }),
              tourists: z.array(
                z.object({ full_name: z.string().min(1, { error: 'Required field.' }) }),
              ),
            }),
          },
        },
        async (request) => ({ email: request.body.email }),
      )
      const response = await app.inject({
        method: 'POST',
        url: '/register',
        payload: { email: 'nope', password: 'short', tourists: [{ full_name: '' }] },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: 'Validation failed.',
        code: 'validation_failed',
        errors: {
          email: ['Please enter a valid e-mail.'],
          password: ['Minimum 8 characters.'],
          'tourists.0.full_name': ['Required field.'],
        },
      })
    })

    it('names the request part when the whole of it is invalid', async () => {
      const app = makeApp()
      app.get(
        '/search',
        { schema: { querystring: z.object({ page: z.coerce.number() }).strict() } },
        async (request) => ({ page: request.query.page }),
      )
      const response = await app.inject({ method: 'GET', url: '/search?page=2&extra=1' })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring'])
    })

    it('passes valid input through parsed, and strips unknown properties from responses', async () => {
      const app = makeApp()
      app.get(
        '/tour/:id',
        {
          schema: {
            params: z.object({ id: z.coerce.number().int() }),
            response: { 200: z.object({ id: z.number(), name: z.string() }) },
          },
        },
        async (request) => ({ id: request.params.id, name: 'Lake tour', secret: 'row-only' }),
      )
      const response = await app.inject({ method: 'GET', url: '/tour/42' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ id: 42, name: 'Lake tour' })
    })

    it('maps an AppError to its status, code, message and field errors', async () => {
      const app = makeApp()
      app.get('/booking', async () => {
        throw new AppError({
          code: 'not_enough_seats',
          message: 'No free seats left on this date.',
          errors: { date_id: ['No free seats left on this date.'] },
        })
      })
      const response = await app.inject({ method: 'GET', url: '/booking' })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        message: 'No free seats left on this date.',
        code: 'not_enough_seats',
        errors: { date_id: ['No free seats left on this date.'] },
      })
    })

    it('answers anything else with a generic 500 and logs the error with the request id', async () => {
      const logLines: string[] = []
      const app = makeApp({ logLines })
      app.get('/boom', async () => {
        throw new Error('connection to 10.0.0.5 refused: password authentication failed')
      })
      const response = await app.inject({
        method: 'GET',
        url: '/boom',
        headers: { 'x-request-id': 'trace-500' },
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ message: internalErrorMessage, code: 'internal_error' })
      expect(response.body).not.toContain('10.0.0.5')
      const logged = logLines
        .map(
          (line) =>
            JSON.parse(line) as { level: number; reqId?: string; err?: { message: string } },
        )
        .find((entry) => entry.level === 50)
      expect(logged).toMatchObject({
        reqId: 'trace-500',
        err: { message: 'connection to 10.0.0.5 refused: password authentication failed' },
      })
    })
  })

  describe('security headers', () => {
    it('sets nosniff, no framing, no referrer and same-site resource policy on every response', async () => {
      const app = makeApp()
      for (const url of ['/healthz', '/missing']) {
        const response = await app.inject({ method: 'GET', url })
        expect(response.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
          'cross-origin-resource-policy': 'same-site',
        })
      }
    })
  })

  describe('CORS for configured origins only', () => {
    it('reflects an allowed origin, with credentials, the request id and Retry-After exposed', async () => {
      const response = await makeApp().inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: storefront },
      })
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': storefront,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'x-request-id, Retry-After',
        vary: 'Origin',
      })
    })

    it('varies on Origin even when none is sent, so a cache cannot mix the answers up', async () => {
      const response = await makeApp().inject({ method: 'GET', url: '/healthz' })
      expect(response.headers.vary).toBe('Origin')
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('sends no CORS headers to another origin', async () => {
      const response = await makeApp().inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://evil.example' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
      expect(response.headers['access-control-allow-credentials']).toBeUndefined()
    })

    it('§7 answers an allowed preflight with 204 allowing the client headers', async () => {
      const response = await makeApp().inject({
        method: 'OPTIONS',
        url: '/spa/tours',
        headers: {
          origin: storefront,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-currency, x-language, content-type',
        },
      })
      expect(response.statusCode).toBe(204)
      expect(response.headers['access-control-allow-origin']).toBe(storefront)
      expect(response.headers['access-control-allow-methods']).toContain('POST')
      const allowedHeaders = String(response.headers['access-control-allow-headers']).toLowerCase()
      for (const header of [
        'x-language',
        'x-localization',
        'x-currency',
        'x-authorization',
        'x-role',
        'x-captcha',
      ]) {
        expect(allowedHeaders).toContain(header)
      }
    })

    it('refuses a preflight from another origin with 403 and no CORS headers', async () => {
      const response = await makeApp().inject({
        method: 'OPTIONS',
        url: '/spa/tours',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
      expect(response.json()).toEqual({ message: 'Origin https://evil.example is not allowed.' })
    })

    it('allows no cross-origin call at all when no origins are configured', async () => {
      const app = buildApp({ config: testDatabase.config, database: testDatabase.database })
      apps.push(app)
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/healthz',
        headers: { origin: storefront, 'access-control-request-method': 'GET' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    })
  })

  describe('§7 client headers X-Language, X-Localization, X-Currency and §6 role', () => {
    function appShowingContext(): App {
      const app = makeApp()
      app.get('/context', async (request) => ({
        language: request.language,
        localization: request.localization,
        currency: request.currency,
      }))
      return app
    }

    it('§1 defaults to en-US and USD', async () => {
      const response = await appShowingContext().inject({ method: 'GET', url: '/context' })
      expect(response.json()).toEqual({
        language: 'en-US',
        localization: 'en-US',
        currency: 'USD',
      })
    })

    it('reads the headers it is sent', async () => {
      const response = await appShowingContext().inject({
        method: 'GET',
        url: '/context',
        headers: {
          'x-language': 'ru',
          'x-localization': 'ru-RU',
          'x-currency': 'eur',
          'x-role': 'client',
        },
      })
      expect(response.json()).toEqual({
        language: 'ru',
        localization: 'ru',
        currency: 'EUR',
      })
    })

    it('falls back to en-US for a language that is not available', async () => {
      const response = await appShowingContext().inject({
        method: 'GET',
        url: '/context',
        headers: { 'x-language': 'de', 'x-localization': 'en-GB' },
      })
      expect(response.json()).toMatchObject({ language: 'en-US', localization: 'en-US' })
    })

    it('§3 refuses an unknown currency with 400 naming the X-Currency header', async () => {
      const response = await appShowingContext().inject({
        method: 'GET',
        url: '/context',
        headers: { 'x-currency': 'XYZ' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: "Unknown value 'XYZ' in the X-Currency header.",
        code: 'invalid_header',
        errors: { 'X-Currency': ['Expected one of EUR, USD, RUB, BYN, KZT, CNY, AED.'] },
      })
    })

    it('§6 accepts the role header whatever the client sends', async () => {
      const response = await appShowingContext().inject({
        method: 'GET',
        url: '/context',
        headers: { 'x-role': 'tourist' },
      })
      expect(response.statusCode).toBe(200)
    })
  })
})

describe.each(testDatabases.filter((target) => target.name === 'postgres'))(
  'architecture: pooled $name connections that break while idle',
  (target) => {
    const testDatabase = useMigratedDatabase(target)

    it('are logged by the app, which stops listening when it closes', async () => {
      const { database } = testDatabase
      if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL pool')
      const logLines: string[] = []
      const listenersBefore = database.client.listenerCount('error')
      const app = buildApp({
        config: { ...testDatabase.config, logLevel: 'info' },
        database,
        logStream: { write: (line) => void logLines.push(line) },
      })
      await app.ready()
      database.client.emit(
        'error',
        new Error('terminating connection due to administrator command'),
      )
      await app.close()
      expect(database.client.listenerCount('error')).toBe(listenersBefore)
      const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string })
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 50, msg: 'database connection error' }),
      )
    })
  },
)
