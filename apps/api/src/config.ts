import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brandIds, defaultBrandId } from '@tourmarket/domain/brand'
import type { BrandId } from '@tourmarket/domain/brand'
import { z } from 'zod'
import { providerEnvironmentShape, providerProblems, providersConfig } from './provider-config.ts'
import type { ProvidersConfig } from './provider-config.ts'
import { isProxyEntry } from './platform/http/forwarded-address.ts'

/** The repository root, so relative paths in the environment mean the same from any working directory. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Secrets made for this installation when the environment sets none (outside production); beside
 * the embedded database's folder, git-ignored with it.
 */
export const defaultInstallationSecretsFile = resolve(
  repositoryRoot,
  '.data/installation-secrets.json',
)

/** PGlite keeps its data in memory instead of a folder; used by tests. */
export const inMemoryDataDir = 'memory://'

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]
export const logFormats = ['json', 'pretty'] as const
export type LogFormat = (typeof logFormats)[number]

export const nodeEnvironments = ['development', 'production', 'test'] as const
export type NodeEnvironment = (typeof nodeEnvironments)[number]

/** Folders of the media module: resized images (a cache, safe to delete) and uploaded originals. */
export type MediaConfig = {
  readonly cacheDir: string
  /** The cache's bound (MEDIA_CACHE_MAX_MB): past it the least recently used sizes are deleted. */
  readonly cacheMaxBytes: number
  readonly uploadDir: string
}

/**
 * Uploads one API process receives at once (UPLOAD_CONCURRENCY, 8) and, of those, from one
 * client, an address or an account (UPLOAD_CONCURRENCY_PER_CLIENT, 2); past either, 503 at once.
 */
export type UploadsConfig = { readonly concurrency: number; readonly concurrencyPerClient: number }

/**
 * The tour program PDF's renderers (decision 0045): PROGRAM_PDF_CONCURRENCY worker threads render
 * at once (1: the API's own thread keeps a core on two), PROGRAM_PDF_QUEUE more renders wait, and
 * past them a request is answered 503 at once. PROGRAM_PDF_RENDERS_PER_HOUR (20): PDFs not yet cached
 * one address may have made an hour; past it 429 with a captcha.
 */
export type ProgramPdfConfig = {
  readonly concurrency: number
  readonly queue: number
  readonly rendersPerAddressPerHour: number
}

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string }

/** How sessions are signed and where links in messages point (docs/decisions/0012). */
export type AccountsConfig = {
  /** Signs access tokens and captcha challenges and keys code hashes; at least 32 characters. */
  readonly sessionSecret: string
  /** The storefront's origin, for links in e-mails (password reset, one-time sign-in). */
  readonly siteUrl: string
  /**
   * STAFF_TOTP_KEY: encrypts staff accounts' second-factor secrets at rest (issue 43). Required
   * in production; elsewhere, unset, a key derived from sessionSecret stands in.
   */
  readonly staffTotpKey?: string
}

/** Outgoing mail: through SMTP when smtpUrl is set, otherwise into the outbox table. */
export type MailConfig = { readonly smtpUrl: string | undefined; readonly from: string }

export const paymentProviders = ['sandbox', 'stripe'] as const
export type PaymentProviderName = (typeof paymentProviders)[number]

/** Who takes the money (docs/decisions/0016): the built-in sandbox or Stripe Checkout. */
export type PaymentsConfig =
  | {
      readonly provider: 'sandbox'
      /** Signs the sandbox's webhooks (Sandbox-Signature); at least 32 characters. */
      readonly webhookSecret: string
    }
  | {
      readonly provider: 'stripe'
      readonly stripeSecretKey: string
      /** The endpoint's signing secret (whsec_…), for stripe.webhooks.constructEvent. */
      readonly stripeWebhookSecret: string
    }

/** The shortest SESSION_SECRET accepted: 32 characters, 256 bits if random. */
export const SESSION_SECRET_MIN_LENGTH = 32

