import fastifySwagger from '@fastify/swagger'
import type { SwaggerTransformObject } from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import { anyCallErrorCodes, endpoints, errorBodySchema, errorStatuses } from '@tourmarket/contracts'
import type { Endpoint, ErrorCode, ErrorStatus } from '@tourmarket/contracts'
import apiPackage from '../../package.json' with { type: 'json' }
import { requestContextDefaults, requestContextHeaders } from './request-context.ts'

export const openApiDocumentPath = '/openapi.json'
export const docsPath = '/docs'

/**
 * The ErrorBody component is emitted from the zod registry, where errorBodySchema is entered by
 * its `.meta({ id })`; reading the id from there keeps the shared Error response pointing at it.
 */
const errorBodyId = String(z.globalRegistry.get(errorBodySchema)?.id)

const securitySchemeName = 'bearerToken'

/** Put in a route's `schema.security` when the call needs the X-Authorization header. */
export const requiresBearerToken = [{ [securitySchemeName]: [] }] as const

/** Descriptions of the tags that group operations by module; a tag missing here is listed bare. */
export const moduleTagDescriptions: Readonly<Record<string, string>> = {
  health: 'Probes for a supervisor or load balancer.',
  catalogue: 'Tours, excursions and cruises: search, filters and tour pages.',
  media: 'Images and files, resized on demand.',
  search: 'Tour search with facets, completion, landing slugs and calendar periods.',
  organizers: 'Organizer pages, reviews and verification.',
  'organizer profiles':
    'An organizer account’s own profiles: list, view, create, update, publish, and identity verification.',
  geography: 'Countries, cities, world parts, rest kinds, collections and seasons.',
  journal: 'Journal (blog) posts.',
  'help-center': 'Help center sections, articles, search and help requests.',
  'gift-cards':
    'Gift cards (decision 0073): buying one through the payment provider, its order page and its balance by code (a booking call pays with one).',
  'trip-pack':
    'Issue 44 item 6: the offline trip pack of a paid booking, for its owner (program, meeting information, voucher and the organizer’s contacts).',
  reviews: 'Reviews after the trip through the e-mailed link, with their photos.',
  'private-data':
    'Staff-only tour data for an admin session with the right: commission and knowledge (404 to anyone else).',
  'phone-codes':
    'A phone number and a short extension code that routes a call to an organizer or to support.',
  meet: 'The organizer’s meet page for a booking, opened by its secret key: meeting text and files.',
  site: 'Site settings, contacts, short links, statistics and the sitemap.',
  prices: 'Price conversion between currencies.',
  accounts:
    'Registration, sign-in by password or code, sessions (access and refresh tokens), profile, confirmations and password recovery.',
  favourites: 'The signed-in user’s favourite tours.',
  alerts:
    'Issue 44: alerts on favourite tours (new dates, price drops, freed seats) and saved searches (new tours), by mail and linked messengers, and the signed link in an alert mail that turns them off.',
  'organizer office':
    'The organizer’s office (issue 40): its booking requests and their answers, tours and their dates, reviews and replies, sales, the team and the audit trail; for accounts acting for an organizer profile.',
  'operator console':
    'The operator console (issue 43): for staff signed in as staff, each call allowed only to the roles it is for (admin, support, content, finance); every action audited.',
  'account data':
    'Issue 42: saved travellers for checkout, and the holder’s own data downloaded or deleted, each confirmed by a code (decision 0063).',
  'mail preferences':
    'The optional mails an account receives (trip reminders, unread chat messages), and the signed unsubscribe link of such a mail.',
  chat: 'Chats of tourists with organizers and support, messenger links; realtime events on /ws.',
  messengers:
    'The messenger providers’ webhooks (the Telegram bot, WhatsApp), each only where its provider is configured.',
  payments:
    'Paying a booking’s invoices through a hosted checkout, and the payment provider’s webhooks.',
  bookings:
    'Booking requests: quote, create (Idempotency-Key), read by id or link, tourists, date change, cancel, and the organizer’s confirm and list.',
  calls:
    'Calls to organizers and support: phone numbers with short codes, and the web call’s data (signalled on /ws).',
  messages: 'Developer pages: the outbox of messages kept instead of sent (only with DEV_PAGES=1).',
}

const apiDescription = [
  'The API that serves the Tourmarket storefront.',
  '',
  `Every call accepts the client headers ${requestContextHeaders.language}, ${requestContextHeaders.localization} ` +
    `and ${requestContextHeaders.currency} (defaults ${requestContextDefaults.language}, ` +
    `${requestContextDefaults.localization}, ${requestContextDefaults.currency}), the auth header ` +
    `X-Authorization (\`Bearer <token>\`) and the role header ${requestContextHeaders.role} (value \`client\`).`,
  '',
  'A failed call answers with a 4xx or 5xx status and the body `{ message, code?, errors?: { field: [messages] } }` ' +
    '(schema `ErrorBody`); `errors` names each invalid field with its messages.',
].join('\n')

