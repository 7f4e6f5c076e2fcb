import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import type { PlaywrightTestConfig, PlaywrightWorkerOptions } from '@playwright/test'
import { E2E_SESSION_SECRET, STOREFRONT_URL, e2eServers } from './e2e/support/servers.ts'
import type { E2eServers } from './e2e/support/servers.ts'
import {
  fakeTelegramBotToken,
  fakeTelegramBotUsername,
  fakeTelegramWebhookSecret,
} from '@tourmarket/api/test/fakes/fake-telegram.ts'
import {
  fakeStripeIdentityWebhookSecret,
  fakeStripeSecretKey,
} from '@tourmarket/api/test/fakes/fake-stripe.ts'
import {
  fakeTwilioAccountSid,
  fakeTwilioAuthToken,
  fakeTwilioFrom,
} from '@tourmarket/api/test/fakes/fake-twilio.ts'
import {
  fakeWhatsAppAccessToken,
  fakeWhatsAppAppSecret,
  fakeWhatsAppCodeTemplate,
  fakeWhatsAppPhoneNumberId,
  fakeWhatsAppVerifyToken,
} from '@tourmarket/api/test/fakes/fake-whatsapp.ts'

const repositoryRoot = fileURLToPath(new URL('.', import.meta.url))
// webServer commands run through the shell, whose `node` may be the system's Node 20; the servers
// need the Node 24 that the repository pins.
const node = resolve(repositoryRoot, 'node_modules/.bin/node')
const isCI = Boolean(process.env.CI)

// Debian's Chromium; Playwright never downloads a browser of its own here.
const chromium: Pick<PlaywrightWorkerOptions, 'browserName' | 'launchOptions'> = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
}

/**
 * The API keeps its data in memory unless DATABASE_URL points it at PostgreSQL; there each worker
 * after the first has a database of its own beside that one (`…_e2e_2`, made by scripts/e2e-api.ts).
 */
function apiDatabase(index: number): Record<string, string> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return { PGLITE_DATA_DIR: 'memory://' }
  if (index === 0) return {}
  const url = new URL(serverUrl)
  url.pathname = `${url.pathname}_e2e_${String(index + 1)}`
  return { DATABASE_URL: url.toString() }
}

const stopGracefully = { signal: 'SIGTERM', timeout: 10_000 } as const

/**
 * Workers, each with servers of its own (issue 36): one per two cores. A worker keeps about two
 * cores busy (Chromium, its API and storefront), so on this 2-core machine a second one gained
 * nothing: the same 24 tests took 211 s with one worker and 275 s with two, each test twice as
 * long and the second set of servers starting on top (docs/decisions/0044). E2E_WORKERS overrides it.
 */
const workers = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
)

/**
 * The test path rules (e2e/fixtures/path-rules.json) with their external target pointed at this
 * run's second storefront, whose port E2E_PORT_OFFSET may move.
 */
function pathRulesFile(servers: E2eServers): string {
  const rules = readFileSync(resolve(repositoryRoot, 'e2e/fixtures/path-rules.json'), 'utf8')
  const file = join(tmpdir(), `tourmarket-e2e-path-rules-${String(servers.storefrontPort)}.json`)
  writeFileSync(
    file,
    rules.replaceAll('{storefrontWithoutApiUrl}', servers.storefrontWithoutApiUrl),
  )
  return file
}

/**
 * The journeys a phone changes: layouts that switch at phone width (the search filters' sheet, the
 * tour page's booking bar, the chat's one-pane view, the header's menu), touch (carousels), calls
 * with a phone's camera, and acting before hydration, which phones do most. Everything else (the
 * same pages in one column) runs once, at desktop width: each page load costs Chromium about a
 * second of CPU on two cores, and a second full pass doubled CI's time.
 */