/** Secrets the environment may leave unset outside production. */
export type GeneratedSecretName = 'SESSION_SECRET' | 'PAYMENT_WEBHOOK_SECRET'

/**
 * Where a secret comes from when the environment has none (never in production): server start-up
 * passes `installationSecrets` (random once per installation, kept in the data folder); anything
 * else gets secrets random for the process. Never a constant: a public default would let anyone
 * mint captcha answers or forge payment webhooks (issue 14).
 */
export type SecretSource = (name: GeneratedSecretName) => string

const processSecrets = new Map<GeneratedSecretName, string>()

/** Random secrets that live as long as the process: tests, one-off scripts. */
export const processSecretSource: SecretSource = (name) => {
  let secret = processSecrets.get(name)
  if (secret === undefined) {
    secret = randomBytes(32).toString('hex')
    processSecrets.set(name, secret)
  }
  return secret
}

/** What a production start needs set explicitly, and what it refuses. */
export type DemoSeedConfig = {
  /** Fill an empty database with the demo catalogue at start (SEED_DEMO; off in production). */
  readonly onFirstRun: boolean
  /** Create the demo organizer account whose password the README gives: never in production. */
  readonly accounts: boolean
}

export type Config = {
  readonly nodeEnv: NodeEnvironment
  readonly host: string
  readonly port: number
  readonly logLevel: LogLevel
  /**
   * LOG_FORMAT: `json` (one object per line, for a log collector) or `pretty` (coloured lines for
   * a person at a console; `npm start`, `npm run dev` and `npm run start:fleet` ask for it).
   */
  readonly logFormat: LogFormat
  /** Exact origins (scheme://host[:port]) allowed to call the API from a browser; empty means none. */
  readonly corsOrigins: readonly string[]
  readonly database: DatabaseConfig
  readonly media: MediaConfig
  readonly programPdf: ProgramPdfConfig
  readonly uploads: UploadsConfig
  /**
   * Whether a proxy in front of the API (e.g. Cloudflare) sets the visitor's country header and
   * X-Forwarded-For, so /spa/country-by-ip may believe them; unset means no.
   */
  readonly trustCountryHeader?: boolean
  /**
   * Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses and CIDR blocks). By
   * default the loopback storefront of `npm start` outside production, and nobody in production.
   */
  readonly trustedProxies: readonly string[]
  readonly accounts: AccountsConfig
  readonly mail: MailConfig
  /**
   * REDIS_URL: chat events fan out through Redis pub/sub, so several API instances deliver each
   * other's messages; unset, they go through an in-process bus (one instance).
   */
  readonly redisUrl?: string | undefined
  /** DEV_PAGES=1: developer routes (GET /dev/outbox) answer; off unless set. */
  readonly devPages: boolean
  /**
   * The API's own public origin: hosted checkout pages and webhook targets are addressed to it.
   * Defaults to http://127.0.0.1:{port}.
   */
  readonly apiPublicUrl: string
  readonly payments: PaymentsConfig
  /**
   * GIFT_CARD_SECRET: keys the gift card codes' hashes and seals a code until its mail goes out
   * (decision 0073). Required in production, where rotating SESSION_SECRET must not void every
   * card; elsewhere, unset, a key derived from the session secret stands in.
   */
  readonly giftCardSecret?: string
  /** The brand the storefront serves (same BRAND as the web): cashback, tourists form, booking flags. */
  readonly brand: BrandId
  /** §2 booking pages' base path (BOOKING_BASE_PATH, as the web's), for links in booking e-mails. */
  readonly bookingBasePath: string
  readonly demoSeed: DemoSeedConfig
  /**
   * How long a booking awaiting its prepayment holds its seats (BOOKING_HOLD_MINUTES): unpaid by
   * then, the system cancels it and the seats return (issue 14: holds never expired).
   */
  readonly bookingHoldMinutes: number
  /**
   * The job queue (decision 0046): JOBS_POLL_MS (1000) between an idle worker's looks for due
   * jobs, JOBS_LEASE_SECONDS (300) a claim holds a job before it counts as abandoned,
   * JOBS_MAX_ATTEMPTS (8) before a job is failed for good.
   */
  readonly jobs: { readonly pollMs: number; readonly leaseMs: number; readonly maxAttempts: number }
  /** CHAT_UNREAD_MAIL_DELAY_SECONDS (300): how long a chat message stays unread before it is mailed. */
  readonly chatUnreadMailDelayMs: number
  /**
   * Issue 20 web calls: WEB_CALL_ICE_SERVERS (a JSON array of RTCIceServer: STUN/TURN; none on
   * loopback), the phone fallback (CALL_PHONE_NUMBER, as for phone codes) and
   * WEB_CALL_RING_SECONDS (how long a call rings before it is missed; 45 by default).
   */
  readonly webCalls?: {
    readonly ringMs: number
    readonly iceServers: readonly {
      urls: string | string[]
      username?: string
      credential?: string
    }[]
    readonly phoneNumber: string | null
  }
  /** §7 phone codes: the numbers a caller dials (decision 0029). */
  readonly calls: CallsConfig
  /** Chat sockets one API process keeps open per account and per address (ChatSocketLimits). */
  readonly chatSockets?: ChatSocketLimits
  /** Codes sent per hour across every address and API process (issue 37: SMS pumping). */
  readonly sendBudgets: SendBudgetsConfig
} & ProvidersConfig

