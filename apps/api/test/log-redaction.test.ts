// Issue 37 finding 13: a capability (a uuid link, a delete token, a meet key, a checkout session)
// is as good as a password to whoever reads it, so none may reach the API's log. The lists of
// capabilities live in src/lib/log-url.ts; these tests walk the OpenAPI document and every
// registered route, so a new capability parameter fails here until it is listed (or shown public).
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import { loggableUrl } from '../src/platform/http/log-url.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

type Parameter = { name: string; in: string; schema?: { format?: string } }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

/** Names that say "whoever has this may act"; a parameter so named must be redacted. */
const capabilityLike = /uuid|token|key|secret|session|reference|code|signature|password/i

/** Path parameters that are public, each with the reason; every other one must be redacted. */
const publicPathParameters: Readonly<Record<string, string>> = {
  '/media/:key/:size key': 'an image key, printed in every public page',
  '/media/:key/:size size': 'an image size',
  '/spa/redirect/:id id': 'a short link, published',
  '/spa/user/travellers/:id id': 'a saved traveller’s number: only its own account may use it',
  '/docs/static/* *': 'a file of the docs page',
}

/** The document writes `/media/{key}`, the router `/media/:key`. */
const routeUrl = (documentPath: string) => documentPath.replace(/\{(\w+)\}/g, ':$1')

const secret = () => `s3cret-${randomUUID()}`

describe.each(testDatabases)('capabilities never reach the log on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const logLines: string[] = []
  const routes: RouteOptions[] = []
  let app: App
  let document: OpenApiDocument

  beforeAll(async () => {
    app = buildApp({
      config: { ...testDatabase.config, logLevel: 'info' },
      database: testDatabase.database,
      logStream: { write: (line) => void logLines.push(line) },
    })
    app.addHook('onRoute', (route) => void routes.push(route))
    // A failed query whose bound parameter is a capability, as a broken repository would make one.
    app.get('/failing-query', async (request) => {
      const { uuid } = request.query as { uuid: string }
      await testDatabase.database.db.execute(sql`select 1 / 0 where ${uuid}::text <> ''`)
    })
    await app.ready()
    document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>()
  })

  afterAll(async () => {
    await app.close()
  })

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    )

  it('lists every parameter of the OpenAPI document that is named like a capability', () => {
    const unlisted = operations().flatMap(({ path, method, operation }) =>
      (operation.parameters ?? [])
        .filter(({ name, schema }) => capabilityLike.test(name) || schema?.format === 'uuid')
        .filter(({ in: where }) => where === 'query' || where === 'path')
        .filter(({ name, in: where }) => {
          const marker = secret()
          const url =
            where === 'query' ? `${path}?${name}=${marker}` : path.replace(`{${name}}`, marker)
          return (
            loggableUrl(url).includes(marker) &&
            publicPathParameters[`${routeUrl(path)} ${name}`] === undefined
          )
        })
        .map(({ name, in: where }) => `${method.toUpperCase()} ${path} ${where} ${name}`),
    )
    expect(unlisted).toEqual([])
  })

  it('redacts every path parameter of every route, documented or not, unless shown public', () => {
    const unlisted = routes.flatMap((route) =>
      [...route.url.matchAll(/:(\w+)|\*/g)]
        .map((match) => match[1] ?? '*')
        .filter((name) => publicPathParameters[`${route.url} ${name}`] === undefined)
        .filter((name) => {
          const marker = secret()
          const url =
            name === '*' ? route.url.replace('*', marker) : route.url.replace(`:${name}`, marker)
          return loggableUrl(url).includes(marker)
        })
        .map((name) => `${route.url} ${name}`),
    )
    expect(routes.length).toBeGreaterThan(90)
    expect(unlisted).toEqual([])
  })

  it('logs no capability sent in a query, a path or a body to any route', async () => {
    const sent: string[] = []
    const requests: { method: string; url: string; payload?: Record<string, string> }[] = []
    for (const { path, method, operation } of operations()) {
      const pathUrl = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (publicPathParameters[`${routeUrl(path)} ${name}`] !== undefined) return '1'
        const value = secret()
        sent.push(value)
        return value
      })
      const query = (operation.parameters ?? [])
        .filter(({ in: where, name }) => where === 'query' && capabilityLike.test(name))
        .map(({ name }) => {
          const value = secret()
          sent.push(value)
          return `${name}=${value}`
        })
      const bodyFields = Object.keys(
        Object.values(operation.requestBody?.content ?? {})[0]?.schema.properties ?? {},
      ).filter((name) => capabilityLike.test(name))
      const payload = Object.fromEntries(
        bodyFields.map((name) => {
          const value = secret()
          sent.push(value)
          return [name, value]
        }),
      )
      if (query.length === 0 && bodyFields.length === 0 && pathUrl === path) continue
      const url = query.length === 0 ? pathUrl : `${pathUrl}?${query.join('&')}`
      requests.push({
        method: method.toUpperCase(),
        url,
        ...(bodyFields.length > 0 ? { payload } : {}),
      })
    }
    // The hidden sandbox pages, by their own capability paths.
    for (const route of ['/payments/sandbox/checkout/', '/sandbox/identity-check/']) {
      const value = secret()
      sent.push(value)
      requests.push({ method: 'GET', url: `${route}${value}` })
    }
    const failing = secret()
    sent.push(failing)
    requests.push({ method: 'GET', url: `/failing-query?uuid=${failing}` })

    for (const { method, url, payload } of requests) {
      await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { 'x-forwarded-for': '203.0.113.9' },
        ...(payload === undefined ? {} : { payload }),
      })
    }

    const log = logLines.join('')
    expect(requests.length).toBeGreaterThan(10)
    expect(log).toContain('[redacted]')
    // The failed query is logged whole but for its parameter: its SQL and the database's reason.
    expect(log).toContain('Failed query: select 1 / 0 where $1::text')
    expect(log).toContain('division by zero')
    expect(sent.filter((value) => log.includes(value))).toEqual([])
  })
})
