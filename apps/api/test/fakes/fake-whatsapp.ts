// A local stand-in for Meta's WhatsApp Cloud API (issue 41): POST /{version}/{phone-number-id}/messages
// over real HTTP on loopback, Bearer token checked, the request's shape checked as the Cloud API
// checks it (messaging_product, to, an approved template with its body and copy-code button
// parameters, a document by link), answers and errors in the Graph API's JSON shapes. A control
// API serves the tests: GET /fake/messages?to=… lists what was sent, POST /fake/fail-next makes
// the next requests fail. The API tests start it on a free port; the end-to-end run starts one per
// worker (scripts/e2e-provider-fakes.ts).
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the tests and the end-to-end API configure WhatsApp with (WHATSAPP_*). */
export const fakeWhatsAppAccessToken = 'fake-whatsapp-access-token-for-tests-only'
export const fakeWhatsAppPhoneNumberId = '106540352242922'
export const fakeWhatsAppAppSecret = 'fake-whatsapp-app-secret-for-tests-only'
export const fakeWhatsAppVerifyToken = 'fake-whatsapp-verify-token-for-tests-only'
/** The one authentication template the fake's account has approved, in en_US and ru. */
export const fakeWhatsAppCodeTemplate = 'tourmarket_sign_in_code'
const approvedLanguages = ['en_US', 'ru']

/** A message the fake accepted. `to` is the number as sent: digits, no +. */
export type SentWhatsApp = {
  readonly id: string
  readonly to: string
  readonly type: 'template' | 'document' | 'text'
  /** The template's name, language and the code both of its parameters carried. */
  readonly template?: { readonly name: string; readonly language: string; readonly code: string }
  readonly document?: { readonly link: string; readonly filename: string; readonly caption: string }
  readonly text?: string
}

/** The Graph API's error object, and the HTTP status it comes with. */
export type GraphError = {
  readonly status: number
  readonly message: string
  readonly type: string
  readonly code: number
}

/** How the next requests fail: a Graph error answer, or the connection dropped without one. */
export type WhatsAppFailure = GraphError | 'network'

export type FakeWhatsApp = {
  /** The origin; WHATSAPP_API_URL is this with the version, e.g. `${url}/v21.0`. */
  readonly url: string
  /** What was sent to a number (+ and digits, or digits), oldest first; everything when not given. */
  messages(to?: string): SentWhatsApp[]
  /** Every request to the messages endpoint, accepted or not (path and JSON body). */
  readonly requests: { path: string; body: unknown }[]
  /** The next `times` requests to the messages endpoint fail this way (a Graph 500 unless told). */
  failNext(times: number, failure?: WhatsAppFailure): void
  close(): Promise<void>
}

const graphServerError: GraphError = {
  status: 500,
  message: '(#131000) Something went wrong',
  type: 'OAuthException',
  code: 131000,
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (raw += chunk))
    request.on('end', () => resolve(raw))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function sendGraphError(response: ServerResponse, error: GraphError): void {
  send(response, error.status, {
    error: {
      message: error.message,
      type: error.type,
      code: error.code,
      fbtrace_id: `A${randomBytes(8).toString('hex')}`,
    },
  })
}

const invalidParameter = (detail: string): GraphError => ({
  status: 400,
  message: `(#100) Invalid parameter: ${detail}`,
  type: 'OAuthException',
  code: 100,
})

const digitsOnly = (phone: string) => phone.replace(/\D/g, '')

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The one text parameter of a component, or null. */
function textParameter(component: unknown): string | null {
  if (!isObject(component) || !Array.isArray(component.parameters)) return null
  const [parameter, ...rest] = component.parameters as unknown[]
  if (rest.length > 0 || !isObject(parameter) || parameter.type !== 'text') return null
  return typeof parameter.text === 'string' && parameter.text !== '' ? parameter.text : null
}

