import type { z } from 'zod'
import { roleHeaderValue, type BrandCurrency } from '@tourmarket/domain/enums'
import {
  CAPTCHA_SOLUTION_HEADER,
  isCaptchaRequired,
  shouldRetry,
  type TransportFailure,
} from '@tourmarket/domain/http'
import { type Locale } from '@tourmarket/domain/i18n'
import { bearer } from '@tourmarket/domain/session'
import { DEFAULT_RETRY_DELAY_MS, pause, retryDelay } from './backoff.ts'
import {
  ApiBadRequestError,
  ApiBadResponseError,
  type ApiHttpError,
  CanceledError,
  CaptchaRequiredError,
  NetworkError,
  RequestAbortedError,
  TimeoutError,
  apiErrorMessages,
  type FailedRequest,
} from './errors.ts'
import { serializeQuery, type QueryParams } from './query.ts'
import { accessTokenOf, type TokenStore } from './token-store.ts'

/** §7 request headers (and §6 the role header). */
export const apiRequestHeaders = {
  language: 'X-Language',
  localization: 'X-Localization',
  currency: 'X-Currency',
  role: 'X-Role',
  authorization: 'X-Authorization',
} as const

/** §7 the call that exchanges an expired access token for a new one (response field `token`). */
export const REFRESH_TOKEN_PATH = '/crm/api/user/refresh-token'

/** Time limit of one attempt, body included; a retry gets a fresh one. */
export const DEFAULT_TIMEOUT_MS = 15_000

export type ApiClientOptions = {
  /** Origin (and prefix) the paths are appended to; '' for same-origin calls in the browser. */
  readonly baseUrl: string
  readonly language: Locale
  readonly localization: Locale
  readonly currency: BrandCurrency
  /** The session's tokens; without a store requests go out anonymous and 401s are not refreshed. */
  readonly tokens?: TokenStore
  /**
   * §4 the one call that gets a new access token (null or a throw: refresh failed). Defaults to
   * POST `refreshPath` with this client's headers, reading the `token` field of the answer.
   */
  readonly refresh?: () => Promise<string | null>
  readonly refreshPath?: string
  /** §8 told about every captcha-required answer before the request rejects. */
  readonly onCaptchaRequired?: (error: CaptchaRequiredError) => void
  /**
   * §8 answers a captcha 429: resolves to the X-Captcha header value (the solved challenge), or
   * null to give up. The request is then repeated once with it; a second captcha 429 rejects.
   */
  readonly solveCaptcha?: (
    error: CaptchaRequiredError,
    signal: AbortSignal | undefined,
  ) => Promise<string | null>
  readonly fetch?: typeof globalThis.fetch
  readonly timeoutMs?: number
  /** Pause before a §9 retry; a longer Retry-After is honoured up to RETRY_AFTER_CAP_MS. */
  readonly retryDelayMs?: number
}

/** What fetch can send as is; anything else is sent as JSON. */
type RawBody = string | FormData | URLSearchParams | Blob | ArrayBuffer

export type RequestOptions<Schema extends z.ZodType | undefined = undefined> = {
  readonly query?: QueryParams
  readonly signal?: AbortSignal
  /** Parses the JSON answer; a mismatch rejects with ApiBadResponseError. */
  readonly schema?: Schema
  readonly headers?: Readonly<Record<string, string>>
  readonly timeoutMs?: number
  /**
   * What fetch does with the API's 3xx: 'follow' (the default) goes on to the new address;
   * 'manual' rejects with the 3xx's status instead (§5 'Illegal redirect' where none is allowed).
   */
  readonly redirect?: RequestRedirect
}

export type BodyRequestOptions<Schema extends z.ZodType | undefined = undefined> =
  RequestOptions<Schema> & {
    /** FormData, Blob, URLSearchParams, strings and ArrayBuffers go as they are; other values as JSON. */
    readonly body?: unknown
  }

/** The answer's type: what the schema produces, or unknown without one. */
export type ResponseOf<Schema extends z.ZodType | undefined> = Schema extends z.ZodType
  ? z.output<Schema>
  : unknown

/** GET: §9 one retry. */
export type QueryMethod = <Schema extends z.ZodType | undefined = undefined>(
  path: string,
  options?: RequestOptions<Schema>,
) => Promise<ResponseOf<Schema>>