/**
 * SMS_BUDGET_PER_HOUR: codes to phones (SMS and messengers) an hour, every number together;
 * SMS_BUDGET_PER_COUNTRY_PER_HOUR: of those, to one country's numbers; MAIL_BUDGET_PER_HOUR:
 * codes by e-mail an hour. Past one, sending answers 503 until the hour is over.
 */
export type SendBudgetsConfig = {
  readonly smsPerHour: number
  readonly smsPerCountryPerHour: number
  readonly mailPerHour: number
}

/** A send budget from the environment: a whole number of messages an hour, at least 1. */
const sendBudgetSchema = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number of messages an hour, at least 1' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'must be a whole number of messages an hour, at least 1' }))

/**
 * CHAT_SOCKETS_PER_ACCOUNT (20) and CHAT_SOCKETS_PER_ADDRESS (50, an IPv6 address counted by its
 * /64): open /ws sockets one API process keeps for one account and from one client address; the
 * next is closed with 4429. Counted per process, so a fleet of N allows up to N times as many.
 */
export type ChatSocketLimits = { readonly perAccount: number; readonly perAddress: number }

/** A chat socket limit from the environment: a whole number of sockets, 1 to 10,000. */
const chatSocketLimitSchema = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number of sockets from 1 to 10000' })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, { error: 'must be a whole number of sockets from 1 to 10000' })
      .max(10_000, { error: 'must be a whole number of sockets from 1 to 10000' }),
  )

/**
 * The phone numbers (E.164) callers dial before their extension code: one per caller's country
 * (CALL_PHONE_NUMBERS, `US:+12025550143,GB:+442079460000`), else the fallback (CALL_PHONE_NUMBER).
 * Outside production the fallback defaults to a fictional 555-01xx demo number; production has
 * none unless set (a public default would route real callers to a stranger), and phone codes then
 * answer 503.
 */
export type CallsConfig = {
  readonly fallbackNumber: string | null
  /** Upper-case ISO country code → number. */
  readonly numbersByCountry: Readonly<Record<string, string>>
}

/** The demo number outside production: 555-0100…0199 numbers are reserved for fiction. */
export const demoCallPhoneNumber = '+12025550143'

/** A dialable number in E.164 once spaces, dashes, dots and brackets are gone; else undefined. */
function e164Of(value: string): string | undefined {
  const number = value.replace(/[\s\-().]/g, '')
  return /^\+[1-9]\d{7,14}$/.test(number) ? number : undefined
}