const sharedHeaderParameters = {
  XLanguage: {
    name: requestContextHeaders.language,
    description: `Language of texts; an unavailable one falls back to ${requestContextDefaults.language}.`,
    example: requestContextDefaults.language,
  },
  XLocalization: {
    name: requestContextHeaders.localization,
    description: 'Locale for formats of dates and numbers.',
    example: requestContextDefaults.localization,
  },
  XCurrency: {
    name: requestContextHeaders.currency,
    description: 'Currency of prices; an unknown one is refused with 400.',
    example: requestContextDefaults.currency,
  },
  XRole: {
    name: requestContextHeaders.role,
    description: 'Names the calling app; it grants nothing.',
    example: 'client',
  },
} as const

const errorResponseName = 'Error'

type Reference = { $ref: string }
type Operation = {
  operationId?: string
  tags?: string[]
  parameters?: (Reference | { name?: string; in?: string })[]
  responses?: Record<string, unknown>
  security?: unknown[]
}
type PathOperation = { path: string; method: string; operation: Operation }

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

function operationsIn(paths: Record<string, unknown>): PathOperation[] {
  return Object.entries(paths).flatMap(([path, pathItem]) =>
    httpMethods.flatMap((method) => {
      const operation: unknown =
        typeof pathItem === 'object' && pathItem !== null
          ? (pathItem as Record<string, unknown>)[method]
          : undefined
      return typeof operation === 'object' && operation !== null
        ? [{ path, method, operation: operation as Operation }]
        : []
    }),
  )
}

/** A route no contract describes (health, media) is named by its method and path: `getMediaId`. */
function operationIdFromPath(method: string, path: string): string {
  return [method, ...path.split(/[^A-Za-z0-9]+/)]
    .filter((word) => word !== '')
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join('')
}

const contracts: Readonly<Record<string, Endpoint>> = endpoints

const requestRefusedStatus = 400

/** The 400 any call may answer, for an operation that documents no 400 of its own. */
function requestRefusedResponse() {
  return {
    description: 'The request was refused (§8).',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorBodyId}` } } },
  }
}

/** Every `$ref` in a part of the document. */
function referencesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(referencesIn)
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : referencesIn(value),
  )
}

/**
 * The schema components some reference reaches from outside the schemas (paths, other components)
 * or through them. The zod transform also emits an input variant of each schema with an id
 * (`ErrorBodyInput`) that no route reads: those are left out.
 */
function usedSchemas(document: Record<string, unknown>): Set<string> {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>
  const schemas = components.schemas ?? {}
  const prefix = '#/components/schemas/'
  const pending = referencesIn({ ...document, components: { ...components, schemas: {} } })
  const used = new Set<string>()
  for (let reference = pending.pop(); reference !== undefined; reference = pending.pop()) {
    if (!reference.startsWith(prefix)) continue
    const name = reference.slice(prefix.length)
    if (used.has(name)) continue
    used.add(name)
    pending.push(...referencesIn(schemas[name]))
  }
  return used
}

/** The codes an operation answers with this status: its contract's and those any call may answer. */
function errorCodesAnswered(contract: Endpoint | undefined, status: number): ErrorCode[] {
  const own: readonly ErrorCode[] = contract?.errors?.[status as ErrorStatus] ?? []
  const anyCall = anyCallErrorCodes.filter((code) => errorStatuses[code] === status)
  return [...new Set([...own, ...anyCall])]
}

/**
 * Narrows each error answer's `code` to the codes the operation can answer with that status: its
 * contract's, and those any call may answer. Any call may be refused with 400 (an unknown
 * X-Currency, a NUL in a field), routes no contract describes too; their own answers are theirs.
 */
function listErrorCodes(operation: Operation): void {
  const contract =
    operation.operationId === undefined ? undefined : contracts[operation.operationId]
  const ownResponses = operation.responses ?? {}
  operation.responses = { [requestRefusedStatus]: requestRefusedResponse(), ...ownResponses }
  for (const [status, response] of Object.entries(operation.responses)) {
    if (contract === undefined && status in ownResponses) continue
    const codes = errorCodesAnswered(contract, Number(status))
    const content = (response as { content?: Record<string, { schema?: unknown }> }).content
    const json = content?.['application/json']
    if (codes.length === 0 || json?.schema === undefined) continue
    json.schema = {
      allOf: [
        json.schema,
        {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', enum: codes } },
        },
      ],
    }
  }
}

/**
 * Gives every operation an id, its security (none unless it is signed in), the codes of its error
 * answers, the shared client headers (unless the route declares one itself) and the §8 error body
 * as its `default` response, and lists each tag in use at the document level.
 */
function addSharedParts(paths: Record<string, unknown>): { name: string; description?: string }[] {
  const tagNames = new Set<string>()
  for (const { path, method, operation } of operationsIn(paths)) {
    operation.operationId ??= operationIdFromPath(method, path)
    // Only the signed-in routes name the bearer token (plugins/signed-in-routes.ts).
    operation.security ??= []
    listErrorCodes(operation)
    for (const tag of operation.tags ?? []) tagNames.add(tag)
    const ownHeaders = new Set(
      (operation.parameters ?? []).flatMap((parameter) =>
        'in' in parameter && parameter.in === 'header' && parameter.name !== undefined
          ? [parameter.name.toLowerCase()]
          : [],
      ),
    )
    const shared = Object.entries(sharedHeaderParameters)
      .filter(([, { name }]) => !ownHeaders.has(name.toLowerCase()))
      .map(([key]) => ({ $ref: `#/components/parameters/${key}` }))
    operation.parameters = [...(operation.parameters ?? []), ...shared]
    operation.responses = {
      default: { $ref: `#/components/responses/${errorResponseName}` },
      ...operation.responses,
    }
  }
  return [...tagNames].sort().map((name) => {
    const description = moduleTagDescriptions[name]
    return description === undefined ? { name } : { name, description }
  })
}

