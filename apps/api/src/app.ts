import type { Socket } from 'node:net'
import Fastify from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { accountsRoutes } from './modules/accounts/routes.ts'
import { chatRoutes } from './modules/chat/routes.ts'
import websocket from '@fastify/websocket'
import {
  chatSocketRoutes,
  closeSocketsGoingAway,
  MAX_CLIENT_MESSAGE_BYTES,
} from './modules/chat/realtime/socket-routes.ts'
import { seatCountsSocketRoutes } from './modules/seat-counts/socket-routes.ts'
import type { ChatBus } from './modules/chat/realtime/bus.ts'
import { bookingsRoutes } from './modules/bookings/routes.ts'
import { adminBookingsRoutes } from './modules/bookings/admin-routes.ts'
import { officeBookingsRoutes } from './modules/bookings/office-routes.ts'
import type { ScryptCost } from './modules/accounts/passwords.ts'
import { accountDataRoutes } from './modules/account-data/routes.ts'
import { clearSessionCookies } from './modules/accounts/cookies.ts'
import { favouritesRoutes } from './modules/favourites/routes.ts'
import { alertsRoutes } from './modules/alerts/routes.ts'
import { tripPackRoutes } from './modules/trip-pack/routes.ts'
import type { MailTransport } from './platform/mail/mailer.ts'
import { messagesRoutes } from './modules/messages/routes.ts'
import { mailPreferencesRoutes } from './modules/notifications/routes.ts'
import { geographyRoutes } from './modules/geography/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { createMetrics } from './modules/metrics/metrics.ts'
import { createMetricsRepository } from './modules/metrics/repository.ts'
import { registerMetrics } from './modules/metrics/routes.ts'
import { helpCenterRoutes } from './modules/help-center/routes.ts'
import { adminCollectionsRoutes } from './modules/admin/collections-routes.ts'
import { adminDestinationsRoutes } from './modules/admin/destinations-routes.ts'
import { adminLegalRoutes } from './modules/legal/admin-routes.ts'
import { legalRoutes } from './modules/legal/routes.ts'
import { adminUploadsRoutes } from './modules/admin/uploads-routes.ts'
import { adminHelpRoutes } from './modules/help-center/admin-routes.ts'
import { adminJournalRoutes } from './modules/journal/admin-routes.ts'
import { journalRoutes } from './modules/journal/routes.ts'
import { mediaRoutes } from './modules/media/routes.ts'
import { meetRoutes } from './modules/meet/routes.ts'
import type { ProgramPdfRenderer } from './modules/tour-program/render-pool.ts'
import { tourProgramRoutes } from './modules/tour-program/routes.ts'
import { adminRoutes } from './modules/admin/routes.ts'
import { adminModerationRoutes } from './modules/admin/moderation-routes.ts'
import { adminStaffRoutes } from './modules/admin/staff-routes.ts'
import { adminSupportRoutes } from './modules/admin/support-routes.ts'
import { adminAuditRoutes } from './modules/admin/audit-routes.ts'
import { officeRoutes } from './modules/office/routes.ts'
import { officeDatesRoutes } from './modules/office-dates/routes.ts'
import { tourEditorRoutes } from './modules/tour-editor/routes.ts'
import { organizerRoutes } from './modules/organizers/routes.ts'
import { organizerProfilesRoutes } from './modules/organizer-profiles/routes.ts'
import { teamRoutes } from './modules/organizer-profiles/team/routes.ts'
import {
  identityCallbackRoutes,
  sandboxIdentityRoutes,
} from './modules/organizer-profiles/verification-routes.ts'
import type { PaymentsSeams } from './modules/payments/context.ts'
import { adminPaymentsRoutes } from './modules/payments/admin-routes.ts'
import { paymentsRoutes } from './modules/payments/routes.ts'
import { giftCardsRoutes } from './modules/gift-cards/routes.ts'
import { privateDataRoutes } from './modules/private-data/routes.ts'
import { phoneCodesRoutes } from './modules/phone-codes/routes.ts'
import { pricesRoutes } from './modules/prices/routes.ts'
import { reviewPageRoutes } from './modules/reviews/routes.ts'
import { officeReviewsRoutes } from './modules/reviews/office-routes.ts'
import { adminSalesRoutes } from './modules/sales/admin-routes.ts'
import { salesRoutes } from './modules/sales/routes.ts'
import type { SearchChangeFeed } from './modules/search/change-feed.ts'
import { searchRoutes } from './modules/search/routes.ts'
import { siteRoutes } from './modules/site/routes.ts'
import { tourRoutes } from './modules/tours/routes.ts'
import { createRemoteFetcher, publicInternetPolicy } from './modules/uploads/remote-fetch.ts'
import type { RemoteFetchPolicy } from './modules/uploads/remote-fetch.ts'
import { uploadsRoutes } from './modules/uploads/routes.ts'
import { webCallRoutes } from './modules/web-calls/routes.ts'
import { whatsAppWebhookRoutes } from './modules/whatsapp/routes.ts'
import { telegramRoutes } from './modules/telegram/routes.ts'
import { allowCorsOrigins } from './plugins/cors.ts'
import { requestAddress } from './platform/http/forwarded-address.ts'
import { loggableUrl } from './platform/http/log-url.ts'
import { validatorCompiler } from './platform/http/request-validation.ts'
import { loggableError } from './platform/logging/loggable-error.ts'
import { schedulePeriodicJob } from './platform/jobs/periodic-job.ts'
import type { JobQueue } from './platform/jobs/queue.ts'
import { createServices } from './services.ts'
import { logDatabaseErrors } from './plugins/database-errors.ts'
import { handleErrors, toErrorResponse } from './plugins/error-handler.ts'
import { documentApi } from './plugins/openapi.ts'
import { parseRequestContext } from './plugins/request-context.ts'
import { guardSignedInRoutes } from './plugins/signed-in-routes.ts'
import { refuseUnsafeInput } from './plugins/refuse-unsafe-input.ts'
import { echoRequestId, requestIdFor } from './plugins/request-id.ts'
import { setSecurityHeaders } from './plugins/security-headers.ts'

