import { endpoints, errorBodySchema } from '@tourmarket/contracts'
import type { Endpoint, ErrorStatus } from '@tourmarket/contracts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name in `endpoints`, for a route an endpoint describes. */
    contract?: string
  }
}

type SuccessStatus<Definition extends Endpoint> = Definition['created'] extends true ? 201 : 200

type ErrorSchemas<Definition extends Endpoint> = {
  [Status in keyof Definition['errors']]: Status extends keyof Definition['errorBodies']
    ? Definition['errorBodies'][Status]
    : typeof errorBodySchema
}

type ResponseSchemas<Definition extends Endpoint> = {
  [Status in SuccessStatus<Definition>]: Definition['response']
} & { 400: typeof errorBodySchema } & ErrorSchemas<Definition>

/** Each contract's name, by the contract itself (a route is given the contract, not its name). */
const contractNames = new Map<Endpoint, string>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name]),
)

/**
 * The body schema of each status the endpoint declares codes for, and of 400, which any call may
 * answer (`anyCallErrorCodes`: a malformed header or a NUL in a field).
 */
function errorSchemas(endpoint: Endpoint): Record<string, unknown> {
  return Object.fromEntries(
    [...new Set(['400', ...Object.keys(endpoint.errors ?? {})])].map((status) => [
      status,
      endpoint.errorBodies?.[Number(status) as ErrorStatus] ?? errorBodySchema,
    ]),
  )
}

/**
 * The route options an endpoint's contract gives (decision 0020): method, path, the schemas that
 * validate the request and serialise the answer, the OpenAPI text and operation id, and the
 * signed-in flag that `plugins/signed-in-routes.ts` acts on. A route adds its handler (and any
 * option of its own): `app.route({ ...endpointRoute(contract), handler })`.
 */
export function endpointRoute<const Definition extends Endpoint>(endpoint: Definition) {
  const name = contractNames.get(endpoint)
  if (name === undefined) throw new Error(`${endpoint.method} ${endpoint.path} is not in endpoints`)
  const schema = {
    operationId: name,
    tags: endpoint.tags === undefined ? undefined : [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params as Definition['params'],
    querystring: endpoint.query as Definition['query'],
    body: endpoint.body as Definition['body'],
    response: {
      ...errorSchemas(endpoint),
      [endpoint.created === true ? 201 : 200]: endpoint.response,
    } as ResponseSchemas<Definition>,
  }
  // A key present with no schema makes Fastify warn that the schema is missing (FSTWRN001).
  for (const key of ['tags', 'description', 'params', 'querystring', 'body'] as const) {
    if (schema[key] === undefined) delete schema[key]
  }
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { signedIn: endpoint.signedIn === true, contract: name },
  }
}