export type Environment = Readonly<Record<string, string | undefined>>

/** Thrown when the environment is invalid; `issues` maps each bad key to what is wrong with it. */
export class ConfigError extends Error {
  readonly issues: Readonly<Record<string, readonly string[]>>

  constructor(issues: Readonly<Record<string, readonly string[]>>) {
    const lines = Object.entries(issues).map(
      ([key, messages]) => `  ${key}: ${messages.join('; ')}`,
    )
    super(`Invalid environment configuration:\n${lines.join('\n')}`)
    this.name = 'ConfigError'
    this.issues = issues
  }
}

// An exported-but-empty variable (`DATABASE_URL=`) is treated as unset, as shells and .env files produce them.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** WEB_CALL_ICE_SERVERS: what RTCPeerConnection takes as iceServers. */
const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
)

/** The storefront of `npm start`. */
const defaultSiteUrl = 'http://127.0.0.1:3000'
const defaultMailFrom = 'Tourmarket <no-reply@tourmarket.test>'

function isPostgresUrl(value: string): boolean {
  return URL.canParse(value) && ['postgres:', 'postgresql:'].includes(new URL(value).protocol)
}

function toOrigin(entry: string): string | undefined {
  if (!URL.canParse(entry)) return undefined
  const url = new URL(entry)
  const isBareOrigin = url.pathname === '/' && url.search === '' && url.hash === ''
  return ['http:', 'https:'].includes(url.protocol) && isBareOrigin ? url.origin : undefined
}

