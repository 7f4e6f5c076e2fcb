import type { CodeSender } from '@tourmarket/domain/enums'
import { getBrand, uiLocales } from '@tourmarket/domain/brand'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { bundledAddressCountries } from './platform/http/address-country.ts'
import { trustedProxies } from './platform/http/forwarded-address.ts'
import type { ScryptCost } from './modules/accounts/passwords.ts'
import { createCaptcha } from './platform/abuse/captcha.ts'
import {
  createAbuseGuard,
  createFailureBackoff,
  createRateLimiter,
} from './platform/abuse/rate-limit.ts'
import { createAbuseRepository } from './platform/abuse/repository.ts'
import { createAccountsContext } from './modules/accounts/context.ts'
import { createBookingsContext } from './modules/bookings/context.ts'
import { bookingPagePath } from './modules/bookings/notifications.ts'
import { createCallChats } from './modules/chat/call-chats.ts'
import { createChatRepository } from './modules/chat/repository.ts'
import { createOutboxMessengerBridge } from './modules/chat/messenger-bridge.ts'
import { createTelegramService } from './modules/telegram/service.ts'
import { createChatService } from './modules/chat/service.ts'
import { createUnreadMailRepository } from './modules/chat/unread-mail-repository.ts'
import { createUnreadMessageMails, unreadMailJobKind } from './modules/chat/unread-mails.ts'
import { createInProcessBus, type ChatBus } from './modules/chat/realtime/bus.ts'
import { createRedisBus } from './modules/chat/realtime/redis-bus.ts'
import { createSeatCountsRepository } from './modules/seat-counts/repository.ts'
import { createSeatCountsService } from './modules/seat-counts/service.ts'
import { deriveKey } from './modules/accounts/tokens.ts'
import { createCurrencyService } from './platform/currency/service.ts'
import { createAccountDataRepository } from './modules/account-data/account-data-repository.ts'
import { createAccountDataService } from './modules/account-data/service.ts'
import { createTravellersRepository } from './modules/account-data/travellers-repository.ts'
import { randomToken } from './modules/accounts/tokens.ts'
import { createFavouritesRepository } from './modules/favourites/repository.ts'
import { createFavouritesService } from './modules/favourites/service.ts'
import { createTripPackRepository } from './modules/trip-pack/repository.ts'
import { createTripPackService } from './modules/trip-pack/service.ts'
import { createGeographyRepository } from './modules/geography/repository.ts'
import { createGeographyService } from './modules/geography/service.ts'
import { createHelpCenterRepository } from './modules/help-center/repository.ts'
import { createHelpCenterService } from './modules/help-center/service.ts'
import { createJobQueue } from './platform/jobs/queue.ts'
import { createHelpAdminRepository } from './modules/help-center/admin-repository.ts'
import { createHelpAdminService } from './modules/help-center/admin-service.ts'
import { createCollectionAdminRepository } from './modules/admin/collections-repository.ts'
import { createCollectionAdminService } from './modules/admin/collections-service.ts'
import { createDestinationAdminRepository } from './modules/admin/destinations-repository.ts'
import { createDestinationAdminService } from './modules/admin/destinations-service.ts'
import { createLegalAdminService } from './modules/legal/admin-service.ts'
import { createLegalRepository } from './modules/legal/repository.ts'
import { createLegalService } from './modules/legal/service.ts'
import { createAdminUploadsRepository } from './modules/admin/uploads-repository.ts'
import { createAdminUploadsService } from './modules/admin/uploads-service.ts'
import { createJournalAdminRepository } from './modules/journal/admin-repository.ts'
import { createJournalAdminService } from './modules/journal/admin-service.ts'
import { createJournalRepository } from './modules/journal/repository.ts'
import { createJournalService } from './modules/journal/service.ts'
import { createCatalogueReferences } from './modules/media/catalogue-references.ts'
import { createDiskCacheBudget } from './platform/media-cache/disk-cache.ts'
import { generatedSource } from './modules/media/generated-source.ts'
import { createMediaService } from './modules/media/service.ts'
import { createUploadSource } from './modules/media/upload-source.ts'
import { createMeetRepository } from './modules/meet/repository.ts'
import { meetPageUrl } from './modules/meet/mails.ts'
import { createMeetKeyIssuer, createMeetService } from './modules/meet/service.ts'
import { createMailer } from './platform/mail/mailer.ts'
import type { MailTransport } from './platform/mail/mailer.ts'
import { createOutboxRepository } from './platform/mail/outbox-repository.ts'
import type { CodeChannel } from './platform/mail/code-delivery.ts'
import { createTwilioSmsChannel } from './platform/channels/sms-twilio.ts'
import { composeBookingMail, composeUnreadMessagesMail } from './modules/notifications/compose.ts'
import { alertMessengerText, composeAlertMail } from './modules/notifications/alert-mail.ts'
import { createAlertsRepository } from './modules/alerts/repository.ts'
import { savedSearchMatcher } from './modules/alerts/saved-search-matches.ts'
import { createAlertsService } from './modules/alerts/service.ts'
import { createMailPreferences } from './modules/notifications/preferences.ts'
import { createMailPreferencesRepository } from './modules/notifications/preferences-repository.ts'
import { createTourProgramRepository } from './modules/tour-program/repository.ts'
import { createProgramPdfRenderer } from './modules/tour-program/render-pool.ts'
import type { ProgramPdfRenderer } from './modules/tour-program/render-pool.ts'
import { createTourProgramService } from './modules/tour-program/service.ts'
import { createWhatsAppCloudApi } from './platform/channels/whatsapp/cloud-api.ts'
import { createWhatsAppCodeChannel } from './platform/channels/whatsapp/code-channel.ts'
import {
  cloudApiDocumentDelivery,
  createWhatsAppMessages,
  outboxDocumentDelivery,
  whatsAppMessageJobKind,
} from './platform/channels/whatsapp/message-jobs.ts'
import { createWhatsAppWebhook } from './modules/whatsapp/service.ts'
import { createOrganizerRepository } from './modules/organizers/repository.ts'
import { createOrganizerService } from './modules/organizers/service.ts'
import { createOrganizerProfilesRepository } from './modules/organizer-profiles/repository.ts'
import {
  createSandboxIdentityProvider,
  sandboxIdentityCallbackSecret,
} from './modules/organizer-profiles/sandbox-identity-provider.ts'
import { createOrganizerProfilesService } from './modules/organizer-profiles/service.ts'
import { createStripeIdentityProvider } from './modules/organizer-profiles/stripe-identity-provider.ts'
import { stripeApiLocation } from './platform/stripe/api-location.ts'
import { createTeamRepository } from './modules/organizer-profiles/team/repository.ts'
import { createTeamService } from './modules/organizer-profiles/team/service.ts'
import { composeTeamInvitationMail } from './modules/notifications/team-invitation-mail.ts'
import { composeGiftCardMail } from './modules/notifications/gift-card-mail.ts'
import { createGiftCardsContext } from './modules/gift-cards/context.ts'
import { createPaymentsContext } from './modules/payments/context.ts'
import { createPhoneCodesRepository } from './modules/phone-codes/repository.ts'
import { createAdminRepository } from './modules/admin/repository.ts'
import { createAdminService } from './modules/admin/service.ts'
import { createAdminModerationRepository } from './modules/admin/moderation-repository.ts'
import { createAdminOrganizersRepository } from './modules/admin/organizers-repository.ts'
import { createAdminStaffRepository } from './modules/admin/staff-repository.ts'
import { createAdminCommissionRepository } from './modules/admin/commission-repository.ts'
import { createAdminCommissionUseCases } from './modules/admin/use-cases/commission.ts'
import { createAdminStaffUseCases } from './modules/admin/use-cases/staff.ts'
import { createAdminModerationUseCases } from './modules/admin/use-cases/moderation.ts'
import { createAdminSupportRepository } from './modules/admin/support-repository.ts'
import { createAdminSupportUseCases } from './modules/admin/use-cases/support.ts'
import { createAdminOrganizersUseCases } from './modules/admin/use-cases/organizers.ts'
import { createAdminAuditRepository } from './modules/admin/audit-repository.ts'
import { createAdminAuditUseCases } from './modules/admin/use-cases/audit.ts'
import { createOfficeRepository } from './modules/office/repository.ts'
import { createOfficeService } from './modules/office/service.ts'
import { createOfficeDatesRepository } from './modules/office-dates/repository.ts'
import { createOfficeDatesService } from './modules/office-dates/service.ts'
import { createPhoneCodesService } from './modules/phone-codes/service.ts'
import type { PaymentsSeams } from './modules/payments/context.ts'
import { createPriceConverter } from './modules/prices/service.ts'
import {
  createConfiguredSearchChangeFeed,
  type SearchChangeFeed,
} from './modules/search/change-feed.ts'
import { createSearchIndexService } from './modules/search/search-index-service.ts'
import { createSearchService } from './modules/search/service.ts'
import { createOfficeAccess } from './platform/office/office-access.ts'
import { createSiteRepository } from './modules/site/repository.ts'
import { createSiteService } from './modules/site/service.ts'
import { createSitemapService } from './modules/site/sitemap.ts'
import { createTourRepository } from './modules/tours/repository.ts'
import { createPrivateDataRepository } from './modules/private-data/repository.ts'
import { createPrivateDataService } from './modules/private-data/service.ts'
import { createTourService } from './modules/tours/service.ts'
import type { CacheObserver } from './platform/cache/cache-observer.ts'
import type { CacheName } from './modules/metrics/metrics.ts'
import { createReviewPageRepository } from './modules/reviews/repository.ts'
import { createOfficeReviewsRepository } from './modules/reviews/office-reviews-repository.ts'
import { createOfficeReviewsService, createReviewPageService } from './modules/reviews/service.ts'
import { createSalesRepository } from './modules/sales/repository.ts'
import { createSalesService } from './modules/sales/service.ts'
import { createUploadsRepository } from './modules/uploads/repository.ts'
import { createUploadsService } from './modules/uploads/service.ts'
import { createTourEditorRepository } from './modules/tour-editor/repository.ts'
import { createTourEditorService } from './modules/tour-editor/service.ts'
import { createWebCallRepository } from './modules/web-calls/repository.ts'
import { createWebCallService } from './modules/web-calls/service.ts'
import { createLocalUploadStorage } from './platform/storage/storage.ts'
import { createIncomingFolder } from './platform/forms/received-files.ts'
import { createUploadSlots } from './platform/forms/upload-slots.ts'