const PHONE_SPECS = [
  'account-data.spec.ts',
  'before-hydration.spec.ts',
  'booking-journey.spec.ts',
  'cancellation-refund.spec.ts',
  'chat.spec.ts',
  'content-leads-on.spec.ts',
  'forgiving-search.spec.ts',
  'guarantee-meter.spec.ts',
  'gift-cards.spec.ts',
  'header-finding.spec.ts',
  'home.spec.ts',
  'kit-on-pages.spec.ts',
  'maps.spec.ts',
  'meet.spec.ts',
  'scroll.spec.ts',
  'search.spec.ts',
  'sms-sign-in.spec.ts',
  'telegram.spec.ts',
  'tour-extras.spec.ts',
  'tour-page.spec.ts',
  'tour-page-sells.spec.ts',
  'tour-reviews.spec.ts',
  'trip-pack.spec.ts',
  'web-call.spec.ts',
].map((spec) => `**/${spec}`)

/** The five servers of one worker: API and storefront, the other brand's pair, and a storefront whose API is down. */
function workerServers(index: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const servers = e2eServers(index)
  const suffix = workers > 1 ? ` ${String(index + 1)}` : ''
  return [
    {
      // First: the API registers its Telegram webhook with the fake as it starts.
      name: `Provider fakes${suffix}`,
      command: `"${node}" scripts/e2e-provider-fakes.ts`,
      cwd: repositoryRoot,
      env: {
        FAKES_READY_PORT: String(servers.fakes.readyPort),
        FAKE_TWILIO_PORT: new URL(servers.fakes.twilioUrl).port,
        FAKE_TELEGRAM_PORT: new URL(servers.fakes.telegramUrl).port,
        FAKE_WHATSAPP_PORT: new URL(servers.fakes.whatsappUrl).port,
        FAKE_STRIPE_PORT: new URL(servers.fakes.stripeUrl).port,
        API_PUBLIC_URL: servers.apiUrl,
      },
      port: servers.fakes.readyPort,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      gracefulShutdown: stopGracefully,
    },
    {
      name: `API${suffix}`,
      command: `"${node}" scripts/e2e-api.ts`,
      cwd: repositoryRoot,
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: String(servers.apiPort),
        ...apiDatabase(index),
        // The outbox (GET /dev/outbox) gives the account journeys their codes and links, and
        // those links lead to the end-to-end storefront.
        DEV_PAGES: '1',
        SITE_URL: servers.storefrontUrl,
        // The sandbox checkout pages and its webhooks live on the API's own origin.
        API_PUBLIC_URL: servers.apiUrl,
        // Every test comes from 127.0.0.1, and the link crawls (site-links.spec.ts) open each
        // tour's program PDF they reach; the limit itself is tested in tour-program-renders.test.ts.
        PROGRAM_PDF_RENDERS_PER_HOUR: '10000',
        // A chat message left unread is mailed after seconds, not minutes (notifications.spec.ts).
        CHAT_UNREAD_MAIL_DELAY_SECONDS: '3',
        // Known to the journeys that open a mail's signed link no flow sends them yet
        // (mail-preferences.spec.ts signs an unsubscribe link as the API would).
        SESSION_SECRET: E2E_SESSION_SECRET,
        // Organizers verify their identity through Stripe Identity's fake (its hosted page and
        // signed events; apps/api/test/fakes/fake-stripe.ts). Payments stay on the sandbox.
        IDENTITY_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: fakeStripeSecretKey,
        STRIPE_IDENTITY_WEBHOOK_SECRET: fakeStripeIdentityWebhookSecret,
        STRIPE_API_URL: servers.fakes.stripeUrl,
        // The Telegram bot talks to the worker's Bot API fake (apps/api/test/fakes/fake-telegram.ts),
        // which delivers the updates the journeys play to this API's webhook.
        TELEGRAM_BOT_TOKEN: fakeTelegramBotToken,
        TELEGRAM_BOT_USERNAME: fakeTelegramBotUsername,
        TELEGRAM_WEBHOOK_SECRET: fakeTelegramWebhookSecret,
        TELEGRAM_API_URL: servers.fakes.telegramUrl,
        // SMS codes go through Twilio's SDK to its fake (e2e/support/sms.ts reads them there).
        TWILIO_ACCOUNT_SID: fakeTwilioAccountSid,
        TWILIO_AUTH_TOKEN: fakeTwilioAuthToken,
        TWILIO_FROM: fakeTwilioFrom,
        TWILIO_API_URL: servers.fakes.twilioUrl,
        // WhatsApp codes and tour programs go to the Cloud API's fake (e2e/support/whatsapp.ts).
        WHATSAPP_ACCESS_TOKEN: fakeWhatsAppAccessToken,
        WHATSAPP_PHONE_NUMBER_ID: fakeWhatsAppPhoneNumberId,
        WHATSAPP_APP_SECRET: fakeWhatsAppAppSecret,
        WHATSAPP_VERIFY_TOKEN: fakeWhatsAppVerifyToken,
        WHATSAPP_CODE_TEMPLATE: fakeWhatsAppCodeTemplate,
        WHATSAPP_API_URL: `${servers.fakes.whatsappUrl}/v21.0`,
      },
      url: `${servers.apiUrl}/healthz`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      gracefulShutdown: stopGracefully,
    },
    {
      name: `Storefront${suffix}`,
      command: `"${node}" apps/web/server.ts`,
      cwd: repositoryRoot,
      env: {
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(servers.storefrontPort),
        API_URL: servers.apiUrl,
        NODE_ENV: 'production',
        // The UI kit's developer page (/dev/ui) and test path rules (docs/decisions/0009).
        DEV_PAGES: '1',
        PATH_RULES_FILE: pathRulesFile(servers),
      },
      url: `${servers.storefrontUrl}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      gracefulShutdown: stopGracefully,
    },
    {
      // The other brand (decision 0005) runs as its own deployment: an API and a storefront with
      // BRAND=tourmarket-global, on their own in-memory database.
      name: `Global brand API${suffix}`,
      command: `"${node}" apps/api/src/server.ts`,
      cwd: repositoryRoot,
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: String(servers.globalApiPort),
        // Always in memory: under CI's DATABASE_URL the two APIs would share one database.
        DATABASE_URL: '',
        PGLITE_DATA_DIR: 'memory://',
        BRAND: 'tourmarket-global',
        DEV_PAGES: '1',
        SITE_URL: servers.globalStorefrontUrl,
        API_PUBLIC_URL: servers.globalApiUrl,
      },
      url: `${servers.globalApiUrl}/healthz`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      gracefulShutdown: stopGracefully,
    },
    {
      name: `Global brand storefront${suffix}`,
      command: `"${node}" apps/web/server.ts`,
      cwd: repositoryRoot,
      env: {
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(servers.globalStorefrontPort),
        API_URL: servers.globalApiUrl,
        NODE_ENV: 'production',
        BRAND: 'tourmarket-global',
        DEV_PAGES: '1',
        // §9 has the widget off; this deployment turns it on to show it works (decision 0033).
        TICKET_QUOTE_WIDGET: '1',
      },
      url: `${servers.globalStorefrontUrl}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      gracefulShutdown: stopGracefully,
    },
    {
      name: `Storefront without API${suffix}`,
      command: `"${node}" apps/web/server.ts`,
      cwd: repositoryRoot,
      env: {
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(servers.storefrontWithoutApiPort),
        API_URL: `http://127.0.0.1:${String(servers.unusedApiPort)}`,
        NODE_ENV: 'production',
      },
      url: `${servers.storefrontWithoutApiUrl}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      gracefulShutdown: stopGracefully,
    },
  ]
}

export default defineConfig({
  testDir: 'e2e',
  // The fleet's own spec runs through the balancer only (playwright.fleet.config.ts).
  testIgnore: '**/fleet.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  // On a busy 2-core machine the longer journeys (sign-up, settings, booking) take 15–35 s,
  // against 30 s by default, and what follows a submit can take 5 s on its own: past the shared
  // address's sign-up and login limits the storefront first solves the §8 proof-of-work captcha
  // (~3 s), then the API hashes the password. The same limits everywhere, so a newcomer's
  // `npm test` passes where CI does (issue 15).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers,
  reporter: 'list',
  use: {
    baseURL: STOREFRONT_URL,
    // Tracing records every action's DOM and a screencast: a fifth of the suite's time here
    // (issue 36). A failure still leaves its screenshot and error context (the page's ARIA
    // snapshot); E2E_TRACE=1 records a trace of each failing test when hunting one down.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
      // A describe that sets the phone's viewport itself would only repeat the phone project's run.
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: PHONE_SPECS,
      // Likewise a describe that sets a desktop viewport itself.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => workerServers(index)).flat(),
})