/** The message the body asks for, or the Graph error the Cloud API answers it with. */
function readMessage(body: unknown): Omit<SentWhatsApp, 'id'> | GraphError {
  if (!isObject(body) || body.messaging_product !== 'whatsapp') {
    return invalidParameter('messaging_product must be whatsapp')
  }
  const to = typeof body.to === 'string' ? digitsOnly(body.to) : ''
  if (!/^[1-9]\d{6,14}$/.test(to)) return invalidParameter('to is not a phone number')
  if (body.type === 'text') {
    const text = isObject(body.text) ? body.text.body : undefined
    if (typeof text !== 'string' || text === '') return invalidParameter('text.body is required')
    return { to, type: 'text', text }
  }
  if (body.type === 'document') {
    const document = isObject(body.document) ? body.document : {}
    const { link, filename, caption } = document
    if (typeof link !== 'string' || !URL.canParse(link) || !/^https?:/.test(link)) {
      return invalidParameter('document.link must be a URL')
    }
    if (typeof filename !== 'string' || typeof caption !== 'string' || caption.length > 1024) {
      return invalidParameter('document.filename and a caption of at most 1024 characters')
    }
    return { to, type: 'document', document: { link, filename, caption } }
  }
  if (body.type !== 'template' || !isObject(body.template)) {
    return invalidParameter('type must be template, document or text')
  }
  const { name, language, components } = body.template
  const languageCode = isObject(language) ? language.code : undefined
  if (
    name !== fakeWhatsAppCodeTemplate ||
    typeof languageCode !== 'string' ||
    !approvedLanguages.includes(languageCode)
  ) {
    return {
      status: 404,
      message: '(#132001) Template name does not exist in the translation',
      type: 'OAuthException',
      code: 132001,
    }
  }
  const list = Array.isArray(components) ? (components as unknown[]) : []
  const bodyComponent = list.find((component) => isObject(component) && component.type === 'body')
  const button = list.find(
    (component) =>
      isObject(component) &&
      component.type === 'button' &&
      component.sub_type === 'url' &&
      String(component.index) === '0',
  )
  const code = textParameter(bodyComponent)
  // An authentication template's copy-code button copies the code it is given.
  if (list.length !== 2 || code === null || textParameter(button) !== code) {
    return {
      status: 400,
      message: '(#132000) Number of parameters does not match the expected number of params',
      type: 'OAuthException',
      code: 132000,
    }
  }
  return { to, type: 'template', template: { name, language: languageCode, code } }
}

/** Starts the fake on 127.0.0.1 (or `host`); port 0 takes a free one. Close it after the tests. */
export async function startFakeWhatsApp(options: {
  port: number
  host?: string
}): Promise<FakeWhatsApp> {
  const host = options.host ?? '127.0.0.1'
  const sent: SentWhatsApp[] = []
  const requests: FakeWhatsApp['requests'] = []
  let failures: { times: number; failure: WhatsAppFailure } | null = null

  function failNext(times: number, failure: WhatsAppFailure = graphServerError): void {
    failures = times > 0 ? { times, failure } : null
  }

  const messagesTo = (to?: string | null) =>
    to === undefined || to === null
      ? [...sent]
      : sent.filter((message) => message.to === digitsOnly(to))

  function control(request: IncomingMessage, response: ServerResponse, url: URL, raw: string) {
    if (request.method === 'GET' && url.pathname === '/fake/messages') {
      return send(response, 200, { messages: messagesTo(url.searchParams.get('to')) })
    }
    if (request.method === 'POST' && url.pathname === '/fake/fail-next') {
      const body = (raw === '' ? {} : JSON.parse(raw)) as {
        times?: number
        failure?: WhatsAppFailure
      }
      failNext(body.times ?? 1, body.failure)
      return send(response, 200, { ok: true })
    }
    send(response, 404, { message: 'No such fake route' })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    readBody(request)
      .then((raw) => {
        if (url.pathname.startsWith('/fake/')) return control(request, response, url, raw)
        const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname)
        if (match?.[1] === undefined || request.method !== 'POST') {
          return sendGraphError(response, {
            status: 400,
            message: `Unsupported ${request.method ?? ''} request. Object with path ${url.pathname} does not exist`,
            type: 'GraphMethodException',
            code: 100,
          })
        }
        let body: unknown = null
        try {
          body = JSON.parse(raw)
        } catch {
          // Left null: refused below as a body without messaging_product.
        }
        requests.push({ path: url.pathname, body })
        if (request.headers.authorization !== `Bearer ${fakeWhatsAppAccessToken}`) {
          return sendGraphError(response, {
            status: 401,
            message: 'Invalid OAuth access token - Cannot parse access token',
            type: 'OAuthException',
            code: 190,
          })
        }
        if (match[1] !== fakeWhatsAppPhoneNumberId) {
          return sendGraphError(response, {
            status: 400,
            message: `Unsupported post request. Object with ID '${match[1]}' does not exist`,
            type: 'GraphMethodException',
            code: 100,
          })
        }
        if (failures !== null) {
          const { failure } = failures
          failures = failures.times > 1 ? { ...failures, times: failures.times - 1 } : null
          if (failure === 'network') {
            request.socket.destroy()
            return
          }
          return sendGraphError(response, failure)
        }
        const message = readMessage(body)
        if ('status' in message) return sendGraphError(response, message)
        const id = `wamid.${randomBytes(24).toString('base64url')}`
        sent.push({ id, ...message })
        send(response, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id }],
        })
      })
      .catch((error: unknown) => {
        sendGraphError(response, invalidParameter(String(error)))
      })
  })
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://${host}:${String(port)}`,
    messages: messagesTo,
    requests,
    failNext,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error === undefined ? resolve() : reject(error)))
      }),
  }
}
