// A local stand-in for Stripe's API: enough of POST /v1/checkout/sessions (create, expire) and
// /v1/refunds for the Stripe provider, over real HTTP, so the SDK's own request encoding and headers are what is tested.
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import type { StripeApiLocation } from '../src/modules/payments/stripe-provider.ts'

export const fakeStripeSecretKey = 'sk_test_fake_tourmarket'
export const fakeStripeWebhookSecret = 'whsec_fake_tourmarket'

export type FakeStripeRequest = {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  /** The form-encoded body as Stripe's bracket keys: `line_items[0][price_data][currency]`. */
  readonly form: Readonly<Record<string, string>>
}

export type FakeStripe = {
  readonly api: StripeApiLocation
  readonly requests: FakeStripeRequest[]
  /** The next `times` requests (1 unless told) answer this error instead (Stripe's error body). */
  failNext(
    status: number,
    error: { type: string; message: string; param?: string },
    times?: number,
  ): void
  close(): Promise<void>
}

/** Starts the fake on a free port of 127.0.0.1; close it after the tests. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = []
  const sessionsByKey = new Map<string, unknown>()
  const sessionsById = new Map<string, { status: string }>()
  let failure: { status: number; error: object; times: number } | undefined
  const server = createServer((request, response) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (raw += chunk))
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      const form = Object.fromEntries(new URLSearchParams(raw))
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, form })
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (request.headers.authorization !== `Bearer ${fakeStripeSecretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } })
      }
      const expiry = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
      const route =
        request.method !== 'POST'
          ? undefined
          : path === '/v1/checkout/sessions'
            ? 'create-session'
            : path === '/v1/refunds'
              ? 'refund'
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
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    failNext(status, error, times = 1) {
      failure = { status, error, times }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
