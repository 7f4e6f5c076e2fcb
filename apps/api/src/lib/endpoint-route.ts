import type { Endpoint } from '@tourmarket/contracts'

type SuccessStatus<Definition extends Endpoint> = Definition['created'] extends true ? 201 : 200

type ResponseSchemas<Definition extends Endpoint> = {
  [Status in SuccessStatus<Definition>]: Definition['response']
} & NonNullable<Definition['errors']>

/**
 * The route options an endpoint's contract gives (decision 0020): method, path, the schemas that
 * validate the request and serialise the answer, the OpenAPI text, and the signed-in flag that
 * `plugins/signed-in-routes.ts` acts on. A route adds its handler (and any option of its own):
 * `app.route({ ...endpointRoute(contract), handler })`.
 */
export function endpointRoute<const Definition extends Endpoint>(endpoint: Definition) {
  const schema = {
    tags: endpoint.tags === undefined ? undefined : [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params as Definition['params'],
    querystring: endpoint.query as Definition['query'],
    body: endpoint.body as Definition['body'],
    response: {
      ...endpoint.errors,
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
    config: { signedIn: endpoint.signedIn === true },
  }
}