/** The non-blank entries of a comma-separated list, trimmed. */
function commaSeparated(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

const environmentSchema = z.object({
  NODE_ENV: optional(
    z.enum(nodeEnvironments, { error: `must be one of ${nodeEnvironments.join(', ')}` }),
  ),
  API_HOST: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  API_PORT: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be an integer from 0 to 65535' })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be an integer from 0 to 65535' })),
  ),
  DATABASE_URL: optional(
    z.string().refine(isPostgresUrl, { error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  PGLITE_DATA_DIR: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  MEDIA_CACHE_DIR: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  MEDIA_UPLOAD_DIR: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  MEDIA_CACHE_MAX_MB: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of megabytes, at least 1' })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be a whole number of megabytes, at least 1' })),
  ),
  UPLOAD_CONCURRENCY: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of uploads, at least 1' })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be a whole number of uploads, at least 1' })),
  ),
  UPLOAD_CONCURRENCY_PER_CLIENT: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of uploads, at least 1' })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be a whole number of uploads, at least 1' })),
  ),
  PROGRAM_PDF_CONCURRENCY: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 1 to 32' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: 'must be a whole number from 1 to 32' })
          .max(32, { error: 'must be a whole number from 1 to 32' }),
      ),
  ),
  PROGRAM_PDF_QUEUE: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 0 to 1000' })
      .transform(Number)
      .pipe(z.number().max(1000, { error: 'must be a whole number from 0 to 1000' })),
  ),
  PROGRAM_PDF_RENDERS_PER_HOUR: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of PDFs an hour, at least 1' })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be a whole number of PDFs an hour, at least 1' })),
  ),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
  LOG_FORMAT: optional(z.enum(logFormats, { error: `must be one of ${logFormats.join(', ')}` })),
  TRUST_COUNTRY_HEADER: optional(
    z
      .enum(['1', '0', 'true', 'false'], { error: 'must be one of 1, 0, true, false' })
      .transform((value) => value === '1' || value === 'true'),
  ),
  TRUSTED_PROXIES: optional(
    z.string().transform((value, context) => {
      const entries = commaSeparated(value)
      for (const entry of entries.filter((item) => !isProxyEntry(item))) {
        context.addIssue({
          code: 'custom',
          message: `'${entry}' is not an IP address or CIDR block like 10.0.0.0/8`,
        })
      }
      return entries
    }),
  ),
  SESSION_SECRET: optional(
    z.string().min(SESSION_SECRET_MIN_LENGTH, {
      error: `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    }),
  ),
  STAFF_TOTP_KEY: optional(
    z.string().min(SESSION_SECRET_MIN_LENGTH, {
      error: `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    }),
  ),
  GIFT_CARD_SECRET: optional(
    z.string().min(SESSION_SECRET_MIN_LENGTH, {
      error: `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    }),
  ),
  SITE_URL: optional(
    z.string().refine((value) => toOrigin(value) !== undefined, {
      error: 'must be an origin like https://example.com',
    }),
  ),
  SMTP_URL: optional(
    z.string().refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      error: 'must be an smtp:// or smtps:// URL',
    }),
  ),
  REDIS_URL: optional(
    z
      .string()
      .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
        error: 'must be a redis:// or rediss:// URL',
      }),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .min(3, { error: 'must be an address like Tourmarket <no-reply@example.com>' }),
  ),
  DEV_PAGES: optional(
    z
      .enum(['1', '0', 'true', 'false'], { error: 'must be one of 1, 0, true, false' })
      .transform((value) => value === '1' || value === 'true'),
  ),
  SMS_BUDGET_PER_HOUR: optional(sendBudgetSchema),
  SMS_BUDGET_PER_COUNTRY_PER_HOUR: optional(sendBudgetSchema),
  MAIL_BUDGET_PER_HOUR: optional(sendBudgetSchema),
  JOBS_POLL_MS: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of milliseconds, at least 10' })
      .transform(Number)
      .pipe(z.number().min(10, { error: 'must be a whole number of milliseconds, at least 10' })),
  ),
  JOBS_LEASE_SECONDS: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of seconds, at least 10' })
      .transform(Number)
      .pipe(z.number().min(10, { error: 'must be a whole number of seconds, at least 10' })),
  ),
  JOBS_MAX_ATTEMPTS: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of attempts from 1 to 50' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: 'must be a whole number of attempts from 1 to 50' })
          .max(50, { error: 'must be a whole number of attempts from 1 to 50' }),
      ),
  ),
  CHAT_UNREAD_MAIL_DELAY_SECONDS: optional(
    z.string().regex(/^\d+$/, { error: 'must be a whole number of seconds' }).transform(Number),
  ),
  BOOKING_HOLD_MINUTES: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of minutes from 15 to 10080' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(15, { error: 'must be a whole number of minutes from 15 to 10080' })
          .max(10_080, { error: 'must be a whole number of minutes from 15 to 10080' }),
      ),
  ),
  ALLOW_SANDBOX_PAYMENTS: optional(
    z
      .enum(['1', '0', 'true', 'false'], { error: 'must be one of 1, 0, true, false' })
      .transform((value) => value === '1' || value === 'true'),
  ),
  SEED_DEMO: optional(
    z
      .enum(['1', '0', 'true', 'false'], { error: 'must be one of 1, 0, true, false' })
      .transform((value) => value === '1' || value === 'true'),
  ),
  PAYMENT_PROVIDER: optional(
    z.enum(paymentProviders, { error: `must be one of ${paymentProviders.join(', ')}` }),
  ),
  PAYMENT_WEBHOOK_SECRET: optional(
    z.string().min(SESSION_SECRET_MIN_LENGTH, {
      error: `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    }),
  ),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_\w+$/, { error: 'must be a Stripe secret key (sk_… or rk_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' }),
  ),
  API_PUBLIC_URL: optional(
    z.string().refine((value) => toOrigin(value) !== undefined, {
      error: 'must be an origin like https://api.example.com',
    }),
  ),
  WEB_CALL_ICE_SERVERS: optional(
    z.string().transform((value, context) => {
      try {
        const parsed = iceServersSchema.safeParse(JSON.parse(value))
        if (parsed.success) return parsed.data
      } catch {
        // Reported below, as for any value that is not such an array.
      }
      context.addIssue({
        code: 'custom',
        message: 'must be a JSON array like [{"urls":"stun:stun.example.com:3478"}]',
      })
      return z.NEVER
    }),
  ),
  WEB_CALL_RING_SECONDS: optional(z.coerce.number().int().min(5).max(300)),
  CHAT_SOCKETS_PER_ACCOUNT: optional(chatSocketLimitSchema),
  CHAT_SOCKETS_PER_ADDRESS: optional(chatSocketLimitSchema),
  BRAND: optional(z.enum(brandIds, { error: `must be one of ${brandIds.join(', ')}` })),
  CALL_PHONE_NUMBER: optional(
    z.string().transform((value, context) => {
      const number = e164Of(value)
      if (number === undefined) {
        context.addIssue({ code: 'custom', message: 'must be a phone number like +12025550143' })
        return z.NEVER
      }
      return number
    }),
  ),
  CALL_PHONE_NUMBERS: optional(
    z.string().transform((value, context) => {
      const numbers: Record<string, string> = {}
      for (const entry of commaSeparated(value)) {
        const [iso = '', typed = ''] = entry.split(':').map((part) => part.trim())
        const number = e164Of(typed)
        if (!/^[A-Za-z]{2}$/.test(iso) || number === undefined) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" must be COUNTRY:NUMBER, e.g. US:+12025550143`,
          })
          return z.NEVER
        }
        numbers[iso.toUpperCase()] = number
      }
      return numbers
    }),
  ),
  // The web's rule (apps/web/app/routing/site-routes.ts bookingBasePath): lowercase words.
  BOOKING_BASE_PATH: optional(
    z
      .string()
      .transform((value) => value.trim().replace(/^\/+|\/+$/g, ''))
      .pipe(
        z.union([
          z.literal(''),
          z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, {
            error: 'must be a path of lowercase words, e.g. booking',
          }),
        ]),
      ),
  ),
  CORS_ORIGINS: optional(
    z.string().transform((value, context) => {
      const entries = commaSeparated(value)
      const origins: string[] = []
      for (const entry of entries) {
        const origin = toOrigin(entry)
        if (origin === undefined) {
          context.addIssue({
            code: 'custom',
            message: `'${entry}' is not an origin like https://example.com or http://localhost:3000`,
          })
        } else {
          origins.push(origin)
        }
      }
      return origins
    }),
  ),
  ...providerEnvironmentShape,
})

