import {
  answersErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  type Endpoint,
  type EndpointErrorCode,
} from '@tourmarket/contracts/endpoint'
import type { z } from 'zod'
import type { ApiClient } from './client.ts'
import { ApiHttpError } from './errors.ts'
import type { QueryParams } from './query.ts'

type Defined<Schema> = Schema extends z.ZodType ? Schema : never

/**
 * What a caller passes for a query or path schema: the keys the schema accepts, optional where it
 * is (a default or `.optional()`), each with the value the API sees after parsing. Coerced schemas
 * take `unknown` in, so the parsed value is the useful type to check a call against.
 */
export type ParsedValuesInput<Schema extends z.ZodType> = {
  [Key in keyof z.input<Schema>]: Key extends keyof z.output<Schema> ? z.output<Schema>[Key] : never
}

/** The query, optional when every parameter of it is. */
type QueryPart<Definition extends Endpoint> = Definition['query'] extends z.ZodType
  ? Partial<ParsedValuesInput<Defined<Definition['query']>>> extends ParsedValuesInput<
      Defined<Definition['query']>
    >
    ? { readonly query?: ParsedValuesInput<Defined<Definition['query']>> }
    : { readonly query: ParsedValuesInput<Defined<Definition['query']>> }
  : { readonly query?: never }

type ParamsPart<Definition extends Endpoint> = Definition['params'] extends z.ZodType
  ? { readonly params: ParsedValuesInput<Defined<Definition['params']>> }
  : { readonly params?: never }

/** A JSON body as its schema reads it, or for a multipart endpoint the FormData sent as it is. */
type BodyPart<Definition extends Endpoint> = Definition['body'] extends z.ZodType
  ? { readonly body: z.input<Defined<Definition['body']>> }
  : Definition['multipart'] extends true
    ? { readonly body: FormData }
    : { readonly body?: never }

type IdempotencyPart<Definition extends Endpoint> = Definition['idempotent'] extends true
  ? { readonly idempotencyKey: string }
  : { readonly idempotencyKey?: never }

/** Everything a call of this endpoint sends. */
export type EndpointInput<Definition extends Endpoint> = QueryPart<Definition> &
  ParamsPart<Definition> &
  BodyPart<Definition> &
  IdempotencyPart<Definition> & {
    readonly signal?: AbortSignal
    readonly headers?: Readonly<Record<string, string>>
    readonly timeoutMs?: number
    readonly redirect?: RequestRedirect
  }

/** The input argument of a call: optional when the endpoint needs nothing. */
export type EndpointArguments<Definition extends Endpoint> =
  RequiredKeysOf<EndpointInput<Definition>> extends never
    ? [input?: EndpointInput<Definition>]
    : [input: EndpointInput<Definition>]

/** What a successful call answers, parsed. */
export type EndpointOutput<Definition extends Endpoint> = z.output<Definition['response']>

/** The path with its `:name` segments filled (each value URL-encoded). */
export function endpointPath(
  endpoint: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) {
      throw new TypeError(`The path ${endpoint.path} needs the parameter ${name}`)
    }
    return encodeURIComponent(String(value))
  })
}

/**
 * Calls an endpoint as its contract describes it: its method and path, the query, body and
 * idempotency key it takes, and its answer parsed by its response schema (a mismatch rejects with
 * ApiBadResponseError, as every call of the client does). A multipart body goes through the same
 * client call as any other, so it gets the §4 refresh and, being a POST, no §9 retry.
 */
export async function callEndpoint<Definition extends Endpoint>(
  api: ApiClient,
  endpoint: Definition,
  ...[input]: EndpointArguments<Definition>
): Promise<EndpointOutput<Definition>> {
  const path = endpointPath(endpoint, input?.params)
  const headers =
    input?.idempotencyKey === undefined
      ? input?.headers
      : { ...input.headers, [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey }
  const options = {
    query: input?.query as QueryParams | undefined,
    signal: input?.signal,
    headers,
    timeoutMs: input?.timeoutMs,
    redirect: input?.redirect,
    schema: endpoint.response,
  }
  const answer =
    endpoint.method === 'GET'
      ? await api.get(path, options)
      : await api[methodName[endpoint.method]](path, { ...options, body: input?.body })
  return answer as EndpointOutput<Definition>
}

/**
 * A failed call's §8 `code`, typed by the endpoint's contract so a caller can switch on it; none
 * for another failure (no answer) or a code the contract does not name (a proxy's answer).
 */
export function endpointErrorCode<Definition extends Endpoint>(
  endpoint: Definition,
  error: unknown,
): EndpointErrorCode<Definition> | undefined {
  if (!(error instanceof ApiHttpError) || error.code === undefined) return undefined
  return answersErrorCode(endpoint, error.code) ? error.code : undefined
}

const methodName = {
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const

type RequiredKeysOf<Value> = {
  [Key in keyof Value]-?: undefined extends Value[Key] ? never : Key
}[keyof Value]
