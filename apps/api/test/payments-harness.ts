// A harness for the payments tests: one app per file over a migrated database, whose sandbox
// delivers its webhooks back into the same app through app.inject (in production: fetch to
// API_PUBLIC_URL), and helpers that book and pay through the API.
import type { Booking, InvoicePay } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import type { Config } from '../src/config.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { createBookingsContext } from '../src/modules/bookings/context.ts'
import { composeBookingMail } from '../src/modules/notifications/compose.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import { createPaymentsContext } from '../src/modules/payments/context.ts'
import type { PaymentsSeams } from '../src/modules/payments/context.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../src/platform/sandbox/signature.ts'
import type { WebhookDelivery } from '../src/modules/payments/webhook-transport.ts'
import type { TestDatabaseTarget } from './databases.ts'
import type { FakeStripe } from './fakes/fake-stripe.ts'
import {
  fakeStripeSecretKey,
  fakeStripeWebhookSecret,
  startFakeStripe,
} from './fakes/fake-stripe.ts'
import { useMigratedDatabase } from './databases.ts'
import { enqueueOnlyQueue } from './job-queues.ts'
import type { TourDateOverrides } from './factories.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  futureDate,
} from './factories-bookings.ts'
import type { SignedInUser } from './factories-bookings.ts'

export const testApiPublicUrl = 'http://api.tourmarket.test'
export const testSiteUrl = 'http://shop.tourmarket.test'

export type PaymentsHarnessOptions = {
  config?: Partial<Config>
  payments?: PaymentsSeams
}