/** A folder from the environment, relative ones taken from the repository root. */
function resolveFolder(value: string | undefined, fallback: string): string {
  return resolve(repositoryRoot, value ?? fallback)
}

/** Stripe needs both of its keys. */
function stripeKeyProblems(values: z.infer<typeof environmentSchema>): Record<string, string[]> {
  if (values.PAYMENT_PROVIDER !== 'stripe') return {}
  const required = ['is required when PAYMENT_PROVIDER is stripe']
  return {
    ...(values.STRIPE_SECRET_KEY === undefined ? { STRIPE_SECRET_KEY: required } : {}),
    ...(values.STRIPE_WEBHOOK_SECRET === undefined ? { STRIPE_WEBHOOK_SECRET: required } : {}),
  }
}

/** Outside production the sandbox's webhook secret may be generated. */
function paymentsConfig(
  values: z.infer<typeof environmentSchema>,
  secretSource: SecretSource,
): PaymentsConfig {
  const { STRIPE_SECRET_KEY: stripeSecretKey, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret } = values
  if (values.PAYMENT_PROVIDER === 'stripe' && stripeSecretKey && stripeWebhookSecret) {
    return { provider: 'stripe', stripeSecretKey, stripeWebhookSecret }
  }
  return {
    provider: 'sandbox',
    webhookSecret: values.PAYMENT_WEBHOOK_SECRET ?? secretSource('PAYMENT_WEBHOOK_SECRET'),
  }
}