/** How often the background jobs (hold expiry, payment settlement) look for work. */
const MINUTE_MS = 60_000

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, for tests that run due jobs at once instead of waiting for a poll. */
    readonly jobs: JobQueue
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

export type BuildAppOptions = {
  config: Config
  /** Opened and migrated by the caller, who also closes it: the app only uses it. */
  database: Database
  /** Where JSON log lines go; standard output when omitted. */
  logStream?: { write(line: string): void }
  /** scrypt's cost for password hashes; tests lower it to keep fast, everything else uses the default. */
  passwordHashCost?: ScryptCost
  /** Stands in for the SMTP server when SMTP_URL is set (tests). */
  mailTransport?: (smtpUrl: string) => MailTransport
  /** Stand-ins for the payment provider's side: webhook delivery, Stripe's API (tests). */
  payments?: PaymentsSeams
  /** The chat's event bus (tests: a Redis bus on a channel of their own); see createServices. */
  chatBus?: ChatBus
  /** How instances tell each other that search rows changed (tests: a feed of their own); see createServices. */
  searchChangeFeed?: SearchChangeFeed
  /** Where upload-video may fetch from: the public internet, unless a test reaches its own server. */
  remoteFetchPolicy?: RemoteFetchPolicy
  /**
   * Build the in-memory search engine as soon as the API is ready (the server, benchmarks), not
   * on the first search; searches answer from SQL until it is built. Called when it is.
   */
  warmSearch?: (built: { tours: number; seconds: number }) => void
  /** Makes the tour program PDFs (tests: one of their own); see createServices. */
  programPdfRenderer?: ProgramPdfRenderer
  /** Add Node's process figures to /metrics: once per process, so the server asks, tests do not. */
  processMetrics?: boolean
}

/**
 * Log fields that may hold credentials. Fastify's request log has no headers or bodies; this is
 * for any line that logs a request or a reply whole.
 */
const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers["x-authorization"]',
  'req.headers.cookie',
  'req.headers["x-captcha"]',
  'res.headers["set-cookie"]',
]

/**
 * Builds the API without listening, so tests can `inject` requests. Layers, in order: framework
 * settings and cross-cutting plugins (request id, security headers, CORS, client headers, errors),
 * then the feature modules, each registered with the services it needs.
 */