/** POST, PUT, PATCH, DELETE: §9 no retry. */
export type BodyMethod = <Schema extends z.ZodType | undefined = undefined>(
  path: string,
  options?: BodyRequestOptions<Schema>,
) => Promise<ResponseOf<Schema>>

export type ApiClient = {
  readonly get: QueryMethod
  readonly post: BodyMethod
  readonly put: BodyMethod
  readonly patch: BodyMethod
  readonly delete: BodyMethod
  /**
   * §4 a new access token now, before the current one expires, through the same one shared
   * refresh as a 401's (null: no session, or the refresh failed and cleared it). For what must
   * not outlive its token: the chat socket (decision 0022).
   */
  readonly refreshSession?: () => Promise<string | null>
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Answer = { readonly response: Response; readonly text: string }
type Attempt =
  { readonly answer: Answer } | { readonly failure: TransportFailure; readonly cause: unknown }

function isRawBody(body: unknown): body is RawBody {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  )
}

function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl
  return `${base}${path.startsWith('/') ? path : `/${path}`}`
}

/** An error body is JSON when the API wrote it, text when a proxy or crash did. */
function parseErrorBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '')
}

/**
 * §4, §7, §8, §9: the storefront's HTTP client on the platform fetch. It holds no module-level
 * state: the server creates one per request (with that request's token), the browser one per
 * session. The shared refresh of §4 is shared by the requests of one client.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS
  const refresh = options.refresh ?? refreshThroughApi
  let refreshing: Promise<string | null> | null = null

  function currentToken(): string | null {
    return accessTokenOf(options.tokens?.getToken())
  }

  function baseHeaders(token: string | null): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [apiRequestHeaders.language]: options.language,
      [apiRequestHeaders.localization]: options.localization,
      [apiRequestHeaders.currency]: options.currency,
      [apiRequestHeaders.role]: roleHeaderValue,
    }
    if (token !== null) headers[apiRequestHeaders.authorization] = bearer(token)
    return headers
  }

  /** One try: an answer with its body read, or why there was none. */
  async function attempt(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    limitMs: number,
  ): Promise<Attempt> {
    const timeout = new AbortController()
    const timer = setTimeout(() => timeout.abort(), limitMs)
    try {
      const response = await fetchImpl(url, {
        ...init,
        signal: signal === undefined ? timeout.signal : AbortSignal.any([signal, timeout.signal]),
      })
      // The body is read under the same signals: a stalled body is a timeout too.
      return { answer: { response, text: await response.text() } }
    } catch (cause) {
      if (signal?.aborted) {
        return { failure: signal.reason instanceof CanceledError ? 'canceled' : 'aborted', cause }
      }
      return { failure: timeout.signal.aborted ? 'timeout' : 'network-error', cause }
    } finally {
      clearTimeout(timer)
    }
  }

  function transportError(failure: TransportFailure, request: FailedRequest, cause: unknown) {
    switch (failure) {
      case 'aborted':
        return new RequestAbortedError({ request, cause })
      case 'canceled':
        return new CanceledError({ request, cause })
      case 'timeout':
        return new TimeoutError({ request, cause })
      case 'network-error':
        return new NetworkError({ request, cause })
      default: {
        const unknownFailure: never = failure
        throw new TypeError(`Unknown transport failure ${String(unknownFailure)}`)
      }
    }
  }

  function statusError(answer: Answer, request: FailedRequest): ApiHttpError {
    const { status } = answer.response
    const body = parseErrorBody(answer.text)
    const kind = isCaptchaRequired(status, body)
    if (kind !== null) return new CaptchaRequiredError({ request, status, body, kind })
    return status >= 500
      ? new ApiBadResponseError({ request, status, body })
      : new ApiBadRequestError({ request, status, body })
  }

  function successBody(
    answer: Answer,
    request: FailedRequest,
    schema: z.ZodType | undefined,
  ): unknown {
    const { response, text } = answer
    let data: unknown = text === '' ? undefined : text
    if (text !== '' && isJson(response)) {
      try {
        data = JSON.parse(text)
      } catch (cause) {
        throw new ApiBadResponseError({
          request,
          status: response.status,
          body: text,
          message: apiErrorMessages.badResponse,
          cause,
        })
      }
    }
    if (schema === undefined) return data
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      throw new ApiBadResponseError({
        request,
        status: response.status,
        body: data,
        message: apiErrorMessages.badResponse,
        cause: parsed.error,
      })
    }
    return parsed.data
  }

  /**
   * §4: the one shared refresh. A request that was sent with a token that is no longer current
   * takes the current one (another request refreshed meanwhile) instead of refreshing again.
   */
  async function renewToken(sentWith: string): Promise<string | null> {
    const current = currentToken()
    if (current !== sentWith) return current
    refreshing ??= (async () => {
      let token: string | null = null
      try {
        token = accessTokenOf(await refresh())
      } catch {
        token = null
      }
      if (token === null) options.tokens?.clearTokens()
      else options.tokens?.setToken(bearer(token))
      return token
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function refreshThroughApi(): Promise<string | null> {
    const request: FailedRequest = {
      method: 'POST',
      path: options.refreshPath ?? REFRESH_TOKEN_PATH,
    }
    const result = await attempt(
      joinUrl(options.baseUrl, request.path),
      { method: 'POST', headers: baseHeaders(currentToken()) },
      undefined,
      timeoutMs,
    )
    if (!('answer' in result) || !result.answer.response.ok) return null
    const body = successBody(result.answer, request, undefined)
    if (typeof body !== 'object' || body === null || !('token' in body)) return null
    return typeof body.token === 'string' ? body.token : null
  }

  async function send(
    method: HttpMethod,
    path: string,
    requestOptions: BodyRequestOptions<z.ZodType | undefined> = {},
  ): Promise<unknown> {
    const { signal, schema } = requestOptions
    const request: FailedRequest = { method, path }
    const url = joinUrl(options.baseUrl, path) + serializeQuery(requestOptions.query)
    const { body } = requestOptions
    const payload = body === undefined || isRawBody(body) ? body : JSON.stringify(body)
    const contentType: Record<string, string> =
      payload !== undefined && !isRawBody(body) ? { 'Content-Type': 'application/json' } : {}

    // Tries that count against the §9 budget; the repeat after a §4 refresh is not one of them.
    let countedTries = 0
    let refreshed = false
    // §8 a solved captcha goes with the repeat; a request is repeated after a captcha only once.
    let captchaHeader: Record<string, string> | null = null
    for (;;) {
      const token = currentToken()
      const result = await attempt(
        url,
        {
          method,
          headers: {
            ...baseHeaders(token),
            ...contentType,
            ...requestOptions.headers,
            ...captchaHeader,
          },
          body: payload,
          redirect: requestOptions.redirect ?? 'follow',
        },
        signal,
        requestOptions.timeoutMs ?? timeoutMs,
      )
      countedTries += 1

      let retryAfter: string | null = null
      if ('failure' in result) {
        if (!shouldRetry({ method, status: result.failure, attempt: countedTries })) {
          throw transportError(result.failure, request, result.cause)
        }
      } else {
        const { answer } = result
        if (answer.response.ok) return successBody(answer, request, schema)
        const error = statusError(answer, request)
        const { status } = answer.response
        if (status === 401 && token !== null && !refreshed) {
          refreshed = true
          countedTries -= 1
          if ((await renewToken(token)) === null) throw error
          continue
        }
        if (error instanceof CaptchaRequiredError) {
          options.onCaptchaRequired?.(error)
          if (captchaHeader !== null || options.solveCaptcha === undefined) throw error
          let solution: string | null = null
          try {
            solution = await options.solveCaptcha(error, signal)
          } catch (cause) {
            if (signal?.aborted) {
              const failure = signal.reason instanceof CanceledError ? 'canceled' : 'aborted'
              throw transportError(failure, request, cause)
            }
            throw error
          }
          if (solution === null) throw error
          captchaHeader = { [CAPTCHA_SOLUTION_HEADER]: solution }
          countedTries -= 1
          continue
        }
        if (!shouldRetry({ method, status, attempt: countedTries })) throw error
        retryAfter = answer.response.headers.get('retry-after')
      }

      await pause(retryDelay(retryAfter, retryDelayMs), signal)
      if (signal?.aborted) {
        const failure = signal.reason instanceof CanceledError ? 'canceled' : 'aborted'
        throw transportError(failure, request, signal.reason)
      }
    }
  }

  function method(name: HttpMethod): BodyMethod {
    return <Schema extends z.ZodType | undefined = undefined>(
      path: string,
      requestOptions?: BodyRequestOptions<Schema>,
    ) => send(name, path, requestOptions) as Promise<ResponseOf<Schema>>
  }

  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
    refreshSession: async () => {
      const token = currentToken()
      return token === null ? null : renewToken(token)
    },
  }
}
