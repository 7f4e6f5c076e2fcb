// A local stand-in for Stripe's API over real HTTP, so the SDK's own request encoding and headers
// are what is tested: enough of /v1/checkout/sessions (create, expire) and /v1/refunds for
// payments, and of /v1/identity/verification_sessions (create, retrieve) for identity checks,
// whose hosted page GET /fake/identity/{id} lets the person "Verify" or "Fail"; the fake then
// POSTs the signed identity.verification_session.* event to the webhook URL it was given, as
// Stripe does, and sends the browser to the session's return_url. The API tests start it on a free
// port; the end-to-end run starts one per worker (scripts/e2e-provider-fakes.ts).
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import type { StripeApiLocation } from '../../src/platform/stripe/api-location.ts'

/** Where the fake's identity events go on the API (the end-to-end run builds its webhook URL from it). */
export { identityCallbackPath } from '../../src/modules/organizer-profiles/identity-provider.ts'

export const fakeStripeSecretKey = 'sk_test_fake_tourmarket'
export const fakeStripeWebhookSecret = 'whsec_fake_tourmarket'
/** The identity webhook endpoint's own signing secret (apart from the payments endpoint's). */
export const fakeStripeIdentityWebhookSecret = 'whsec_fake_identity_tourmarket'

export type FakeStripeRequest = {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  /** The form-encoded body as Stripe's bracket keys: `line_items[0][price_data][currency]`. */
  readonly form: Readonly<Record<string, string>>
}

export type FakeVerificationSession = {
  id: string
  object: 'identity.verification_session'
  client_secret: string
  client_reference_id: string | null
  created: number
  last_error: { code: string; reason: string } | null
  last_verification_report: string | null
  livemode: false
  metadata: Record<string, string>
  options: Record<string, never>
  redaction: null
  return_url: string | null
  status: 'requires_input' | 'processing' | 'verified' | 'canceled'
  type: string
  url: string | null
}

/** What the person does on the hosted page, or what Stripe does to a session. */
export type IdentityOutcome = 'verify' | 'fail' | 'process' | 'cancel'

/** A webhook the fake sent, with the receiver's answer (status 0: not delivered). */
export type FakeStripeDelivery = {
  readonly type: string
  readonly sessionId: string
  readonly status: number
  readonly body: string
}

export type FakeStripe = {
  readonly api: StripeApiLocation
  /** The fake's origin: STRIPE_API_URL. */
  readonly url: string
  readonly requests: FakeStripeRequest[]
  /** Identity events sent to the webhook URL, oldest first. */
  readonly deliveries: FakeStripeDelivery[]
  /** The next `times` requests (1 unless told) answer this error instead (Stripe's error body). */
  failNext(
    status: number,
    error: { type: string; message: string; param?: string },
    times?: number,
  ): void
  identitySession(id: string): FakeVerificationSession | undefined
  /**
   * Moves a session as the hosted page (verify, fail) or Stripe (process, cancel) would, and sends
   * its event to the webhook URL; resolves with the delivery.
   */
  settleIdentitySession(id: string, outcome: IdentityOutcome): Promise<FakeStripeDelivery>
  /** Sends the session's event for its current status again (Stripe retries and repeats). */
  resendIdentityEvent(id: string): Promise<FakeStripeDelivery>
  close(): Promise<void>
}

export type FakeStripeOptions = {
  /** 0 or absent: a free port. */
  port?: number
  host?: string
  /** Where identity events go (the API's identity callback); none are sent without it. */
  webhookUrl?: string
  identityWebhookSecret?: string
}