export function usePaymentsHarness(
  target: TestDatabaseTarget,
  options: PaymentsHarnessOptions = {},
) {
  const testDatabase = useMigratedDatabase(target)
  /** Every webhook the sandbox sent, in order, with the status the app answered. */
  const deliveries: (WebhookDelivery & { status: number })[] = []
  const logLines: string[] = []
  let app: App | undefined

  const current = () => {
    if (app === undefined) throw new Error('The app is only available inside tests')
    return app
  }

  beforeAll(() => {
    app = buildApp({
      config: {
        ...testDatabase.config,
        apiPublicUrl: testApiPublicUrl,
        accounts: { ...testDatabase.config.accounts, siteUrl: testSiteUrl },
        logLevel: 'warn',
        ...options.config,
      },
      database: testDatabase.database,
      logStream: { write: (line: string) => void logLines.push(line) },
      payments: {
        webhookTransport: async (delivery) => {
          const url = new URL(delivery.url)
          expect(url.origin).toBe(testApiPublicUrl)
          const response = await current().inject({
            method: 'POST',
            url: url.pathname,
            headers: delivery.headers,
            payload: delivery.body,
          })
          deliveries.push({ ...delivery, status: response.statusCode })
          return { status: response.statusCode }
        },
        ...options.payments,
      },
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  function config(): Config {
    return testDatabase.config
  }

  async function signedInUser(
    overrides: Parameters<typeof createSignedInUser>[2] = {},
  ): Promise<SignedInUser> {
    return createSignedInUser(testDatabase.database.db, config(), overrides)
  }

  /**
   * A new booking of a fresh tour, made through request/create: on a guaranteed date (the
   * default) it starts at 2 with a prepayment invoice; on another, at 1 awaiting the organizer.
   */
  async function book(user: SignedInUser, date: TourDateOverrides = {}): Promise<Booking> {
    const tour = await createBookableTour(testDatabase.database.db, {
      dates: [futureDate(date)],
    })
    const response = await current().inject({
      method: 'POST',
      url: '/crm/api/request/create',
      headers: { 'x-authorization': `Bearer ${user.token}` },
      payload: bookingBody(tour.dates[0]!.id),
    })
    if (response.statusCode !== 200) {
      throw new Error(`request/create answered ${response.statusCode}: ${response.body}`)
    }
    return response.json<Booking>()
  }

  async function bookingByUuid(uuid: string): Promise<Booking> {
    const response = await current().inject({
      method: 'GET',
      url: `/crm/api/request/get-by-uuid?uuid=${uuid}`,
    })
    if (response.statusCode !== 200) throw new Error(`get-by-uuid answered ${response.statusCode}`)
    return response.json<Booking>()
  }

  function pay(
    body: Record<string, unknown>,
    request: { token?: string; key?: string; language?: Locale } = {},
  ): Promise<LightMyRequestResponse> {
    return current().inject({
      method: 'POST',
      url: '/crm/api/invoice/pay',
      headers: {
        ...(request.token === undefined ? {} : { 'x-authorization': `Bearer ${request.token}` }),
        ...(request.key === undefined ? {} : { 'idempotency-key': request.key }),
        ...(request.language === undefined ? {} : { 'x-language': request.language }),
      },
      payload: body,
    })
  }

  /** invoice/pay by uuid, expecting a checkout. */
  async function checkoutOf(booking: Booking): Promise<InvoicePay> {
    const response = await pay({ uuid: booking.uuid })
    if (response.statusCode !== 200) {
      throw new Error(`invoice/pay answered ${response.statusCode}: ${response.body}`)
    }
    return response.json<InvoicePay>()
  }

  /** The path of the hosted checkout page behind a checkout URL of the sandbox. */
  function checkoutPath(checkout: InvoicePay): string {
    const url = new URL(checkout.checkout_url)
    expect(url.origin).toBe(testApiPublicUrl)
    return url.pathname
  }

  /** Posts the hosted card form as a browser does (urlencoded). */
  function submitCard(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return current().inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        expiry: '12/40',
        cvc: '123',
        name: 'Anna Booker',
        ...fields,
      }).toString(),
    })
  }

  function confirm(path: string, outcome: string): Promise<LightMyRequestResponse> {
    return current().inject({
      method: 'POST',
      url: `${path}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome }).toString(),
    })
  }

  /** Posts a sandbox webhook signed with the configured secret (or as told). */
  function postSandboxWebhook(
    event: unknown,
    options: { signedAt?: number; secret?: string; body?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const payments = config().payments
    if (payments.provider !== 'sandbox') throw new Error('The sandbox is not the provider')
    const body = JSON.stringify(event)
    const signedAt = options.signedAt ?? Math.floor(Date.now() / 1000)
    return current().inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
          body,
          options.secret ?? payments.webhookSecret,
          signedAt,
        ),
      },
      payload: options.body ?? body,
    })
  }

  /** Cancels a booking as its owner (request/cancel). */
  async function cancel(user: SignedInUser, booking: Booking): Promise<void> {
    const response = await current().inject({
      method: 'POST',
      url: '/crm/api/request/cancel',
      headers: { 'x-authorization': `Bearer ${user.token}` },
      payload: { id: booking.id, message: 'Plans changed.' },
    })
    if (response.statusCode !== 200) throw new Error(`request/cancel answered ${response.body}`)
  }

  /** What the app's minute job does (payments settleOpenEnds), run now over the same database. */
  function settleOpenEnds() {
    const database = testDatabase.database
    const bookings = createBookingsContext({
      mailer: createMailer(config().mail, createOutboxRepository(database.db)),
      database,
      config: config(),
      jobs: enqueueOnlyQueue(database.db, config()),
      compose: (kind, facts) => composeBookingMail(kind, facts, config().brand),
    })
    return createPaymentsContext({
      database,
      config: { ...config(), apiPublicUrl: testApiPublicUrl, ...options.config },
      bookings: bookings.service,
      ...options.payments,
    }).service.settleOpenEnds()
  }

  return {
    get app(): App {
      return current()
    },
    get db(): AppDatabase {
      return testDatabase.database.db
    },
    get config(): Config {
      return config()
    },
    deliveries,
    logLines,
    signedInUser,
    book,
    bookingByUuid,
    pay,
    checkoutOf,
    checkoutPath,
    submitCard,
    confirm,
    postSandboxWebhook,
    cancel,
    settleOpenEnds,
  }
}

/**
 * The payments harness with Stripe as the provider, pointed at a fake Stripe (fakes/fake-stripe.ts)
 * started for the file; `stripe()` is that fake, with the requests the app made to it.
 */
export function useStripePaymentsHarness(target: TestDatabaseTarget) {
  let fake: FakeStripe | undefined
  // Before the harness's own hook, which builds the app pointed at the fake.
  beforeAll(async () => {
    fake = await startFakeStripe()
    return () => fake?.close()
  })
  const stripe = () => {
    if (fake === undefined) throw new Error('The fake Stripe is only available inside tests')
    return fake
  }
  const harness = usePaymentsHarness(target, {
    config: {
      payments: {
        provider: 'stripe',
        stripeSecretKey: fakeStripeSecretKey,
        stripeWebhookSecret: fakeStripeWebhookSecret,
      },
    },
    payments: {
      get stripeApi() {
        return stripe().api
      },
    },
  })
  return { harness, stripe }
}