/**
 * Everything a production start refuses, all at once so an operator fixes the environment in one
 * go: secrets must be its own, nothing that hands out codes or takes fake money may be on.
 */
function productionProblems(values: z.infer<typeof environmentSchema>): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  if (values.SESSION_SECRET === undefined) {
    problems.SESSION_SECRET = ['is required in production']
  }
  if (values.STAFF_TOTP_KEY === undefined) {
    problems.STAFF_TOTP_KEY = [
      'is required in production: it encrypts the staff sign-in codes’ secrets',
    ]
  } else if (values.STAFF_TOTP_KEY === values.SESSION_SECRET) {
    problems.STAFF_TOTP_KEY = ['must differ from SESSION_SECRET']
  }
  if (values.GIFT_CARD_SECRET === undefined) {
    problems.GIFT_CARD_SECRET = [
      'is required in production: gift card codes are looked up by their hash under it',
    ]
  } else if (values.GIFT_CARD_SECRET === values.SESSION_SECRET) {
    problems.GIFT_CARD_SECRET = ['must differ from SESSION_SECRET']
  }
  if (values.DEV_PAGES === true) {
    problems.DEV_PAGES = ['must be off in production: the outbox page hands out every sign-in code']
  }
  if (values.PAYMENT_PROVIDER === undefined) {
    problems.PAYMENT_PROVIDER = [
      'is required in production: stripe (or sandbox with ALLOW_SANDBOX_PAYMENTS=1 on a staging site)',
    ]
  } else if (values.PAYMENT_PROVIDER === 'sandbox') {
    if (values.ALLOW_SANDBOX_PAYMENTS !== true) {
      problems.PAYMENT_PROVIDER = [
        'is sandbox, whose test cards pay for real bookings: set ALLOW_SANDBOX_PAYMENTS=1 only on a staging site',
      ]
    }
    if (values.PAYMENT_WEBHOOK_SECRET === undefined) {
      problems.PAYMENT_WEBHOOK_SECRET = [
        'is required in production when PAYMENT_PROVIDER is sandbox',
      ]
    }
  }
  return problems
}

function resolveDataDir(value: string | undefined): string {
  if (value === inMemoryDataDir) return value
  return resolve(repositoryRoot, value ?? '.data/pglite')
}

/**
 * Parses and validates the environment once, at start-up; the rest of the API reads the returned
 * Config and never process.env. Throws ConfigError naming every bad key. Secrets the environment
 * leaves unset (outside production) come from `secretSource`.
 */