/** The Stripe-Signature header as Stripe builds it: `t={unix},v1={HMAC-SHA256(secret, "{t}.{body}")}`. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${payload}`)
    .digest('hex')
  return `t=${String(timestamp)},v1=${signature}`
}

const eventTypes = {
  requires_input: 'identity.verification_session.requires_input',
  processing: 'identity.verification_session.processing',
  verified: 'identity.verification_session.verified',
  canceled: 'identity.verification_session.canceled',
} as const

/** An identity.verification_session.* event as Stripe sends it, and its Stripe-Signature. */
export function identityEvent(
  session: FakeVerificationSession,
  options: { type?: string; signedAt?: number; secret?: string } = {},
): { body: string; signature: string } {
  const signedAt = options.signedAt ?? Math.floor(Date.now() / 1000)
  const body = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: options.type ?? eventTypes[session.status],
    created: signedAt,
    livemode: false,
    data: { object: session },
  })
  return {
    body,
    signature: stripeSignature(body, options.secret ?? fakeStripeIdentityWebhookSecret, signedAt),
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

function hostedPage(session: FakeVerificationSession): string {
  const action = `/fake/identity/${session.id}`
  const body =
    session.status === 'requires_input'
      ? `<h1>Verify your identity</h1>
<p>Fake Stripe Identity: no document is checked. Choose the outcome.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="verify"><button type="submit">Verify</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit">Fail</button></form>`
      : `<h1>This verification is ${escapeHtml(session.status)}</h1>${
          session.return_url === null
            ? ''
            : `<p><a href="${escapeHtml(session.return_url)}">Return</a></p>`
        }`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stripe Identity (fake)</title><link rel="icon" href="data:,"></head><body><main>${body}</main></body></html>`
}

/** Starts the fake on 127.0.0.1 (a free port unless told); close it after the tests. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const host = options.host ?? '127.0.0.1'
  const identitySecret = options.identityWebhookSecret ?? fakeStripeIdentityWebhookSecret
  const requests: FakeStripeRequest[] = []
  const deliveries: FakeStripeDelivery[] = []
  const sessionsByKey = new Map<string, unknown>()
  const sessionsById = new Map<string, { status: string }>()
  const identitySessions = new Map<string, FakeVerificationSession>()
  let origin = ''
  let failure: { status: number; error: object; times: number } | undefined

  async function deliver(session: FakeVerificationSession): Promise<FakeStripeDelivery> {
    const type = eventTypes[session.status]
    const { body, signature } = identityEvent(session, { secret: identitySecret })
    let status = 0
    if (options.webhookUrl !== undefined) {
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        status = response.status
      } catch {
        // Not delivered: recorded with status 0, as Stripe's dashboard would show it.
      }
    }
    const delivery = { type, sessionId: session.id, status, body }
    deliveries.push(delivery)
    return delivery
  }

  function move(session: FakeVerificationSession, outcome: IdentityOutcome): void {
    session.status =
      outcome === 'verify'
        ? 'verified'
        : outcome === 'fail'
          ? 'requires_input'
          : outcome === 'process'
            ? 'processing'
            : 'canceled'
    session.last_error =
      outcome === 'fail'
        ? {
            code: 'document_unverified_other',
            reason: 'The document could not be verified (fake).',
          }
        : null
    if (outcome === 'verify') session.last_verification_report = `vr_${session.id.slice(3)}`
    // Stripe's hosted page works once.
    if (outcome === 'verify' || outcome === 'cancel') session.url = null
  }

  const server = createServer((request, response) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (raw += chunk))
    request.on('end', () => {
      void answer().catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end(String(error))
      })
    })

    async function answer(): Promise<void> {
      const method = request.method ?? 'GET'
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      const form = Object.fromEntries(new URLSearchParams(raw))
      requests.push({ method, path, headers: request.headers, form })
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const noSuch = (what: string) =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            message: `No such ${what}`,
            code: 'resource_missing',
          },
        })

      // The hosted identity page: the person's browser, no API key.
      const hosted = /^\/fake\/identity\/([^/]+)$/.exec(path)
      if (hosted !== null) {
        const session = identitySessions.get(hosted[1]!)
        if (session === undefined) {
          response.writeHead(404, { 'content-type': 'text/plain' })
          response.end('No such verification session')
          return
        }
        if (method === 'POST') {
          const outcome = form.outcome
          if (session.status !== 'requires_input' || (outcome !== 'verify' && outcome !== 'fail')) {
            response.writeHead(409, { 'content-type': 'text/html; charset=utf-8' })
            response.end(hostedPage(session))
            return
          }
          move(session, outcome)
          await deliver(session)
          if (session.return_url !== null) {
            response.writeHead(303, { location: session.return_url })
            response.end()
            return
          }
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(hostedPage(session))
        return
      }

      if (request.headers.authorization !== `Bearer ${fakeStripeSecretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } })
      }
      const expiry = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
      const identity = /^\/v1\/identity\/verification_sessions\/([^/]+)$/.exec(path)
      const route =
        method === 'GET'
          ? identity !== null
            ? 'retrieve-identity'
            : undefined
          : method !== 'POST'
            ? undefined
            : path === '/v1/checkout/sessions'
              ? 'create-session'
              : path === '/v1/refunds'
                ? 'refund'
                : path === '/v1/identity/verification_sessions'
                  ? 'create-identity'
                  : expiry !== null
                    ? 'expire-session'
                    : undefined
      if (route === undefined) {
        return send(404, { error: { type: 'invalid_request_error', message: 'No such route' } })
      }
      if (failure !== undefined) {
        const { status, error } = failure
        failure = failure.times > 1 ? { ...failure, times: failure.times - 1 } : undefined
        return send(status, { error })
      }
      const key = request.headers['idempotency-key']
      if (route === 'create-identity') {
        const id = `vs_test_${randomBytes(12).toString('hex')}`
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([name]) => /^metadata\[[^\]]+\]$/.test(name))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        )
        const session: FakeVerificationSession = {
          id,
          object: 'identity.verification_session',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          client_reference_id: form.client_reference_id ?? null,
          created: Math.floor(Date.now() / 1000),
          last_error: null,
          last_verification_report: null,
          livemode: false,
          metadata,
          options: {},
          redaction: null,
          return_url: form.return_url ?? null,
          status: 'requires_input',
          type: form.type ?? 'document',
          url: `${origin}/fake/identity/${id}`,
        }
        identitySessions.set(id, session)
        return send(200, session)
      }
      if (route === 'retrieve-identity') {
        const session = identitySessions.get(identity![1]!)
        return session === undefined
          ? noSuch(`verification_session: '${identity![1]!}'`)
          : send(200, session)
      }
      if (route === 'refund') {
        const refund = {
          id: `re_test_${createHash('sha256').update(String(key)).digest('hex').slice(0, 16)}`,
          object: 'refund',
          payment_intent: form.payment_intent,
          status: 'succeeded',
        }
        return send(200, refund)
      }
      if (route === 'expire-session') {
        const session = sessionsById.get(expiry![1]!)
        if (session === undefined) {
          return send(400, {
            error: { type: 'invalid_request_error', message: 'No such checkout.session' },
          })
        }
        if (session.status !== 'open') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
            },
          })
        }
        session.status = 'expired'
        return send(200, session)
      }
      const known = typeof key === 'string' ? sessionsByKey.get(key) : undefined
      if (known !== undefined) return send(200, known)
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form.client_reference_id,
        metadata: { invoice_id: form['metadata[invoice_id]'] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      }
      if (typeof key === 'string') sessionsByKey.set(key, session)
      sessionsById.set(id, session)
      return send(200, session)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host}:${String(port)}`
  const sessionOf = (id: string) => {
    const session = identitySessions.get(id)
    if (session === undefined) throw new Error(`the fake has no verification session ${id}`)
    return session
  }
  return {
    api: { host, port, protocol: 'http' },
    url: origin,
    requests,
    deliveries,
    failNext(status, error, times = 1) {
      failure = { status, error, times }
    },
    identitySession: (id) => identitySessions.get(id),
    async settleIdentitySession(id, outcome) {
      const session = sessionOf(id)
      move(session, outcome)
      return deliver(session)
    },
    resendIdentityEvent: (id) => deliver(sessionOf(id)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A Checkout Session event as Stripe sends it, with its Stripe-Signature header. */
export function stripeEvent(
  type: string,
  session: {
    id: string
    invoiceId?: number
    paymentStatus?: string
    /** What the session took: minor units and an ISO code, as Stripe writes it (lower case). */
    amountTotal?: number
    currency?: string
    /** The payment intent the session's money arrived as (what a refund names). */
    paymentIntent?: string
  },
  options: { id?: string; signedAt?: number; secret?: string } = {},
): { body: string; signature: string; id: string } {
  const id = options.id ?? `evt_${randomBytes(12).toString('hex')}`
  const signedAt = options.signedAt ?? Math.floor(Date.now() / 1000)
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: signedAt,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: session.paymentStatus ?? 'paid',
        amount_total: session.amountTotal ?? null,
        currency: session.currency ?? null,
        payment_intent: session.paymentIntent ?? null,
        client_reference_id: session.invoiceId === undefined ? null : String(session.invoiceId),
        metadata: session.invoiceId === undefined ? {} : { invoice_id: String(session.invoiceId) },
      },
    },
  })
  const signature = new Stripe(fakeStripeSecretKey).webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? fakeStripeWebhookSecret,
    timestamp: signedAt,
  })
  return { body, signature, id }
}