export type ServicesOptions = {
  config: Config
  database: Database
  /** scrypt's cost for password hashes; tests lower it. */
  passwordHashCost?: ScryptCost
  /** Stands in for the SMTP server when SMTP_URL is set (tests). */
  mailTransport?: (smtpUrl: string) => MailTransport
  /** Stand-ins for the payment provider's side (tests). */
  payments?: PaymentsSeams
  /** The chat's event bus; by default Redis when REDIS_URL is set, else in-process (tests pass their own). */
  chatBus?: ChatBus
  /** How instances tell each other that search rows changed; by default from the config (change-feed.ts). */
  searchChangeFeed?: SearchChangeFeed
  /** Makes the tour program PDFs; by default worker threads as config.programPdf says (tests pass their own). */
  programPdfRenderer?: ProgramPdfRenderer
  /** Where background failures (a booking e-mail, a refund) are reported. */
  reportError: (error: unknown, message: string) => void
  /** Where an operator hears of something to look at that is no failure (a spent send budget). */
  reportWarning: (details: Record<string, unknown>, message: string) => void
  /** Where each cache reports its lookups (the app's /metrics). */
  observeCache: (cache: CacheName) => CacheObserver
}

/**
 * The composition root (issue 15): every service is built here, once per app, from the config
 * and the database, in dependency order; routes receive them and never build their own. One
 * currency service (one rates cache), one outbox and one mailer serve every module.
 */
