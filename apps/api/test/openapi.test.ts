import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterEach, describe, expect, it } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import { errorBodySchema } from '@tourmarket/contracts'
import { z } from 'zod'
import apiPackage from '../package.json' with { type: 'json' }
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import {
  docsContentSecurityPolicy,
  docsPath,
  moduleTagDescriptions,
  openApiDocumentPath,
  requiresBearerToken,
} from '../src/plugins/openapi.ts'
import { requestContextHeaders } from '../src/plugins/request-context.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

type Reference = { $ref: string }
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema }
type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  default?: unknown
  minimum?: number
  $ref?: string
}
type MediaTypes = Record<string, { schema: JsonSchema }>
type Response = { description: string; content?: MediaTypes } | Reference
type Operation = {
  tags?: string[]
  summary?: string
  operationId?: string
  parameters?: (Parameter | Reference)[]
  requestBody?: { required?: boolean; content: MediaTypes }
  responses: Record<string, Response>
  security?: Record<string, string[]>[]
}
type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string; description?: string }[]
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, JsonSchema>
    parameters: Record<string, Parameter>
    responses: Record<string, Response>
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>
  }
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isReference(value: unknown): value is Reference {
  return isRecord(value) && typeof value.$ref === 'string'
}

/** Resolves a local JSON pointer (`#/components/schemas/ErrorBody`); undefined when it leads nowhere. */
function resolveReference(document: unknown, reference: string): unknown {
  if (!reference.startsWith('#/')) return undefined
  return reference
    .slice(2)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document)
}

function referencesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(referencesIn)
  if (!isRecord(node)) return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : referencesIn(value),
  )
}

function operationsOf(document: OpenApiDocument): { where: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, pathItem]) =>
    Object.entries(pathItem)
      .filter(([method]) => httpMethods.includes(method))
      .map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
  )
}

/** The object a value stands for: itself, or what its $ref points to (undefined if nothing). */
function resolved<T>(document: OpenApiDocument, value: T | Reference): T | undefined {
  return isReference(value) ? (resolveReference(document, value.$ref) as T | undefined) : value
}

/**
 * The structural rules of OpenAPI 3.1 that a generator can get wrong, each reported with where
 * it broke. (The official JSON Schema of OpenAPI 3.1 is not installed; see the report.)
 */
function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = []
  if (!/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is ${document.openapi}`)
  if (!document.info.title || !document.info.version) problems.push('info needs title and version')
  for (const reference of referencesIn(document)) {
    if (resolveReference(document, reference) === undefined) {
      problems.push(`$ref ${reference} does not resolve`)
    }
  }
  const declaredTags = new Set(document.tags.map((tag) => tag.name))
  const operationIds = new Set<string>()
  for (const path of Object.keys(document.paths)) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`)
  }
  for (const { where, operation } of operationsOf(document)) {
    const responses = Object.entries(operation.responses)
    if (responses.length === 0) problems.push(`${where} has no responses`)
    for (const [status, response] of responses) {
      if (!/^(default|[1-5](\d\d|XX))$/.test(status)) problems.push(`${where} answers ${status}`)
      if (!resolved(document, response)?.description) {
        problems.push(`${where} response ${status} has no description`)
      }
    }
    // An unresolved $ref is reported above.
    const parameters = (operation.parameters ?? []).flatMap(
      (parameter) => resolved(document, parameter) ?? [],
    )
    const keys = parameters.map((parameter) => `${parameter.in}:${parameter.name.toLowerCase()}`)
    if (new Set(keys).size !== keys.length) problems.push(`${where} repeats a parameter`)
    for (const parameter of parameters) {
      if (!['query', 'header', 'path', 'cookie'].includes(parameter.in)) {
        problems.push(`${where} parameter ${parameter.name} is in ${parameter.in}`)
      }
      if (parameter.in === 'path' && parameter.required !== true) {
        problems.push(`${where} path parameter ${parameter.name} is not required`)
      }
    }
    const templated = [...where.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
    const inPath = parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name)
    if ([...templated].sort().join() !== [...inPath].sort().join()) {
      problems.push(`${where} declares path parameters ${inPath.join()}`)
    }
    for (const tag of operation.tags ?? []) {
      if (!declaredTags.has(tag)) problems.push(`${where} uses undeclared tag ${tag}`)
    }
    if (operation.operationId !== undefined) {
      if (operationIds.has(operation.operationId)) problems.push(`${where} repeats an operationId`)
      operationIds.add(operation.operationId)
    }
  }
  return problems
}