export function buildApp(options: BuildAppOptions): App {
  const { config, database, logStream } = options
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: redactedLogPaths,
      // Before the serializers: a failed query's bound parameters never reach a log line.
      formatters: {
        log: (entry) =>
          entry.err instanceof Error ? { ...entry, err: loggableError(entry.err) } : entry,
      },
      // Fastify's request line, with every capability in the URL (log-url.ts) left out.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    genReqId: requestIdFor,
    // A URL Fastify cannot decode is refused before any hook runs: answer it in §8's words too,
    // never Fastify's default body, which quotes the URL back.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorResponse(error)
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      reply.raw.end(JSON.stringify(body))
    },
  }).withTypeProvider<ZodTypeProvider>()

  // Route schemas are zod schemas: requests are parsed (unknown properties stripped; a refusal in
  // §5's words) and replies encoded through their response schema, so rows never leave unshaped.
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // First, so that every route declared after it is in the OpenAPI document.
  documentApi(app)
  // Hooks run in this order; the first three also dress responses that an error or a refused preflight ends early.
  echoRequestId(app)
  setSecurityHeaders(app)
  allowCorsOrigins(app, config.corsOrigins)
  parseRequestContext(app)
  handleErrors(app)
  refuseUnsafeInput(app)
  logDatabaseErrors(app, database)

  const metrics = createMetrics({
    database,
    repository: createMetricsRepository(database.db),
    processMetrics: options.processMetrics ?? false,
  })
  registerMetrics(app, metrics)

  const services = createServices({
    config,
    database,
    observeCache: (cache) => metrics.cacheObserver(cache),
    ...(options.passwordHashCost === undefined
      ? {}
      : { passwordHashCost: options.passwordHashCost }),
    ...(options.mailTransport === undefined ? {} : { mailTransport: options.mailTransport }),
    ...(options.payments === undefined ? {} : { payments: options.payments }),
    ...(options.chatBus === undefined ? {} : { chatBus: options.chatBus }),
    ...(options.searchChangeFeed === undefined
      ? {}
      : { searchChangeFeed: options.searchChangeFeed }),
    ...(options.programPdfRenderer === undefined
      ? {}
      : { programPdfRenderer: options.programPdfRenderer }),
    reportError: (error, message) => app.log.error({ err: error }, message),
    reportWarning: (details, message) => app.log.warn(details, message),
  })
  const { accounts, sessions, limit, trustedProxies, bookings, payments } = services
  const { warmSearch } = options
  if (warmSearch !== undefined) {
    // Not awaited: at a million tours the build takes longer than a hook may, and SQL answers
    // meanwhile.
    app.addHook('onReady', async () => {
      const started = performance.now()
      services.search.warmUp().then(
        (tours) => {
          const seconds = (performance.now() - started) / 1000
          app.log.info({ tours, seconds }, 'search engine built')
          warmSearch({ tours, seconds })
        },
        (error: unknown) => app.log.error({ err: error }, 'search engine build failed'),
      )
    })
  }

  guardSignedInRoutes(app, sessions)
  app.register(healthRoutes, { database, chatBus: services.chatBus })
  app.register(mediaRoutes, { images: services.media })
  app.register(tourRoutes, { tours: services.tours })
  app.register(privateDataRoutes, {
    privateData: services.privateData,
    sessions,
  })
  app.register(organizerRoutes, { organizers: services.organizers })
  app.register(organizerProfilesRoutes, {
    profiles: services.organizerProfiles,
    sessions,
  })
  app.register(teamRoutes, { team: services.team, sessions, limit, trustedProxies })
  app.register(identityCallbackRoutes, { profiles: services.organizerProfiles })
  if (services.sandboxIdentityProvider !== null) {
    app.register(sandboxIdentityRoutes, {
      profiles: services.organizerProfiles,
      provider: services.sandboxIdentityProvider,
      siteUrl: config.accounts.siteUrl,
    })
  }
  app.register(siteRoutes, { site: services.site, sitemap: services.sitemap })
  app.register(geographyRoutes, { geography: services.geography })
  app.register(journalRoutes, { journal: services.journal })
  app.register(mailPreferencesRoutes, {
    mailPreferences: services.mailPreferences,
    sessions,
  })
  app.register(legalRoutes, { legal: services.legal })
  app.register(helpCenterRoutes, {
    helpCenter: services.helpCenter,
    sessions,
    limit,
    trustedProxies,
  })
  app.register(meetRoutes, {
    meet: services.meet,
    limit,
    trustedProxies,
    receiver: services.uploads.receiver,
  })
  app.register(tourProgramRoutes, {
    program: services.tourProgram,
    limit,
    trustedProxies,
    rendersPerAddressPerHour: config.programPdf.rendersPerAddressPerHour,
  })
  app.register(phoneCodesRoutes, {
    phoneCodes: services.phoneCodes,
    sessions,
    limit,
    trustedProxies,
  })
  app.register(pricesRoutes, { converter: services.converter })
  app.register(searchRoutes, { search: services.search })
  app.register(accountsRoutes, {
    accounts,
    sessions,
    limit,
    trustedProxies,
    uploads: services.uploads,
  })
  app.register(favouritesRoutes, { favourites: services.favourites, sessions })
  app.register(alertsRoutes, { alerts: services.alerts, sessions })
  app.register(accountDataRoutes, {
    accountData: services.accountData,
    sessions,
    limit,
    trustedProxies,
    clearSessionCookies,
  })
  app.register(bookingsRoutes, { sessions, limit, trustedProxies, bookings })
  app.register(tripPackRoutes, { tripPack: services.tripPack, sessions })
  app.register(officeBookingsRoutes, {
    sessions,
    limit,
    office: services.officeAccess,
    bookings,
    meet: services.meet,
  })
  app.register(officeRoutes, { office: services.office, sessions })
  app.register(adminRoutes, { admin: services.admin, sessions })
  app.register(adminAuditRoutes, { audit: services.adminAudit, sessions })
  app.register(adminBookingsRoutes, { sessions, limit, bookings })
  app.register(adminModerationRoutes, {
    sessions,
    limit,
    organizers: services.adminOrganizers,
    moderation: services.adminModeration,
  })
  app.register(adminJournalRoutes, { sessions, limit, journalAdmin: services.journalAdmin })
  app.register(adminSupportRoutes, { sessions, limit, support: services.adminSupport })
  app.register(adminStaffRoutes, {
    sessions,
    limit,
    staff: services.adminStaff,
    commission: services.adminCommission,
  })
  app.register(adminHelpRoutes, { sessions, limit, helpAdmin: services.helpAdmin })
  app.register(adminCollectionsRoutes, {
    sessions,
    limit,
    collectionsAdmin: services.collectionsAdmin,
  })
  app.register(adminDestinationsRoutes, {
    sessions,
    limit,
    destinationsAdmin: services.destinationsAdmin,
  })
  app.register(adminLegalRoutes, { sessions, limit, legalAdmin: services.legalAdmin })
  app.register(adminUploadsRoutes, { sessions, limit, uploadsAdmin: services.uploadsAdmin })
  app.register(officeDatesRoutes, { sessions, limit, officeDates: services.officeDates })
  app.register(tourEditorRoutes, {
    tourEditor: services.tourEditor,
    sessions,
    limit,
    receiver: services.uploads.receiver,
  })
  app.register(officeReviewsRoutes, {
    sessions,
    limit,
    officeReviews: services.officeReviews,
  })
  app.register(salesRoutes, { sessions, sales: services.sales })
  app.register(adminSalesRoutes, { sessions, sales: services.sales })
  app.register(adminPaymentsRoutes, { sessions, payments })
  app.register(paymentsRoutes, { payments, sessions, idempotency: bookings.idempotency })
  app.register(giftCardsRoutes, { giftCards: services.giftCards, limit, trustedProxies })
  app.register(uploadsRoutes, {
    uploads: services.uploads,
    sessions,
    limit,
    fetchRemoteFile: createRemoteFetcher(options.remoteFetchPolicy ?? publicInternetPolicy),
  })
  app.register(reviewPageRoutes, {
    reviewPage: services.reviewPage,
    limit,
    trustedProxies,
    receiver: services.uploads.receiver,
  })
  app.register(chatRoutes, {
    sessions,
    limit,
    chat: services.chat,
    devPages: config.devPages,
  })
  app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    preClose: closeSocketsGoingAway,
  })
  app.register(chatSocketRoutes, {
    accounts,
    chat: services.chat,
    bus: services.chatBus,
    limits: config.chatSockets ?? { perAccount: 20, perAddress: 50 },
    // A socket made in-process (injectWS) has no connection, so no address to count it under.
    addressOf: (request) =>
      (request.raw.socket as Socket | undefined) === undefined
        ? 'in-process'
        : requestAddress(request, trustedProxies),
    handler: services.webCalls.socketHandler,
    openSockets: metrics.openSockets,
  })
  app.register(seatCountsSocketRoutes, {
    seatCounts: services.seatCounts,
    perAddress: (config.chatSockets ?? { perAddress: 50 }).perAddress,
    addressOf: (request) =>
      (request.raw.socket as Socket | undefined) === undefined
        ? 'in-process'
        : requestAddress(request, trustedProxies),
  })
  app.register(webCallRoutes, { sessions, limit, webCalls: services.webCalls })
  // Meta's webhook for WhatsApp, only where WHATSAPP_* is configured (decision 0054).
  if (services.whatsappWebhook !== null) {
    app.register(whatsAppWebhookRoutes, { webhook: services.whatsappWebhook })
  }
  const { telegram } = services
  if (telegram !== null) {
    app.register(telegramRoutes, { telegram })
    // Not awaited, and not fatal: Telegram unreachable at start leaves the bot deaf until the
    // next start (logged), while everything else serves.
    app.addHook('onReady', async () => {
      telegram.registerWebhook().then(
        (url) => app.log.info({ url }, 'Telegram webhook registered'),
        (error: unknown) => app.log.error({ err: error }, 'Telegram webhook not registered'),
      )
    })
  }
  // A bus the app made is the app's to close; one passed in belongs to the caller.
  if (options.chatBus === undefined) app.addHook('onClose', () => services.chatBus.close())
  if (options.programPdfRenderer === undefined) {
    app.addHook('onClose', () => services.programPdfRenderer.close())
  }
  app.addHook('onClose', async () => {
    services.searchIndex.close()
    if (options.searchChangeFeed === undefined) await services.searchIndex.feed.close()
  })
  if (config.devPages) {
    app.register(messagesRoutes, { outbox: services.outbox, jobs: services.jobs })
  }

  // Every process works the job queue: the mails written with the changes that cause them
  // (decision 0046). Closing waits for the job in hand; the database closes after the app.
  app.decorate('jobs', services.jobs)
  app.addHook('onReady', async () => services.jobs.start())
  app.addHook('onClose', () => services.jobs.stop())

  // Unpaid bookings past BOOKING_HOLD_MINUTES give their seats back (issue 14 finding 6).
  schedulePeriodicJob(app, {
    name: 'hold expiry',
    intervalMs: MINUTE_MS,
    run: () => bookings.service.expireUnpaidHolds(),
    isNews: (bookingIds) => bookingIds.length > 0,
  })
  // Checkouts of invoices no longer due are closed; refunds not yet made are asked again (finding 5).
  schedulePeriodicJob(app, {
    name: 'payment settlement',
    intervalMs: MINUTE_MS,
    run: () => payments.service.settleOpenEnds(),
    isNews: ({ closed, refunded }) => closed + refunded > 0,
  })
  // After a trip's end date its bookings' contacts get the review link (§2 /review/{uuid}).
  schedulePeriodicJob(app, {
    name: 'review invitations',
    intervalMs: 10 * MINUTE_MS,
    run: () => services.reviewPage.sendDueInvitations(),
    isNews: (bookingIds) => bookingIds.length > 0,
    // Trips that ended while no API process ran get their links without waiting ten minutes.
    runAtStart: true,
  })
  // Program subscribers get the updated PDF when their tour's dates or prices change.
  schedulePeriodicJob(app, {
    name: 'program subscription updates',
    intervalMs: 10 * MINUTE_MS,
    run: () => services.tourProgram.mailProgramChanges(),
    isNews: (subscriptionIds) => subscriptionIds.length > 0,
    // Changes made while no API process ran are mailed without waiting ten minutes.
    runAtStart: true,
  })
  // Uploads whose processing died with a process (restart, crash) are processed again or end
  // `failed`, never `processing` for ever.
  schedulePeriodicJob(app, {
    name: 'abandoned uploads',
    intervalMs: 10 * MINUTE_MS,
    run: () => services.uploads.recoverAbandoned(),
    isNews: ({ requeued, failed }) => requeued.length + failed.length > 0,
    runAtStart: true,
  })
  // Completion counts tours per place over the whole catalogue: refreshed as a whole, when
  // search rows changed since the last time (search-index-service.ts).
  schedulePeriodicJob(app, {
    name: 'completion terms refresh',
    intervalMs: 10 * MINUTE_MS,
    run: () => services.searchIndex.refreshCompletionIfChanged(),
    isNews: (refreshed) => refreshed,
  })
  // Issue 44 item 2: saved searches are run for new tours, tour alerts swept for changes no
  // process saw (one that died after a commit), and the day's alert digests go out.
  schedulePeriodicJob(app, {
    name: 'alert checks',
    intervalMs: 10 * MINUTE_MS,
    run: async () =>
      (await services.alerts.checkTourWatches()) + (await services.alerts.checkSavedSearches()),
    isNews: (recorded) => recorded > 0,
  })
  schedulePeriodicJob(app, {
    name: 'alert digests',
    intervalMs: 10 * MINUTE_MS,
    run: () => services.alerts.sendDueDigests(),
    isNews: (accountIds) => accountIds.length > 0,
    runAtStart: true,
  })
  // Review photos uploaded but never published are removed after a week.
  schedulePeriodicJob(app, {
    name: 'abandoned review photos',
    intervalMs: 60 * MINUTE_MS,
    run: () => services.reviewPage.removeAbandonedImages(),
    isNews: (removed) => removed > 0,
  })

  return app
}