export function createServices(options: ServicesOptions) {
  const { config, database, reportError } = options
  const { db } = database
  const now = () => new Date()
  const brand = getBrand(config.brand)

  const currency = createCurrencyService(db)
  // Whose X-Forwarded-For is believed, and the rate limits and captcha every route plugin shares.
  const proxies = trustedProxies(config.trustedProxies)
  const abuseRepository = createAbuseRepository(db)
  const limit = createAbuseGuard({
    limiter: createRateLimiter({ repository: abuseRepository, now }),
    captcha: createCaptcha({ key: deriveKey(config.accounts.sessionSecret, 'captcha'), now }),
    repository: abuseRepository,
    now,
  })
  const outbox = createOutboxRepository(db)
  const mailer = createMailer(config.mail, outbox, options.mailTransport)
  // Which optional mails each account receives, and the signed unsubscribe links (issue 38).
  const mailPreferences = createMailPreferences({
    repository: createMailPreferencesRepository(db),
    sessionSecret: config.accounts.sessionSecret,
    siteUrl: config.accounts.siteUrl,
  })
  // Every outgoing booking and chat mail is a job of this queue (decision 0046).
  const jobs = createJobQueue({
    db,
    settings: config.jobs,
    now,
    reportFailure: (error, job, willRetry) =>
      reportError(
        error,
        job === null
          ? 'job queue poll failed'
          : `job ${job.kind} #${String(job.id)} failed (attempt ${String(job.attempts)} of ${String(job.maxAttempts)}${willRetry ? ', will retry' : ', given up'})`,
      ),
  })

  const organizers = createOrganizerService({ repository: createOrganizerRepository(db) })
  const tours = createTourService({
    repository: createTourRepository(db),
    organizers,
    currency,
    now,
    excursionsEnabled: brand.excursionsEnabled,
    observePages: options.observeCache('tour_page'),
  })
  const privateData = createPrivateDataService({
    repository: createPrivateDataRepository(db),
    currency,
    excursionsEnabled: brand.excursionsEnabled,
    now,
  })
  const siteRepository = createSiteRepository(db)
  const site = createSiteService({
    repository: siteRepository,
    brand,
    trustCountryHeader: config.trustCountryHeader ?? false,
    programsByWhatsApp: config.channels.whatsapp !== undefined || config.devPages,
    trustedProxies: proxies,
    telegramBotUsername: config.channels.telegram?.botUsername,
    addressCountries: bundledAddressCountries(),
    now,
  })
  const sitemap = createSitemapService({
    repository: siteRepository,
    now,
    excursionsEnabled: brand.excursionsEnabled,
  })
  const geography = createGeographyService({ repository: createGeographyRepository(db), now })
  const journal = createJournalService({ repository: createJournalRepository(db), now })
  // Issue 43: the journal in the operator console (drafts, Markdown, publish).
  const journalAdmin = createJournalAdminService({
    repository: createJournalAdminRepository(db),
    now,
  })
  // Issue 43: help-centre articles in the operator console (Markdown, publish).
  const helpAdmin = createHelpAdminService({ repository: createHelpAdminRepository(db) })
  const converter = createPriceConverter(currency)
  const searchIndex = createSearchIndexService({
    db,
    feed:
      options.searchChangeFeed ??
      createConfiguredSearchChangeFeed({
        config,
        database,
        onError: (error) => reportError(error, 'search change feed failed'),
      }),
  })
  /**
   * A committed write changed what search shows: the rows follow now. A failure leaves search
   * stale for these tours (until their next change or a rebuild) but never fails the write.
   */
  const searchRowsChanged = async (tourIds: readonly number[]) => {
    await searchIndex.toursChanged(tourIds).catch((error: unknown) => {
      reportError(error, 'search rows not updated')
    })
    // Declared below: the alerts watching these tours look at what changed (issue 44 item 2).
    // A failure never fails the write; the periodic sweep looks again.
    await alerts.toursChanged(tourIds).catch((error: unknown) => {
      reportError(error, 'alert checks failed')
    })
  }
  // Issue 43: collections in the operator console; their writes reach search as the office's do.
  const collectionsAdmin = createCollectionAdminService({
    repository: createCollectionAdminRepository(db),
    toursChanged: searchRowsChanged,
  })
  // Issue 43 item 5: the legal pages read the versions the console keeps.
  const legalRepository = createLegalRepository(db)
  const legal = createLegalService({ repository: legalRepository, now })
  const legalAdmin = createLegalAdminService({ repository: legalRepository, now })
  const destinationsAdmin = createDestinationAdminService({
    repository: createDestinationAdminRepository(db),
    toursChanged: searchRowsChanged,
  })
  // Issue 43 item 3: uploaded files moderation; a hidden image leaves its tours' pages at once.
  const uploadsAdmin = createAdminUploadsService({
    repository: createAdminUploadsRepository(db),
    toursChanged: searchRowsChanged,
  })
  const searchOrganizerChanged = (organizerId: number) =>
    searchIndex.organizerChanged(organizerId).catch((error: unknown) => {
      reportError(error, 'search rows not updated')
    })
  // A tour's page shows its dates, seats, rating and organizer: a change of its search row is
  // a change of its page too.
  searchIndex.feed.subscribe((change) => tours.invalidateTourPages(change))
  const search = createSearchService({
    db,
    currency,
    now,
    excursionsEnabled: brand.excursionsEnabled,
    changes: searchIndex.feed,
    observeAnswers: options.observeCache('search_answers'),
    observeCards: options.observeCache('search_cards'),
    observeFacetNames: options.observeCache('search_facet_names'),
  })
  const references = createCatalogueReferences(db)
  // Who checks organizers' identity (IDENTITY_PROVIDER, decision 0055): Stripe Identity, the
  // sandbox (which checks nobody for real, so config refuses it in production), or nobody, and
  // then no check is offered.
  const identity = config.identityVerification
  const sandboxIdentityProvider =
    identity.provider === 'sandbox'
      ? createSandboxIdentityProvider({
          apiPublicUrl: config.apiPublicUrl,
          callbackSecret: sandboxIdentityCallbackSecret(config.accounts.sessionSecret),
          now,
        })
      : null
  const identityProvider =
    identity.provider === 'stripe'
      ? createStripeIdentityProvider({
          secretKey: identity.secretKey,
          webhookSecret: identity.webhookSecret,
          siteUrl: config.accounts.siteUrl,
          api: stripeApiLocation(config.stripeApiUrl),
          now,
        })
      : sandboxIdentityProvider
  const organizerProfiles = createOrganizerProfilesService({
    repository: createOrganizerProfilesRepository(db),
    identityProvider,
    onOrganizerChanged: searchOrganizerChanged,
    now,
  })
  const media = createMediaService({
    cacheDir: config.media.cacheDir,
    cacheBudget: createDiskCacheBudget({
      root: config.media.cacheDir,
      maxBytes: config.media.cacheMaxBytes,
    }),
    sources: [generatedSource, createUploadSource(config.media.uploadDir)],
    isReferenced: (key) => references.isReferenced(key),
    isHidden: (key) => references.isHidden(key),
  })

  const favourites = createFavouritesService(createFavouritesRepository(db))
  // Issue 41: the code senders a configured provider carries; the rest go to the outbox.
  const codeChannels: Partial<Record<CodeSender, CodeChannel>> = {}
  // WhatsApp through the Cloud API (decision 0054): codes by its authentication template, and
  // messages (tour programs) as jobs; without WHATSAPP_*, the outbox stands in on DEV_PAGES only.
  const whatsappConfig = config.channels.whatsapp
  const whatsappApi = whatsappConfig === undefined ? null : createWhatsAppCloudApi(whatsappConfig)
  if (whatsappConfig !== undefined && whatsappApi !== null) {
    codeChannels.whatsapp = createWhatsAppCodeChannel({
      api: whatsappApi,
      template: whatsappConfig.codeTemplate,
      reportError,
    })
  }
  const whatsappMessages = createWhatsAppMessages({
    jobs,
    deliver:
      whatsappApi === null ? outboxDocumentDelivery(outbox) : cloudApiDocumentDelivery(whatsappApi),
  })
  jobs.register(whatsAppMessageJobKind, whatsappMessages.handle)
  const whatsappWebhook =
    whatsappConfig === undefined
      ? null
      : createWhatsAppWebhook({
          appSecret: whatsappConfig.appSecret,
          verifyToken: whatsappConfig.verifyToken,
          reportWarning: options.reportWarning,
        })
  // SMS codes through Twilio when TWILIO_* is configured (decision 0052).
  if (config.channels.sms !== undefined) {
    codeChannels.sms = createTwilioSmsChannel({ config: config.channels.sms, reportError })
  }
  // The Telegram bot (decision 0053) when TELEGRAM_* is configured: its code senders, the chat
  // relay (a job per message) and the webhook. The chat is declared below; the bot calls it only
  // when an update arrives, long after everything is built.
  const telegram =
    config.channels.telegram === undefined
      ? null
      : createTelegramService({
          config: config.channels.telegram,
          apiPublicUrl: config.apiPublicUrl,
          db,
          jobs,
          chat: {
            activateConnection: (...input) => chat.activateConnection(...input),
            send: (...input) => chat.send(...input),
          },
          otherMessengers: createOutboxMessengerBridge(outbox),
          reportError,
        })
  if (telegram !== null) {
    Object.assign(codeChannels, telegram.codeChannels)
    jobs.register(telegram.relayJob.kind, telegram.relayJob.handle)
  }
  const { accounts, sessions } = createAccountsContext({
    database,
    config,
    mailer,
    outbox,
    codeChannels,
    favourites,
    abuseRepository,
    // Declared below; a revocation happens long after everything is built. Every instance closes
    // the ended sessions' chat sockets.
    onSessionsEnded: (ended) => {
      chatBus.publish({ sessionsEnded: ended }).catch((error: unknown) => {
        reportError(error, 'ended sessions not announced to chat sockets')
      })
    },
    reportWarning: options.reportWarning,
    ...(options.passwordHashCost === undefined
      ? {}
      : { passwordHashCost: options.passwordHashCost }),
  })
  const accountData = createAccountDataService({
    travellers: createTravellersRepository(db),
    data: createAccountDataRepository(db),
    codes: accounts,
    randomToken,
  })
  // Meet links follow the help centre's rule: outbox rows in the booking's transaction without SMTP.
  const smtp = config.mail.smtpUrl === undefined ? null : mailer
  const meetKeyIssuer = createMeetKeyIssuer()
  const bookings = createBookingsContext({
    database,
    config,
    mailer,
    jobs,
    compose: (kind, facts) => composeBookingMail(kind, facts, config.brand),
    meetKeys: {
      issue: (transaction, bookingId) => meetKeyIssuer.issue(transaction, bookingId),
      pageUrl: (key, locale) => meetPageUrl(config.accounts.siteUrl, key, locale),
    },
    mailPreferences,
    currency,
    // Search follows the tours; the tour pages' live seat counts (issue 44) the dates, on every
    // instance through the realtime bus. Declared below; only called once a booking commits.
    onSeatsChanged: async (changes) => {
      seatCounts.datesChanged(changes.map((change) => change.dateId)).catch((error: unknown) => {
        reportError(error, 'seat counts not published')
      })
      await searchRowsChanged([...new Set(changes.map((change) => change.tourId))])
    },
    // Declared below; a cancellation's refunds go to the provider long after everything is built.
    refunds: { issue: (refundIds) => payments.service.issueRefunds(refundIds) },
    // Declared below too: gift cards pay invoices and take refunds back (decision 0073).
    giftCards: {
      guarded: (address, work) => giftCards.wallet.guarded(address, work),
      hold: (...input) => giftCards.wallet.hold(...input),
      redeem: (...input) => giftCards.wallet.redeem(...input),
      refund: (...input) => giftCards.wallet.refund(...input),
    },
    // Declared below too: a trip marked done in the office gets its review link at once.
    onTripCompleted: async () => {
      await reviewPage.sendDueInvitations().catch((error: unknown) => {
        reportError(error, 'review link after a trip marked done not sent; the job retries')
      })
    },
  })
  // Issue 44 item 6: the owner's offline trip pack, read through the booking's own checks.
  const tripPack = createTripPackService({
    bookings: bookings.service,
    tours,
    repository: createTripPackRepository(db),
  })
  const payments = createPaymentsContext({
    database,
    config,
    bookings: bookings.service,
    onRefundFailure: (error) => reportError(error, 'refund failed; retried in a minute'),
    onRefunded: (transaction, refund) =>
      bookings.mails.enqueue(transaction, refund.bookingId, {
        event: 'refunded',
        refundId: refund.id,
        amountMinor: refund.amountMinor,
      }),
    // Declared below; an order's payment arrives long after everything is built.
    giftCardOrders: {
      applyPaymentEvent: (event, log) => giftCards.applyPaymentEvent(event, log),
    },
    ...options.payments,
  })
  // Decision 0073: gift cards bought through the provider, mailed on their day as designed mail
  // (outbox rows of the delivery's own transaction without SMTP), spent and refilled by bookings.
  const giftCards = createGiftCardsContext({
    database,
    config,
    jobs,
    backoff: createFailureBackoff({ repository: abuseRepository, now }),
    provider: () => payments.provider,
    composeMail: (facts) => composeGiftCardMail(facts, brand),
    mailerFor: (executor) =>
      config.mail.smtpUrl === undefined
        ? createMailer(config.mail, createOutboxRepository(executor))
        : mailer,
    now,
  })

  const helpCenter = createHelpCenterService({
    repository: createHelpCenterRepository(db),
    smtp: config.mail.smtpUrl === undefined ? null : mailer,
    // Requests go to the address the contacts page shows; without one, to the site's own sender.
    supportAddress: async () =>
      (await site.contacts({ all: true })).email ?? mailAddressOf(config.mail.from),
    siteUrl: config.accounts.siteUrl,
    reportError: (error) => reportError(error, 'help request e-mail failed'),
  })

  const phoneCodes = createPhoneCodesService({
    repository: createPhoneCodesRepository(db),
    brand,
    calls: config.calls,
    now,
  })

  const chatBus =
    options.chatBus ??
    (config.redisUrl === undefined
      ? createInProcessBus()
      : createRedisBus({
          url: config.redisUrl,
          onError: (error) => reportError(error, 'redis connection failed'),
        }))
  // Issue 44 item 1: the seat counts ride the deployment's one realtime bus beside the chat's events.
  const seatCounts = createSeatCountsService({
    repository: createSeatCountsRepository(db),
    broadcast: {
      publish: (rows) => chatBus.publish({ dateSeats: rows }),
      subscribe: (listener) =>
        chatBus.subscribe((event) => {
          if ('dateSeats' in event) listener(event.dateSeats)
        }),
      onReconnected: (listener) => chatBus.onReconnected(listener),
    },
    now,
  })
  const uploadStorage = createLocalUploadStorage(config.media.uploadDir)
  const uploads = createUploadsService({
    repository: createUploadsRepository(db),
    storage: uploadStorage,
    receiver: {
      incoming: createIncomingFolder(config.media.uploadDir),
      slots: createUploadSlots({
        total: config.uploads.concurrency,
        perClient: config.uploads.concurrencyPerClient,
      }),
    },
    reportError: (error) => reportError(error, 'upload processing failed'),
    now,
    // Declared below; only called once a file finishes, long after everything is built.
    onStatusChanged: (file) => {
      chat.attachmentStatusChanged(file.id).catch((error: unknown) => {
        reportError(error, 'attachment status not announced')
      })
    },
  })
  const reviewPage = createReviewPageService({
    repository: createReviewPageRepository(db),
    onTourRatingChanged: (tourId) => searchRowsChanged([tourId]),
    uploads,
    storage: uploadStorage,
    smtp,
    siteUrl: config.accounts.siteUrl,
    now,
    reportError: (error) => reportError(error, 'review link e-mail failed'),
  })
  const meet = createMeetService({
    repository: createMeetRepository(db),
    uploads,
    storage: uploadStorage,
    smtp,
    siteUrl: config.accounts.siteUrl,
    bookingPagePath: (uuid) => bookingPagePath(config.bookingBasePath, uuid),
    reportError: (error) => reportError(error, 'meet e-mail or file removal failed'),
  })
  const unreadMails = createUnreadMessageMails({
    repository: createUnreadMailRepository(db),
    jobs,
    mailer,
    compose: (facts) => composeUnreadMessagesMail(facts, config.brand),
    preferences: mailPreferences,
    siteUrl: config.accounts.siteUrl,
    delayMs: config.chatUnreadMailDelayMs,
    now,
  })
  jobs.register(unreadMailJobKind, unreadMails.handle)
  // Issue 44 item 2: alerts on favourite tours and saved searches, by mail and linked messengers.
  const alerts = createAlertsService({
    repository: createAlertsRepository(db),
    jobs,
    mailer,
    compose: (facts) => composeAlertMail(facts, config.brand),
    messengerText: (facts) => alertMessengerText(facts, config.brand),
    messenger: {
      async send(to, text) {
        const chatId = Number(to.externalAccountId)
        if (telegram !== null && to.sourceId === 'telegram' && Number.isSafeInteger(chatId)) {
          await telegram.sendText(chatId, text)
          return
        }
        // No bot reachable for it: the outbox keeps what would be sent, as the chat relay does.
        await outbox.insert({
          channel: to.sourceId,
          recipient: `${to.sourceId}:${to.externalAccountId}`,
          subject: null,
          body: text,
        })
      },
    },
    searchTourIds: savedSearchMatcher(search, brand.defaultCurrency),
    sessionSecret: config.accounts.sessionSecret,
    siteUrl: config.accounts.siteUrl,
    reportError,
    now,
  })
  jobs.register(alerts.sendJob.kind, alerts.sendJob.handle)
  const chat = createChatService({
    repository: createChatRepository(db),
    unreadMails,
    bus: chatBus,
    bridge: telegram?.bridge ?? createOutboxMessengerBridge(outbox),
    uploads,
    // WhatsApp and VK relay no chat (decision 0054): their links stay among the site's contacts.
    offeredSources: async () =>
      (await site.chatSources({})).data
        .map((entry) => entry.source)
        .filter((source) => source !== 'whatsapp' && source !== 'vk'),
    codeKey: deriveKey(config.accounts.sessionSecret, 'messenger-code'),
    siteUrl: config.accounts.siteUrl,
    reportError,
  })

  // Issue 40: the one guard every office call goes through, and the office's shell and lists.
  const officeAccess = createOfficeAccess(db)
  const office = createOfficeService({
    db,
    repository: createOfficeRepository(db),
    access: officeAccess,
    now,
  })
  // Issue 43: the operator console's shell and booking search; its roles are platform/admin's.
  const admin = createAdminService({ repository: createAdminRepository(db) })
  // Issue 43 items 2 and 3: organizers and moderation; search and tour pages follow each change.
  const adminOrganizers = createAdminOrganizersUseCases({
    repository: createAdminOrganizersRepository(db),
    organizerChanged: searchOrganizerChanged,
  })
  const adminModeration = createAdminModerationUseCases({
    repository: createAdminModerationRepository(db),
    toursChanged: searchRowsChanged,
  })
  const adminAudit = createAdminAuditUseCases({ repository: createAdminAuditRepository(db) })
  // Issue 43 item 8: the staff accounts; a second factor's reset closes the ended sessions' sockets.
  const adminStaff = createAdminStaffUseCases({
    repository: createAdminStaffRepository(db),
    sessionsEnded: (ended) => {
      chatBus.publish({ sessionsEnded: ended }).catch((error: unknown) => {
        reportError(error, 'ended sessions not announced to chat sockets')
      })
    },
    now,
  })
  // Issue 43 item 2: the commission per sales model and an organizer's own.
  const adminCommission = createAdminCommissionUseCases({
    repository: createAdminCommissionRepository(db),
  })
  // Issue 43 item 4: the support inbox, canned answers and help requests.
  const adminSupport = createAdminSupportUseCases({ repository: createAdminSupportRepository(db) })
  // The office's team: invitations are mailed at once (their token is never kept in a job).
  const team = createTeamService({
    repository: createTeamRepository(db),
    access: officeAccess,
    mailer,
    composeInvitation: (facts) => composeTeamInvitationMail(facts, config.brand),
    siteUrl: config.accounts.siteUrl,
    now,
  })
  // Issue 40 item 3: a tour's dates and prices. A change is in search, the change feed and this
  // instance's tour pages before the call answers (the other instances' pages follow the feed).
  const officeDates = createOfficeDatesService({
    repository: createOfficeDatesRepository(db),
    access: officeAccess,
    currency,
    defaultCurrency: brand.defaultCurrency,
    toursChanged: async (tourIds) => {
      tours.invalidateTourPages({ tourIds })
      await searchRowsChanged(tourIds)
    },
    now,
  })
  // Issue 40 item 2: the tour editor. A change reaches search, this instance's tour pages and,
  // for a tour published or renamed, completion, before the call answers.
  const tourEditor = createTourEditorService({
    repository: createTourEditorRepository(db),
    access: officeAccess,
    uploads,
    offeredLocales: uiLocales(brand),
    toursChanged: async (tourIds, { completion }) => {
      tours.invalidateTourPages({ tourIds })
      const change = completion
        ? searchIndex.toursAndCompletionChanged(tourIds)
        : searchIndex.toursChanged(tourIds)
      await change.catch((error: unknown) => {
        reportError(error, 'search rows not updated')
      })
    },
    now,
  })

  // Issue 40 items 5 and 6: the reviews in the office, with the replies that show on the tour
  // and organizer pages at once, and the sales report.
  const officeReviews = createOfficeReviewsService({
    repository: createOfficeReviewsRepository(db),
    access: officeAccess,
    now,
    onReplyChanged: (tourId) => searchRowsChanged([tourId]),
  })
  const sales = createSalesService({
    repository: createSalesRepository(db),
    access: officeAccess,
    now,
  })

  const tourRepository = createTourRepository(db)
  const programPdfRenderer =
    options.programPdfRenderer ?? createProgramPdfRenderer(config.programPdf)
  const tourProgram = createTourProgramService({
    repository: createTourProgramRepository(db),
    tours,
    publishedSlug: async (tourId) => (await tourRepository.findById(tourId))?.slug,
    media,
    renderer: programPdfRenderer,
    mailer,
    whatsapp: whatsappMessages,
    whatsappOffered: async () => (await site.siteTokens()).send_tour_program_in_pdf_via_whatsapp,
    siteUrl: config.accounts.siteUrl,
    brandName: brand.projectName,
    now,
    reportError,
  })
  const webCalls = createWebCallService({
    brand,
    settings: config.webCalls ?? { iceServers: [], phoneNumber: null },
    ...(config.webCalls === undefined ? {} : { ringMs: config.webCalls.ringMs }),
    calls: createWebCallRepository(db),
    chats: createCallChats(createChatRepository(db)),
    bus: chatBus,
    recordKey: deriveKey(config.accounts.sessionSecret, 'call-record'),
    reportError,
  })

  return {
    admin,
    adminOrganizers,
    adminModeration,
    adminStaff,
    adminCommission,
    adminAudit,
    adminSupport,
    telegram,
    whatsappWebhook,
    officeAccess,
    officeReviews,
    sales,
    tourEditor,
    officeDates,
    office,
    team,
    outbox,
    mailPreferences,
    jobs,
    tourProgram,
    programPdfRenderer,
    chat,
    webCalls,
    chatBus,
    seatCounts,
    organizers,
    organizerProfiles,
    sandboxIdentityProvider,
    tours,
    privateData,
    site,
    sitemap,
    geography,
    journal,
    journalAdmin,
    helpAdmin,
    collectionsAdmin,
    destinationsAdmin,
    legal,
    legalAdmin,
    uploadsAdmin,
    helpCenter,
    phoneCodes,
    reviewPage,
    meet,
    converter,
    search,
    searchIndex,
    media,
    uploads,
    accounts,
    accountData,
    favourites,
    alerts,
    tripPack,
    sessions,
    limit,
    trustedProxies: proxies,
    bookings,
    giftCards,
    payments,
  }
}

export type Services = ReturnType<typeof createServices>

/** The address of a `Name <address>` sender. */
function mailAddressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender
}