function jsonBodySchema(document: OpenApiDocument, response: Response | undefined): JsonSchema {
  const body = response === undefined ? undefined : resolved(document, response)
  const schema = body?.content?.['application/json']?.schema
  if (schema === undefined) throw new Error('expected a JSON body schema')
  return schema
}

/** Test-only routes, declared the way a module declares its own; the plugin's name gives their tag. */
const tourSearchRoutes: FastifyPluginAsyncZod = async (scope) => {
  scope.get(
    '/spa/tours/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        querystring: z.object({
          slug: z.string().describe('The tour page address.'),
          page: z.coerce.number().int().min(1).default(1),
        }),
        response: {
          200: z.object({ id: z.number(), slug: z.string() }).describe('The tour.'),
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({ id: request.params.id, slug: request.query.slug }),
  )
  scope.post(
    '/spa/test-subscribe-tour-program',
    {
      schema: {
        tags: ['catalogue'],
        security: requiresBearerToken,
        headers: z.object({ 'x-currency': z.enum(['USD', 'EUR']) }),
        body: z.object({ email: z.email(), tour_id: z.number().int() }),
        response: { 204: z.undefined().describe('Subscribed.') },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  )
  scope.get(
    '/spa/internal',
    { schema: { hide: true, querystring: z.object({ key: z.string() }) } },
    async () => ({ ok: true }),
  )
}

describe.each(testDatabases.filter((target) => target.name === 'pglite'))(
  'API documentation on $name',
  (target) => {
    const testDatabase = useMigratedDatabase(target)
    const apps: App[] = []

    afterEach(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()))
    })

    function makeApp(): App {
      const app = buildApp({ config: testDatabase.config, database: testDatabase.database })
      apps.push(app)
      return app
    }

    async function documentOf(app: App): Promise<OpenApiDocument> {
      const response = await app.inject({ method: 'GET', url: openApiDocumentPath })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      return response.json<OpenApiDocument>()
    }

    /** Routes declared after buildApp are documented when they come in a plugin, as modules do. */
    function appWithTourRoutes(): App {
      const app = makeApp()
      app.register(tourSearchRoutes)
      app.register(async (scope) => {
        scope.get('/spa/untagged', { schema: { response: { 200: z.string() } } }, async () => '')
      })
      return app
    }

    describe('architecture: the OpenAPI document at GET /openapi.json', () => {
      it('is OpenAPI 3.1 with the API title, version and a relative server', async () => {
        const document = await documentOf(makeApp())
        expect(document.openapi).toMatch(/^3\.1\.\d+$/)
        expect(document.info.title).toBe('Tourmarket API')
        expect(document.info.version).toBe(apiPackage.version)
        expect(document.servers).toEqual([{ url: '/' }])
      })

      it('passes the structural rules of OpenAPI 3.1, with test routes of every kind added', async () => {
        const document = await documentOf(appWithTourRoutes())
        expect(structuralProblems(document)).toEqual([])
      })

      it('validates against the official OpenAPI 3.1 JSON Schema', async () => {
        const document = await documentOf(appWithTourRoutes())
        const result = await new Validator().validate(structuredClone(document))
        expect(result.errors).toBeUndefined()
        expect(result.valid).toBe(true)
      })

      it('the official schema check rejects a broken document', async () => {
        const document = await documentOf(appWithTourRoutes())
        Object.assign(document.info, { version: undefined })
        const result = await new Validator().validate(structuredClone(document))
        expect(result.valid).toBe(false)
      })

      it('the structural check finds the faults it looks for', async () => {
        const document = await documentOf(appWithTourRoutes())
        const operation = document.paths['/spa/tours/{id}']?.get
        if (operation === undefined) throw new Error('expected GET /spa/tours/{id}')
        operation.parameters = [
          { $ref: '#/nowhere' },
          { $ref: '#/components/parameters/XCurrency' },
          ...(operation.parameters ?? []).map((parameter) =>
            !isReference(parameter) && parameter.in === 'path'
              ? { ...parameter, required: false }
              : parameter,
          ),
        ]
        operation.tags = ['unlisted']
        document.paths['/healthz'] = { get: { responses: {} } }
        expect(structuralProblems(document).sort()).toEqual(
          [
            '$ref #/nowhere does not resolve',
            'GET /healthz has no responses',
            'GET /spa/tours/{id} path parameter id is not required',
            'GET /spa/tours/{id} repeats a parameter',
            'GET /spa/tours/{id} uses undeclared tag unlisted',
          ].sort(),
        )
      })

      it('§7 says what every call accepts: the client, auth and role headers', async () => {
        const { description } = (await documentOf(makeApp())).info
        expect(description).toContain('storefront')
        for (const header of Object.values(requestContextHeaders)) {
          expect(description).toContain(header)
        }
        expect(description).toContain('X-Authorization (`Bearer <token>`)')
        expect(description).toContain('X-Role (value `client`)')
      })

      it('§8 describes the error body and gives every operation it as the default response', async () => {
        const document = await documentOf(appWithTourRoutes())
        expect(document.info.description).toContain(
          '`{ message, code?, errors?: { field: [messages] } }`',
        )
        expect(document.components.schemas.ErrorBody).toMatchObject({
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array' } },
          },
        })
        for (const { where, operation } of operationsOf(document)) {
          expect(jsonBodySchema(document, operation.responses.default), where).toEqual({
            $ref: '#/components/schemas/ErrorBody',
          })
        }
        expect(
          jsonBodySchema(document, document.paths['/spa/tours/{id}']?.get?.responses['404']),
        ).toEqual({ $ref: '#/components/schemas/ErrorBody' })
      })

      it('§8 the documented error body is the one the API sends', async () => {
        const app = appWithTourRoutes()
        const failures = await Promise.all([
          app.inject({ method: 'GET', url: '/nowhere' }),
          app.inject({ method: 'GET', url: '/spa/tours/x' }),
          app.inject({ method: 'GET', url: '/healthz', headers: { 'x-currency': 'XYZ' } }),
        ])
        for (const failure of failures) {
          expect(failure.statusCode).toBeGreaterThanOrEqual(400)
          expect(errorBodySchema.strict().safeParse(failure.json()).error).toBeUndefined()
        }
      })

      it('§7 gives every operation the X-Language, X-Localization, X-Currency and X-Role headers', async () => {
        const document = await documentOf(appWithTourRoutes())
        const sharedHeaders = Object.values(document.components.parameters)
        expect(sharedHeaders.map((parameter) => [parameter.name, parameter.in])).toEqual(
          Object.values(requestContextHeaders).map((header) => [header, 'header']),
        )
        for (const { where, operation } of operationsOf(document)) {
          const headerNames = (operation.parameters ?? [])
            .flatMap((parameter) => resolved(document, parameter) ?? [])
            .filter((parameter) => parameter.in === 'header')
            .map((parameter) => parameter.name.toLowerCase())
          expect(headerNames.sort(), where).toEqual(
            Object.values(requestContextHeaders)
              .map((header) => header.toLowerCase())
              .sort(),
          )
        }
      })

      it("§7 keeps a route's own schema for a shared header instead of adding a second one", async () => {
        const document = await documentOf(appWithTourRoutes())
        const currency = document.paths['/spa/test-subscribe-tour-program']?.post?.parameters?.find(
          (parameter) => !isReference(parameter) && parameter.name === 'x-currency',
        )
        expect(currency).toMatchObject({ in: 'header', schema: { enum: ['USD', 'EUR'] } })
      })

      it('§7 marks a call that needs X-Authorization (Bearer) with the security scheme', async () => {
        const document = await documentOf(appWithTourRoutes())
        expect(document.paths['/spa/test-subscribe-tour-program']?.post?.security).toEqual([
          { bearerToken: [] },
        ])
        expect(document.components.securitySchemes.bearerToken).toMatchObject({
          type: 'apiKey',
          in: 'header',
          name: 'X-Authorization',
        })
      })

      it('issue 15: a route marked signedIn is documented with the bearer token and its 401', async () => {
        const document = await documentOf(makeApp())
        for (const [path, operation] of [
          ['profile', document.paths['/crm/api/user/profile']?.get],
          ['create', document.paths['/crm/api/request/create']?.post],
        ] as const) {
          expect(operation?.security, path).toEqual([{ bearerToken: [] }])
          expect(operation?.responses, path).toHaveProperty('401')
        }
        // Issue 39: a public call says so, so a client generated from the document sends no token.
        expect(document.paths['/spa/tour']?.get?.security).toEqual([])
      })
    })

    describe('architecture: route schemas become the operations', () => {
      it('documents the health probes with their response schemas under the health tag', async () => {
        const document = await documentOf(makeApp())
        const healthz = document.paths['/healthz']?.get
        const readyz = document.paths['/readyz']?.get
        expect(healthz?.tags).toEqual(['health'])
        expect(jsonBodySchema(document, healthz?.responses['200'])).toMatchObject({
          properties: { status: { enum: ['ok'] } },
          required: ['status'],
        })
        expect(readyz?.tags).toEqual(['health'])
        expect(jsonBodySchema(document, readyz?.responses['200'])).toMatchObject({
          properties: {
            status: { enum: ['ready'] },
            database: { enum: ['pglite', 'postgres'] },
            broker: { enum: ['in-process', 'redis'] },
          },
        })
        expect(jsonBodySchema(document, readyz?.responses['503'])).toMatchObject({
          properties: {
            message: { type: 'string' },
            code: { enum: ['database_unavailable', 'redis_unavailable'] },
          },
        })
        expect(document.tags).toContainEqual({
          name: 'health',
          description: moduleTagDescriptions.health,
        })
      })

      it('turns zod params and querystring into path and query parameters', async () => {
        const document = await documentOf(appWithTourRoutes())
        const parameters = document.paths['/spa/tours/{id}']?.get?.parameters ?? []
        expect(parameters).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ in: 'path', name: 'id', required: true }),
            expect.objectContaining({
              in: 'query',
              name: 'slug',
              required: true,
              description: 'The tour page address.',
              schema: { type: 'string' },
            }),
            expect.objectContaining({
              in: 'query',
              name: 'page',
              required: false,
              schema: expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }),
            }),
          ]),
        )
      })

      it('turns a zod body into a required JSON request body, and responses into their schemas', async () => {
        const document = await documentOf(appWithTourRoutes())
        const subscribe = document.paths['/spa/test-subscribe-tour-program']?.post
        expect(subscribe?.requestBody?.required).toBe(true)
        expect(subscribe?.requestBody?.content['application/json']?.schema).toMatchObject({
          type: 'object',
          properties: { email: { type: 'string' }, tour_id: { type: 'integer' } },
          required: ['email', 'tour_id'],
        })
        expect(subscribe?.responses['204']).toMatchObject({ description: 'Subscribed.' })
        const tour = document.paths['/spa/tours/{id}']?.get?.responses['200']
        expect(tour).toMatchObject({ description: 'The tour.' })
        expect(jsonBodySchema(document, tour)).toMatchObject({
          properties: { id: { type: 'number' }, slug: { type: 'string' } },
        })
      })

      it('tags a route after its module plugin (`tourSearchRoutes`) unless it names its tags', async () => {
        const document = await documentOf(appWithTourRoutes())
        expect(document.paths['/spa/tours/{id}']?.get?.tags).toEqual(['tour-search'])
        expect(document.paths['/spa/test-subscribe-tour-program']?.post?.tags).toEqual([
          'catalogue',
        ])
        expect(document.paths['/spa/untagged']?.get?.tags).toBeUndefined()
        expect(document.tags).toContainEqual({ name: 'tour-search' })
        expect(document.tags).toContainEqual({
          name: 'catalogue',
          description: moduleTagDescriptions.catalogue,
        })
      })

      it('describes every tag the product modules use', async () => {
        const document = await documentOf(makeApp())
        expect(document.tags.length).toBeGreaterThan(1)
        for (const tag of document.tags) {
          expect(moduleTagDescriptions[tag.name], `tag ${tag.name}`).toBeTruthy()
          expect(tag.description).toBe(moduleTagDescriptions[tag.name])
        }
      })

      it('leaves out routes declared with schema.hide, the document and the docs page', async () => {
        const document = await documentOf(appWithTourRoutes())
        const paths = Object.keys(document.paths)
        expect(paths).not.toContain('/spa/internal')
        expect(paths).not.toContain(openApiDocumentPath)
        expect(paths.filter((path) => path.startsWith(docsPath))).toEqual([])
      })
    })

    describe('architecture: the docs page at GET /docs', () => {
      it('serves swagger-ui from the API itself, with its scripts and styles', async () => {
        const app = makeApp()
        const page = await app.inject({ method: 'GET', url: docsPath })
        expect(page.statusCode).toBe(200)
        expect(page.headers['content-type']).toMatch(/^text\/html/)
        expect(page.body).toContain('<div id="swagger-ui"></div>')
        const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
        const scripts = assets.filter((asset) => asset?.endsWith('.js'))
        const styles = assets.filter((asset) => asset?.endsWith('.css'))
        expect(scripts).toEqual([
          `${docsPath}/static/swagger-ui-bundle.js`,
          `${docsPath}/static/swagger-ui-standalone-preset.js`,
          `${docsPath}/static/swagger-initializer.js`,
        ])
        expect(styles.length).toBeGreaterThan(0)
        for (const [urls, contentType] of [
          [scripts, /^(application|text)\/javascript/],
          [styles, /^text\/css/],
        ] as const) {
          for (const url of urls) {
            const asset = await app.inject({ method: 'GET', url })
            expect(asset.statusCode, url).toBe(200)
            expect(asset.headers['content-type'], url).toMatch(contentType)
            expect(asset.body.length, url).toBeGreaterThan(0)
          }
        }
      })

      it('points swagger-ui at the same document', async () => {
        const app = makeApp()
        const initializer = await app.inject({
          method: 'GET',
          url: `${docsPath}/static/swagger-initializer.js`,
        })
        expect(initializer.body).toContain("resolveUrl('./json')")
        const [fromDocs, fromRoot] = await Promise.all([
          app.inject({ method: 'GET', url: `${docsPath}/json` }),
          app.inject({ method: 'GET', url: openApiDocumentPath }),
        ])
        expect(fromDocs.json()).toEqual(fromRoot.json())
      })

      it('keeps the security headers and adds a content security policy to /docs only', async () => {
        const app = makeApp()
        for (const url of [docsPath, `${docsPath}/static/swagger-ui-bundle.js`]) {
          const response = await app.inject({ method: 'GET', url })
          expect(response.headers, url).toMatchObject({
            'content-security-policy': docsContentSecurityPolicy,
            'x-frame-options': 'DENY',
            'x-content-type-options': 'nosniff',
          })
        }
        expect(docsContentSecurityPolicy).toContain("script-src 'self'")
        expect(docsContentSecurityPolicy).not.toContain('unsafe-')
        for (const url of ['/healthz', openApiDocumentPath]) {
          const response = await app.inject({ method: 'GET', url })
          expect(response.headers['content-security-policy'], url).toBeUndefined()
        }
      })
    })
  },
)