export function loadConfig(
  env: Environment,
  secretSource: SecretSource = processSecretSource,
): Config {
  const result = environmentSchema.safeParse(env)
  if (!result.success) {
    const issues: Record<string, string[]> = {}
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'environment')
      issues[key] = [...(issues[key] ?? []), issue.message]
    }
    throw new ConfigError(issues)
  }
  const values = result.data
  const nodeEnv = values.NODE_ENV ?? 'development'
  const isProduction = nodeEnv === 'production'
  const problems = {
    ...stripeKeyProblems(values),
    ...(isProduction ? productionProblems(values) : {}),
    ...providerProblems(values, isProduction),
  }
  if (Object.keys(problems).length > 0) throw new ConfigError(problems)
  const payments = paymentsConfig(values, secretSource)
  const port = values.API_PORT ?? 4000
  return {
    nodeEnv,
    host: values.API_HOST ?? '127.0.0.1',
    port,
    logLevel: values.LOG_LEVEL ?? 'info',
    logFormat: values.LOG_FORMAT ?? 'json',
    corsOrigins: values.CORS_ORIGINS ?? [],
    trustCountryHeader: values.TRUST_COUNTRY_HEADER,
    trustedProxies: values.TRUSTED_PROXIES ?? (isProduction ? [] : ['127.0.0.1', '::1']),
    database:
      values.DATABASE_URL === undefined
        ? { kind: 'pglite', dataDir: resolveDataDir(values.PGLITE_DATA_DIR) }
        : { kind: 'postgres', url: values.DATABASE_URL },
    media: {
      cacheDir: resolveFolder(values.MEDIA_CACHE_DIR, '.data/media-cache'),
      cacheMaxBytes: (values.MEDIA_CACHE_MAX_MB ?? 2048) * 1024 * 1024,
      uploadDir: resolveFolder(values.MEDIA_UPLOAD_DIR, '.data/uploads'),
    },
    programPdf: {
      concurrency: values.PROGRAM_PDF_CONCURRENCY ?? 1,
      queue: values.PROGRAM_PDF_QUEUE ?? 8,
      rendersPerAddressPerHour: values.PROGRAM_PDF_RENDERS_PER_HOUR ?? 20,
    },
    uploads: {
      concurrency: values.UPLOAD_CONCURRENCY ?? 8,
      concurrencyPerClient: values.UPLOAD_CONCURRENCY_PER_CLIENT ?? 2,
    },
    accounts: {
      sessionSecret: values.SESSION_SECRET ?? secretSource('SESSION_SECRET'),
      ...(values.STAFF_TOTP_KEY === undefined ? {} : { staffTotpKey: values.STAFF_TOTP_KEY }),
      siteUrl:
        values.SITE_URL === undefined
          ? defaultSiteUrl
          : (toOrigin(values.SITE_URL) ?? defaultSiteUrl),
    },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM ?? defaultMailFrom },
    redisUrl: values.REDIS_URL,
    devPages: values.DEV_PAGES ?? false,
    apiPublicUrl:
      (values.API_PUBLIC_URL === undefined ? undefined : toOrigin(values.API_PUBLIC_URL)) ??
      `http://127.0.0.1:${String(port)}`,
    payments,
    ...(values.GIFT_CARD_SECRET === undefined ? {} : { giftCardSecret: values.GIFT_CARD_SECRET }),
    brand: values.BRAND ?? defaultBrandId,
    bookingBasePath:
      values.BOOKING_BASE_PATH === undefined || values.BOOKING_BASE_PATH === ''
        ? 'booking'
        : values.BOOKING_BASE_PATH,
    demoSeed: { onFirstRun: values.SEED_DEMO ?? !isProduction, accounts: !isProduction },
    bookingHoldMinutes: values.BOOKING_HOLD_MINUTES ?? 60,
    jobs: {
      pollMs: values.JOBS_POLL_MS ?? 1000,
      leaseMs: (values.JOBS_LEASE_SECONDS ?? 300) * 1000,
      maxAttempts: values.JOBS_MAX_ATTEMPTS ?? 8,
    },
    chatUnreadMailDelayMs: (values.CHAT_UNREAD_MAIL_DELAY_SECONDS ?? 300) * 1000,
    sendBudgets: {
      smsPerHour: values.SMS_BUDGET_PER_HOUR ?? 300,
      smsPerCountryPerHour: values.SMS_BUDGET_PER_COUNTRY_PER_HOUR ?? 100,
      mailPerHour: values.MAIL_BUDGET_PER_HOUR ?? 2000,
    },
    chatSockets: {
      perAccount: values.CHAT_SOCKETS_PER_ACCOUNT ?? 20,
      perAddress: values.CHAT_SOCKETS_PER_ADDRESS ?? 50,
    },
    webCalls: {
      ringMs: (values.WEB_CALL_RING_SECONDS ?? 45) * 1000,
      iceServers: values.WEB_CALL_ICE_SERVERS ?? [],
      // The web call's phone fallback is the number phone codes use (decision 0029).
      phoneNumber: values.CALL_PHONE_NUMBER ?? (isProduction ? null : demoCallPhoneNumber),
    },
    calls: {
      fallbackNumber: values.CALL_PHONE_NUMBER ?? (isProduction ? null : demoCallPhoneNumber),
      numbersByCountry: values.CALL_PHONE_NUMBERS ?? {},
    },
    ...providersConfig(values, isProduction),
  }
}