const zodTransformObject = createJsonSchemaTransformObject({})

const transformObject: SwaggerTransformObject = (documentObject) => {
  const document = zodTransformObject(documentObject)
  if (!('paths' in document) || document.paths === undefined) return document
  const tags = addSharedParts(document.paths)
  const described = { ...document, tags }
  if (!('components' in described)) return described
  const used = usedSchemas(described)
  const schemas = Object.fromEntries(
    Object.entries(described.components?.schemas ?? {}).filter(([name]) => used.has(name)),
  )
  // The same components with fewer schemas: the spread loses only the union's narrowing.
  return { ...described, components: { ...described.components, schemas } } as typeof described
}

/**
 * Tags an untagged documented route after the module plugin that declared it (`catalogueRoutes`
 * gives `catalogue`), so each module's operations are grouped without every route repeating it.
 */
function tagByModule(this: FastifyInstance, route: RouteOptions): void {
  if (route.schema === undefined || (route.schema.tags?.length ?? 0) > 0) return
  const moduleName = /^([a-z][A-Za-z0-9]*)Routes$/.exec(this.pluginName)?.[1]
  if (moduleName === undefined) return
  const tag = moduleName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  route.schema = { ...route.schema, tags: [tag] }
}

/**
 * The content security policy of the docs page only: swagger-ui's page, scripts and styles are
 * served from this package's own files (the machine may be offline), it fetches the document and
 * tries calls on this origin, and its stylesheet draws icons from data: URLs.
 */
export const docsContentSecurityPolicy = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "script-src 'self'",
  "style-src 'self'",
].join('; ')

/**
 * OpenAPI 3.1 document built from the route schemas, at GET /openapi.json, and swagger-ui at
 * GET /docs. Register it before the modules: only routes declared after it (in plugins registered
 * after it) are seen. A route leaves the document with `schema: { hide: true }`.
 */
export function documentApi(app: FastifyInstance): void {
  app.addHook('onRoute', tagByModule)
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.1',
      info: {
        title: 'Tourmarket API',
        version: apiPackage.version,
        description: apiDescription,
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        parameters: Object.fromEntries(
          Object.entries(sharedHeaderParameters).map(([key, { name, description, example }]) => [
            key,
            {
              name,
              in: 'header',
              required: false,
              description,
              schema: { type: 'string' },
              example,
            } as const,
          ]),
        ),
        responses: {
          [errorResponseName]: {
            description: 'The call failed (§8).',
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${errorBodyId}` } },
            },
          },
        },
        securitySchemes: {
          [securitySchemeName]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Authorization',
            description: 'The session token as `Bearer <token>`.',
          },
        },
      },
    },
    // swagger-ui's own routes are hidden by their schemas, so no path needs skipping by name.
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject,
  })
  app.register(fastifySwaggerUi, {
    routePrefix: docsPath,
    staticCSP: docsContentSecurityPolicy,
    // The standalone layout's top bar draws swagger's logo with an inline <style>, which the
    // policy above refuses; the base layout has no top bar and needs no inline style.
    uiConfig: { layout: 'BaseLayout' },
    theme: { title: 'Tourmarket API' },
  })
  app.register(async (scope) => {
    scope.get(openApiDocumentPath, { schema: { hide: true } }, async () => scope.swagger())
  })
}
