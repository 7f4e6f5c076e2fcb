import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import type { SecretSource } from './config.ts'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('loadConfig accepted an invalid environment')
}

/** Secrets named after what they stand for, so a test can see which one went where. */
const namedSecrets: SecretSource = (name) => `generated-${name}`.padEnd(32, '-')

/** A production environment that passes every production check. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  STAFF_TOTP_KEY: 't'.repeat(32),
  GIFT_CARD_SECRET: 'g'.repeat(32),
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_def',
} as const

describe('architecture: configuration is validated at start-up', () => {
  it('applies the defaults: 127.0.0.1:4000, PGlite under <repo>/.data/pglite, info logs, no CORS', () => {
    expect(loadConfig({}, namedSecrets)).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 4000,
      logLevel: 'info',
      logFormat: 'json',
      corsOrigins: [],
      database: { kind: 'pglite', dataDir: resolve(repositoryRoot, '.data/pglite') },
      media: {
        cacheDir: resolve(repositoryRoot, '.data/media-cache'),
        cacheMaxBytes: 2048 * 1024 * 1024,
        uploadDir: resolve(repositoryRoot, '.data/uploads'),
      },
      programPdf: { concurrency: 1, queue: 8, rendersPerAddressPerHour: 20 },
      uploads: { concurrency: 8, concurrencyPerClient: 2 },
      chatSockets: { perAccount: 20, perAddress: 50 },
      accounts: {
        sessionSecret: namedSecrets('SESSION_SECRET'),
        siteUrl: 'http://127.0.0.1:3000',
      },
      mail: { smtpUrl: undefined, from: 'Tourmarket <no-reply@tourmarket.test>' },
      devPages: false,
      apiPublicUrl: 'http://127.0.0.1:4000',
      payments: { provider: 'sandbox', webhookSecret: namedSecrets('PAYMENT_WEBHOOK_SECRET') },
      brand: 'tourmarket',
      bookingBasePath: 'booking',
      demoSeed: { onFirstRun: true, accounts: true },
      trustCountryHeader: undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      bookingHoldMinutes: 60,
      jobs: { pollMs: 1000, leaseMs: 300_000, maxAttempts: 8 },
      chatUnreadMailDelayMs: 300_000,
      sendBudgets: { smsPerHour: 300, smsPerCountryPerHour: 100, mailPerHour: 2000 },
      webCalls: { iceServers: [], phoneNumber: '+12025550143', ringMs: 45_000 },
      calls: { fallbackNumber: '+12025550143', numbersByCountry: {} },
      channels: {},
      identityVerification: { provider: 'sandbox' },
      redisUrl: undefined,
      stripeApiUrl: undefined,
    })
  })

  it('reads the send budgets (issue 37) and names a budget that is not a positive whole number', () => {
    const config = loadConfig({
      SMS_BUDGET_PER_HOUR: '50',
      SMS_BUDGET_PER_COUNTRY_PER_HOUR: '10',
      MAIL_BUDGET_PER_HOUR: '400',
    })
    expect(config.sendBudgets).toEqual({
      smsPerHour: 50,
      smsPerCountryPerHour: 10,
      mailPerHour: 400,
    })
    expect(
      Object.keys(configErrorOf({ SMS_BUDGET_PER_HOUR: '0', MAIL_BUDGET_PER_HOUR: 'many' }).issues),
    ).toEqual(['SMS_BUDGET_PER_HOUR', 'MAIL_BUDGET_PER_HOUR'])
  })

  it('reads the call numbers (decision 0029): per country, a fallback, none by default in production', () => {
    const config = loadConfig({
      CALL_PHONE_NUMBER: '+44 20 7946 0000',
      CALL_PHONE_NUMBERS: 'us:+1 (202) 555-0143, AE:+97145550100',
    })
    expect(config.calls).toEqual({
      fallbackNumber: '+442079460000',
      numbersByCountry: { US: '+12025550143', AE: '+97145550100' },
    })
    expect(loadConfig(production).calls.fallbackNumber).toBeNull()
    expect(configErrorOf({ CALL_PHONE_NUMBER: '555-0143' }).issues).toEqual({
      CALL_PHONE_NUMBER: ['must be a phone number like +12025550143'],
    })
    expect(Object.keys(configErrorOf({ CALL_PHONE_NUMBERS: 'USA+1202' }).issues)).toEqual([
      'CALL_PHONE_NUMBERS',
    ])
  })

  it('reads BRAND and BOOKING_BASE_PATH like the storefront does, refusing unknown values', () => {
    const config = loadConfig({ BRAND: 'tourmarket-global', BOOKING_BASE_PATH: '/trips/' })
    expect(config.brand).toBe('tourmarket-global')
    expect(config.bookingBasePath).toBe('trips')
    expect(configErrorOf({ BRAND: 'acme' }).issues).toEqual({
      BRAND: ['must be one of tourmarket, tourmarket-global'],
    })
    expect(configErrorOf({ BOOKING_BASE_PATH: 'Trips Now' }).issues).toEqual({
      BOOKING_BASE_PATH: ['must be a path of lowercase words, e.g. booking'],
    })
  })

  it('resolves a relative PGLITE_DATA_DIR against the repository root, not the working directory', () => {
    const workingDirectory = process.cwd()
    process.chdir(tmpdir())
    try {
      const config = loadConfig({ PGLITE_DATA_DIR: 'tmp/db' })
      expect(config.database).toEqual({
        kind: 'pglite',
        dataDir: resolve(repositoryRoot, 'tmp/db'),
      })
    } finally {
      process.chdir(workingDirectory)
    }
  })

  it('keeps an absolute PGLITE_DATA_DIR and accepts memory://', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: '/var/lib/tourmarket' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/tourmarket',
    })
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    })
  })

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL, ignoring PGLITE_DATA_DIR', () => {
    const url = 'postgresql://user:secret@db.internal:5432/tourmarket'
    expect(loadConfig({ DATABASE_URL: url, PGLITE_DATA_DIR: '/x' }).database).toEqual({
      kind: 'postgres',
      url,
    })
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_PORT: '', CORS_ORIGINS: '' })).toMatchObject({
      port: 4000,
      corsOrigins: [],
      database: { kind: 'pglite' },
    })
  })

  it('parses the settings it is given', () => {
    const config = loadConfig({
      ...production,
      API_HOST: '0.0.0.0',
      API_PORT: '8080',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      CORS_ORIGINS: 'https://tourmarket.example, http://localhost:3000/',
      MEDIA_CACHE_MAX_MB: '512',
    })
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 8080,
      logLevel: 'warn',
      logFormat: 'pretty',
      corsOrigins: ['https://tourmarket.example', 'http://localhost:3000'],
      media: { cacheMaxBytes: 512 * 1024 * 1024 },
    })
    expect(loadConfig(production).logFormat).toBe('json')
    expect(configErrorOf({ LOG_FORMAT: 'colour' }).message).toContain(
      'LOG_FORMAT: must be one of json, pretty',
    )
    expect(configErrorOf({ MEDIA_CACHE_MAX_MB: '0' }).message).toContain(
      'MEDIA_CACHE_MAX_MB: must be a whole number of megabytes, at least 1',
    )
  })

  it('bounds the program PDF renderers: one at a time, eight waiting and 20 an hour per address unless told', () => {
    expect(loadConfig({}).programPdf).toEqual({
      concurrency: 1,
      queue: 8,
      rendersPerAddressPerHour: 20,
    })
    expect(
      loadConfig({
        PROGRAM_PDF_CONCURRENCY: '2',
        PROGRAM_PDF_QUEUE: '0',
        PROGRAM_PDF_RENDERS_PER_HOUR: '500',
      }).programPdf,
    ).toEqual({ concurrency: 2, queue: 0, rendersPerAddressPerHour: 500 })
    expect(configErrorOf({ PROGRAM_PDF_RENDERS_PER_HOUR: '0' }).message).toContain(
      'PROGRAM_PDF_RENDERS_PER_HOUR: must be a whole number of PDFs an hour, at least 1',
    )
    expect(configErrorOf({ PROGRAM_PDF_CONCURRENCY: '0' }).message).toContain(
      'PROGRAM_PDF_CONCURRENCY: must be a whole number from 1 to 32',
    )
    expect(configErrorOf({ PROGRAM_PDF_QUEUE: '-1' }).message).toContain(
      'PROGRAM_PDF_QUEUE: must be a whole number from 0 to 1000',
    )
  })

  it('fails naming every bad key and what is wrong with it', () => {
    const error = configErrorOf({
      API_PORT: '80a',
      DATABASE_URL: 'mysql://localhost/db',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      API_HOST: ' ',
    })
    expect(Object.keys(error.issues).sort()).toEqual([
      'API_HOST',
      'API_PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
    ])
    expect(error.message).toContain('API_PORT: must be an integer from 0 to 65535')
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
    expect(error.message).toContain('LOG_LEVEL: must be one of fatal, error, warn, info')
  })

  it('refuses a port above 65535', () => {
    expect(configErrorOf({ API_PORT: '65536' }).issues).toEqual({
      API_PORT: ['must be an integer from 0 to 65535'],
    })
  })

  it('refuses a CORS entry that is not a bare origin, quoting it', () => {
    const error = configErrorOf({ CORS_ORIGINS: 'https://ok.example,https://bad.example/path,*' })
    expect(error.issues.CORS_ORIGINS).toEqual([
      "'https://bad.example/path' is not an origin like https://example.com or http://localhost:3000",
      "'*' is not an origin like https://example.com or http://localhost:3000",
    ])
  })

  it('needs SESSION_SECRET in production; elsewhere a generated one stands in, never a constant', () => {
    expect(configErrorOf({ ...production, SESSION_SECRET: '' }).issues.SESSION_SECRET).toEqual([
      'is required in production',
    ])
    const secret = 'a'.repeat(32)
    expect(loadConfig({ ...production, SESSION_SECRET: secret }).accounts.sessionSecret).toBe(
      secret,
    )
    expect(loadConfig({ NODE_ENV: 'test' }, namedSecrets).accounts.sessionSecret).toBe(
      namedSecrets('SESSION_SECRET'),
    )
    // Without a source, secrets are random for the process: the same within it, 64 hex digits.
    const generated = loadConfig({}).accounts.sessionSecret
    expect(generated).toMatch(/^[0-9a-f]{64}$/)
    expect(loadConfig({}).accounts.sessionSecret).toBe(generated)
    expect(loadConfig({}).payments).not.toMatchObject({ webhookSecret: generated })
    expect(configErrorOf({ SESSION_SECRET: 'short' }).issues.SESSION_SECRET).toEqual([
      'must be at least 32 characters (e.g. openssl rand -hex 32)',
    ])
  })

  it('needs its own STAFF_TOTP_KEY in production; elsewhere the session secret’s derived key stands in', () => {
    const key = 'k'.repeat(32)
    expect(loadConfig({ ...production, STAFF_TOTP_KEY: key }).accounts.staffTotpKey).toBe(key)
    expect(
      configErrorOf({ ...production, STAFF_TOTP_KEY: production.SESSION_SECRET }).issues,
    ).toEqual({ STAFF_TOTP_KEY: ['must differ from SESSION_SECRET'] })
    expect(configErrorOf({ STAFF_TOTP_KEY: 'short' }).issues.STAFF_TOTP_KEY).toEqual([
      'must be at least 32 characters (e.g. openssl rand -hex 32)',
    ])
    expect(loadConfig({}, namedSecrets).accounts.staffTotpKey).toBeUndefined()
  })

  it('needs its own GIFT_CARD_SECRET in production (decision 0073); elsewhere the session secret’s derived key stands in', () => {
    const key = 'k'.repeat(32)
    expect(loadConfig({ ...production, GIFT_CARD_SECRET: key }).giftCardSecret).toBe(key)
    expect(
      configErrorOf({ ...production, GIFT_CARD_SECRET: production.SESSION_SECRET }).issues,
    ).toEqual({ GIFT_CARD_SECRET: ['must differ from SESSION_SECRET'] })
    expect(configErrorOf({ GIFT_CARD_SECRET: 'short' }).issues.GIFT_CARD_SECRET).toEqual([
      'must be at least 32 characters (e.g. openssl rand -hex 32)',
    ])
    expect(loadConfig({}, namedSecrets).giftCardSecret).toBeUndefined()
  })

  it('production refuses every unsafe setting at once, naming each', () => {
    const error = configErrorOf({ NODE_ENV: 'production', DEV_PAGES: '1' })
    expect(error.issues).toEqual({
      SESSION_SECRET: ['is required in production'],
      STAFF_TOTP_KEY: ['is required in production: it encrypts the staff sign-in codes’ secrets'],
      GIFT_CARD_SECRET: [
        'is required in production: gift card codes are looked up by their hash under it',
      ],
      DEV_PAGES: ['must be off in production: the outbox page hands out every sign-in code'],
      PAYMENT_PROVIDER: [
        'is required in production: stripe (or sandbox with ALLOW_SANDBOX_PAYMENTS=1 on a staging site)',
      ],
    })
    expect(error.message).toContain('DEV_PAGES: must be off in production')
    expect(
      configErrorOf({ ...production, PAYMENT_PROVIDER: 'sandbox', STRIPE_WEBHOOK_SECRET: '' })
        .issues,
    ).toEqual({
      PAYMENT_PROVIDER: [
        'is sandbox, whose test cards pay for real bookings: set ALLOW_SANDBOX_PAYMENTS=1 only on a staging site',
      ],
      PAYMENT_WEBHOOK_SECRET: ['is required in production when PAYMENT_PROVIDER is sandbox'],
    })
    // A staging site may take test cards when it says so, with a secret of its own.
    const webhookSecret = 'w'.repeat(32)
    expect(
      loadConfig({
        ...production,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
        PAYMENT_WEBHOOK_SECRET: webhookSecret,
      }).payments,
    ).toEqual({ provider: 'sandbox', webhookSecret })
    expect(loadConfig({ ...production, DEV_PAGES: '0' }).devPages).toBe(false)
  })

  it('issue 14: believes X-Forwarded-For from the local storefront by default, from nobody in production', () => {
    expect(loadConfig(production).trustedProxies).toEqual([])
    expect(
      loadConfig({ ...production, TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.0.2.10'])
    expect(configErrorOf({ TRUSTED_PROXIES: '10.0.0.0/8,localhost' }).issues).toEqual({
      TRUSTED_PROXIES: ["'localhost' is not an IP address or CIDR block like 10.0.0.0/8"],
    })
  })

  it('seeds demo data on an empty database outside production; production only when asked, and never demo accounts', () => {
    expect(loadConfig({}).demoSeed).toEqual({ onFirstRun: true, accounts: true })
    expect(loadConfig({ SEED_DEMO: '0' }).demoSeed).toEqual({ onFirstRun: false, accounts: true })
    expect(loadConfig(production).demoSeed).toEqual({ onFirstRun: false, accounts: false })
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).demoSeed).toEqual({
      onFirstRun: true,
      accounts: false,
    })
  })

  it('reads the mail, site and developer-page settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Tours <hi@example.com>',
      SITE_URL: 'https://tours.example.com/',
      DEV_PAGES: '1',
    })
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Tours <hi@example.com>',
    })
    expect(config.accounts.siteUrl).toBe('https://tours.example.com')
    expect(config.devPages).toBe(true)
    expect(
      Object.keys(configErrorOf({ SMTP_URL: 'http://x', DEV_PAGES: 'yes' }).issues).sort(),
    ).toEqual(['DEV_PAGES', 'SMTP_URL'])
  })

  it('reads the payment settings: the sandbox by default', () => {
    const secret = 'w'.repeat(32)
    expect(
      loadConfig({ PAYMENT_WEBHOOK_SECRET: secret, API_PUBLIC_URL: 'https://api.example.com/' }),
    ).toMatchObject({
      apiPublicUrl: 'https://api.example.com',
      payments: { provider: 'sandbox', webhookSecret: secret },
    })
    expect(loadConfig({ API_PORT: '4321' }).apiPublicUrl).toBe('http://127.0.0.1:4321')
    expect(
      configErrorOf({
        PAYMENT_PROVIDER: 'paypal',
        PAYMENT_WEBHOOK_SECRET: 'short',
        API_PUBLIC_URL: 'https://api.example.com/v1',
      }).issues,
    ).toEqual({
      PAYMENT_PROVIDER: ['must be one of sandbox, stripe'],
      PAYMENT_WEBHOOK_SECRET: ['must be at least 32 characters (e.g. openssl rand -hex 32)'],
      API_PUBLIC_URL: ['must be an origin like https://api.example.com'],
    })
  })

  it('needs both Stripe keys when PAYMENT_PROVIDER is stripe, in any environment', () => {
    expect(configErrorOf({ PAYMENT_PROVIDER: 'stripe' }).issues).toEqual({
      STRIPE_SECRET_KEY: ['is required when PAYMENT_PROVIDER is stripe'],
      STRIPE_WEBHOOK_SECRET: ['is required when PAYMENT_PROVIDER is stripe'],
    })
    expect(
      configErrorOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123' }).issues,
    ).toEqual({ STRIPE_WEBHOOK_SECRET: ['is required when PAYMENT_PROVIDER is stripe'] })
    expect(
      configErrorOf({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'secret' }).issues,
    ).toEqual({
      STRIPE_SECRET_KEY: ['must be a Stripe secret key (sk_… or rk_…)'],
      STRIPE_WEBHOOK_SECRET: ['must be a Stripe webhook signing secret (whsec_…)'],
    })
    // Production needs no sandbox secret when Stripe takes the payments.
    expect(loadConfig(production).payments).toEqual({
      provider: 'stripe',
      stripeSecretKey: 'sk_live_abc',
      stripeWebhookSecret: 'whsec_def',
    })
  })

  it('issue 20: reads the web call settings, naming a bad ICE server list', () => {
    expect(
      loadConfig(
        {
          WEB_CALL_ICE_SERVERS:
            '[{"urls":"turn:turn.example.com:3478","username":"u","credential":"c"}]',
          CALL_PHONE_NUMBER: '+1 202 555 0100',
          WEB_CALL_RING_SECONDS: '30',
        },
        namedSecrets,
      ).webCalls,
    ).toEqual({
      iceServers: [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'c' }],
      phoneNumber: '+12025550100',
      ringMs: 30_000,
    })
    expect(() => loadConfig({ WEB_CALL_ICE_SERVERS: 'stun:x' }, namedSecrets)).toThrow(
      /WEB_CALL_ICE_SERVERS: must be a JSON array/,
    )
  })
})

describe('issue 41: the TWILIO variables (decision 0052)', () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
    TWILIO_AUTH_TOKEN: 'twilio-auth-token',
    TWILIO_FROM: '+12025550143',
  }

  it('leaves SMS unconfigured without them, and reads them all together', () => {
    expect(loadConfig({}, namedSecrets).channels.sms).toBeUndefined()
    expect(loadConfig(twilio, namedSecrets).channels.sms).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'twilio-auth-token',
      from: '+12025550143',
      apiUrl: undefined,
    })
    const viaService = `MG${'b2'.repeat(16)}`
    expect(
      loadConfig(
        { ...twilio, TWILIO_FROM: viaService, TWILIO_API_URL: 'http://127.0.0.1:4104/' },
        namedSecrets,
      ).channels.sms,
    ).toMatchObject({ from: viaService, apiUrl: 'http://127.0.0.1:4104' })
  })

  it('names each missing variable of the group, and each malformed one', () => {
    expect(configErrorOf({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID }).issues).toEqual({
      TWILIO_AUTH_TOKEN: [expect.stringContaining('the TWILIO variables go together')],
      TWILIO_FROM: [expect.stringContaining('the TWILIO variables go together')],
    })
    expect(
      configErrorOf({
        ...twilio,
        TWILIO_ACCOUNT_SID: 'SK123',
        TWILIO_FROM: '202-555-0143',
        TWILIO_API_URL: 'ftp://twilio.test',
      }).issues,
    ).toEqual({
      TWILIO_ACCOUNT_SID: ['must be a Twilio Account SID (AC…)'],
      TWILIO_FROM: ['must be a sender number like +12025550143 or a Messaging Service SID (MG…)'],
      TWILIO_API_URL: ['must be an http(s) URL'],
    })
  })

  it('production takes Twilio only over https', () => {
    expect(
      configErrorOf({ ...production, ...twilio, TWILIO_API_URL: 'http://twilio.test' }).issues,
    ).toEqual({ TWILIO_API_URL: ['must be an https URL in production'] })
    expect(
      loadConfig({ ...production, ...twilio, TWILIO_API_URL: 'https://api.twilio.test' }).channels
        .sms?.apiUrl,
    ).toBe('https://api.twilio.test')
  })
})
