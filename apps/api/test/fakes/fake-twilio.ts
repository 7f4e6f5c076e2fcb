// A local stand-in for Twilio's Messages resource (issue 41): POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json over real HTTP on loopback, form-encoded as the
// `twilio` SDK sends it, basic auth checked, answers and errors in Twilio's JSON shapes. A control
// API serves the tests: GET /fake/messages?to=… lists what was sent, POST /fake/fail-next makes
// the next requests fail. The API tests start it on a free port; the end-to-end run starts one per
// worker (scripts/e2e-provider-fakes.ts).
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The credentials the fake accepts; the tests and the end-to-end API configure Twilio with them. */
export const fakeTwilioAccountSid = `AC${'0123456789abcdef'.repeat(2)}`
export const fakeTwilioAuthToken = 'fake-twilio-auth-token-for-tests-only'
/** A sender number of the account (E.164). */
export const fakeTwilioFrom = '+15005550006'

/** A message the fake accepted, as Twilio's resource describes it. */
export type SentSms = {
  readonly sid: string
  readonly to: string
  readonly from: string | null
  readonly messaging_service_sid: string | null
  readonly body: string
  readonly date_created: string
}

/** Twilio's error body: https://www.twilio.com/docs/api/errors */
export type TwilioErrorBody = {
  readonly code: number
  readonly message: string
  readonly more_info: string
  readonly status: number
}

/** How the next requests fail: a Twilio error answer, or the connection dropped without one. */
export type TwilioFailure = TwilioErrorBody | 'network'

export type FakeTwilio = {
  /** Twilio's API origin: TWILIO_API_URL. */
  readonly url: string
  /** What was sent to a number, oldest first (everything when not given). */
  messages(to?: string): SentSms[]
  /** Every request to the Messages resource, accepted or not (method, path, form fields). */
  readonly requests: { method: string; path: string; form: Record<string, string> }[]
  /** The next `times` Messages requests fail this way (Twilio's 500 unless told). */
  failNext(times: number, failure?: TwilioFailure): void
  close(): Promise<void>
}

const twilioServerError: TwilioErrorBody = {
  code: 20500,
  message: 'Internal Server Error',
  more_info: 'https://www.twilio.com/docs/errors/20500',
  status: 500,
}

function twilioError(status: number, code: number, message: string): TwilioErrorBody {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${String(code)}`, status }
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

/** The account SID and token of a Basic Authorization header, or null. */
function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic (.+)$/i.exec(header ?? '')
  if (match?.[1] === undefined) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const separator = decoded.indexOf(':')
  if (separator < 0) return null
  return { user: decoded.slice(0, separator), password: decoded.slice(separator + 1) }
}

const e164 = /^\+[1-9]\d{6,14}$/

/** Starts the fake on 127.0.0.1 (or `host`); port 0 takes a free one. Close it after the tests. */
export async function startFakeTwilio(options: {
  port: number
  host?: string
}): Promise<FakeTwilio> {
  const host = options.host ?? '127.0.0.1'
  const sent: SentSms[] = []
  const requests: FakeTwilio['requests'] = []
  let failures: { times: number; failure: TwilioFailure } | null = null

  function failNext(times: number, failure: TwilioFailure = twilioServerError): void {
    failures = times > 0 ? { times, failure } : null
  }

  /** Twilio's answer to POST …/Messages.json: the new message resource, or an error body. */
  function createMessage(accountSid: string, form: Record<string, string>): [number, unknown] {
    const to = form.To ?? ''
    const from = form.From ?? null
    const messagingServiceSid = form.MessagingServiceSid ?? null
    const body = form.Body ?? ''
    if (to === '') return [400, twilioError(400, 21604, "A 'To' phone number is required.")]
    if (!e164.test(to)) {
      return [400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`)]
    }
    if (from === null && messagingServiceSid === null) {
      return [
        400,
        twilioError(
          400,
          21603,
          "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
        ),
      ]
    }
    if (from !== null && from !== fakeTwilioFrom) {
      return [
        400,
        twilioError(
          400,
          21212,
          `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
        ),
      ]
    }
    if (body.trim() === '') return [400, twilioError(400, 21602, 'Message body is required.')]
    if (body.length > 1600) {
      return [
        400,
        twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.'),
      ]
    }
    const message: SentSms = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      date_created: new Date().toUTCString(),
    }
    sent.push(message)
    return [
      201,
      {
        ...message,
        account_sid: accountSid,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: String(Math.ceil(body.length / 160)),
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      },
    ]
  }

  function control(request: IncomingMessage, response: ServerResponse, url: URL, raw: string) {
    if (request.method === 'GET' && url.pathname === '/fake/messages') {
      const to = url.searchParams.get('to')
      return send(response, 200, { messages: to === null ? sent : sent.filter((m) => m.to === to) })
    }
    if (request.method === 'POST' && url.pathname === '/fake/fail-next') {
      const body = (raw === '' ? {} : JSON.parse(raw)) as {
        times?: number
        failure?: TwilioFailure
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
        const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname)
        if (match?.[1] === undefined) {
          return send(
            response,
            404,
            twilioError(404, 20404, `The requested resource ${url.pathname} was not found`),
          )
        }
        const accountSid = match[1]
        const form = Object.fromEntries(new URLSearchParams(raw))
        requests.push({ method: request.method ?? '', path: url.pathname, form })
        const credentials = basicCredentials(request.headers.authorization)
        if (
          credentials?.user !== fakeTwilioAccountSid ||
          credentials.password !== fakeTwilioAuthToken ||
          accountSid !== fakeTwilioAccountSid
        ) {
          return send(response, 401, twilioError(401, 20003, 'Authenticate'))
        }
        if (request.method !== 'POST') {
          return send(response, 405, twilioError(405, 20004, 'Method not allowed'))
        }
        if (failures !== null) {
          const { failure } = failures
          failures = failures.times > 1 ? { ...failures, times: failures.times - 1 } : null
          if (failure === 'network') {
            request.socket.destroy()
            return
          }
          return send(response, failure.status, failure)
        }
        const [status, body] = createMessage(accountSid, form)
        send(response, status, body)
      })
      .catch((error: unknown) => {
        send(response, 400, twilioError(400, 20001, String(error)))
      })
  })
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://${host}:${String(port)}`,
    messages: (to) => (to === undefined ? [...sent] : sent.filter((message) => message.to === to)),
    requests,
    failNext,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error === undefined ? resolve() : reject(error)))
      }),
  }
}
