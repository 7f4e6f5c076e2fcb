import { getBrand } from '@tourmarket/domain/brand'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { BookingsService } from '../bookings/service.ts'
import type { PaymentProvider } from './provider.ts'
import { createLedgerRepository } from './ledger-repository.ts'
import { createPaymentsRepository } from './repository.ts'
import { createSandboxProvider } from './sandbox-provider.ts'
import { createSandboxRepository } from './sandbox-repository.ts'
import { createSandboxWebhookSender } from './sandbox-webhooks.ts'
import type { SandboxCheckoutRoutesOptions } from './sandbox-routes.ts'
import { createPaymentsService } from './service.ts'
import type { PaymentsService, PaymentsServiceOptions } from './service.ts'
import { createStripeProvider } from './stripe-provider.ts'
import type { StripeApiLocation } from './stripe-provider.ts'
import { stripeApiLocation } from '../../platform/stripe/api-location.ts'
import { createLedgerUseCases, type PaymentsLedger } from './use-cases/ledger.ts'
import { fetchWebhookTransport } from './webhook-transport.ts'
import type { WebhookTransport } from './webhook-transport.ts'

/** What tests may replace: how the sandbox reaches the webhook endpoint, where Stripe's API is. */
export type PaymentsSeams = {
  /** The sandbox's webhooks go through it; fetch to API_PUBLIC_URL when omitted. */
  webhookTransport?: WebhookTransport
  /** Stripe's API location; STRIPE_API_URL's, else api.stripe.com, when omitted. */
  stripeApi?: StripeApiLocation
  /** Wraps the configured provider (a test makes its refunds fail for a while). */
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider
  now?: () => Date
}

export type PaymentsContext = {
  readonly provider: PaymentProvider
  readonly service: PaymentsService
  /** The console's payments and refunds ledger (issue 43 item 6). */
  readonly ledger: PaymentsLedger
  /** Present when the sandbox is the provider: its hosted pages need its records and webhooks. */
  readonly sandbox: SandboxCheckoutRoutesOptions | undefined
}

export type PaymentsContextOptions = PaymentsSeams & {
  database: Pick<Database, 'db'>
  config: Pick<Config, 'payments' | 'apiPublicUrl' | 'accounts' | 'brand' | 'stripeApiUrl'>
  bookings: Pick<BookingsService, 'get' | 'getByUuid' | 'recordInvoicePaid'>
  onRefundFailure?: PaymentsServiceOptions['onRefundFailure']
  onRefunded?: PaymentsServiceOptions['onRefunded']
  giftCardOrders?: PaymentsServiceOptions['giftCardOrders']
}

/** Builds the configured provider and the payments service once per app. */
export function createPaymentsContext(options: PaymentsContextOptions): PaymentsContext {
  const { database, config, bookings, now = () => new Date() } = options
  const payments = config.payments
  let provider: PaymentProvider
  let sandbox: PaymentsContext['sandbox']
  if (payments.provider === 'sandbox') {
    const repository = createSandboxRepository(database.db)
    provider = createSandboxProvider({
      repository,
      webhookSecret: payments.webhookSecret,
      apiPublicUrl: config.apiPublicUrl,
      now,
    })
    sandbox = {
      repository,
      apiPublicUrl: config.apiPublicUrl,
      now,
      sendWebhook: createSandboxWebhookSender({
        transport: options.webhookTransport ?? fetchWebhookTransport,
        webhookSecret: payments.webhookSecret,
        apiPublicUrl: config.apiPublicUrl,
        now,
      }),
    }
  } else {
    const api = options.stripeApi ?? stripeApiLocation(config.stripeApiUrl)
    provider = createStripeProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      ...(api === undefined ? {} : { api }),
    })
  }
  if (options.wrapProvider !== undefined) provider = options.wrapProvider(provider)
  const service = createPaymentsService({
    provider,
    repository: createPaymentsRepository(database.db),
    bookings,
    brand: getBrand(config.brand),
    siteUrl: config.accounts.siteUrl,
    now,
    ...(options.onRefundFailure === undefined ? {} : { onRefundFailure: options.onRefundFailure }),
    ...(options.onRefunded === undefined ? {} : { onRefunded: options.onRefunded }),
    ...(options.giftCardOrders === undefined ? {} : { giftCardOrders: options.giftCardOrders }),
  })
  const ledger = createLedgerUseCases({ repository: createLedgerRepository(database.db) })
  return { provider, service, ledger, sandbox }
}
