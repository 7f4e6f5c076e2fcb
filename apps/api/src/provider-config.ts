import { z } from 'zod'

/**
 * The message and identity providers (issue 41), from the environment: each is configured by a
 * group of variables given all together or not at all, and an unconfigured one is simply not
 * offered. A `*_API_URL` points a provider's client at another host (a regional edge, or the
 * local fake the tests start); production accepts only https there.
 */

/** SMS through Twilio's Messages resource (the `twilio` SDK). */
export type SmsProviderConfig = {
  readonly accountSid: string
  readonly authToken: string
  /** A sender number (E.164) or a Messaging Service SID (MG…). */
  readonly from: string
  /** Twilio's API origin; undefined: the SDK's own (https://api.twilio.com). */
  readonly apiUrl: string | undefined
}

/** The Telegram bot (grammY) that sends codes and relays chats both ways. */
export type TelegramConfig = {
  readonly botToken: string
  /** The bot's @name without the @: t.me links are built from it. */
  readonly botUsername: string
  /** Telegram sends it back as X-Telegram-Bot-Api-Secret-Token on every webhook call. */
  readonly webhookSecret: string
  /** The Bot API's origin; undefined: https://api.telegram.org. */
  readonly apiUrl: string | undefined
}

/** WhatsApp through Meta's Cloud API over HTTPS. */
export type WhatsAppConfig = {
  readonly accessToken: string
  readonly phoneNumberId: string
  /** Signs the webhook's X-Hub-Signature-256. */
  readonly appSecret: string
  /** Echoed once when the webhook is subscribed (hub.verify_token). */
  readonly verifyToken: string
  /** The approved authentication template codes are sent with. */
  readonly codeTemplate: string
  /** The Graph API's base, version included. */
  readonly apiUrl: string
}

export type ChannelsConfig = {
  readonly sms?: SmsProviderConfig
  readonly telegram?: TelegramConfig
  readonly whatsapp?: WhatsAppConfig
}

export const identityProviders = ['sandbox', 'stripe'] as const

/**
 * Who checks an organizer's identity (§1 "a third-party provider"): Stripe Identity, the sandbox
 * (development only), or nobody, and then the organizer page offers no check.
 */
export type IdentityVerificationConfig =
  | { readonly provider: 'none' }
  | { readonly provider: 'sandbox' }
  | {
      readonly provider: 'stripe'
      readonly secretKey: string
      /** The identity webhook endpoint's signing secret (whsec_…). */
      readonly webhookSecret: string
    }

export type ProvidersConfig = {
  readonly channels: ChannelsConfig
  readonly identityVerification: IdentityVerificationConfig
  /** Stripe's API origin for payments and identity; undefined: https://api.stripe.com. */
  readonly stripeApiUrl: string | undefined
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const text = () => optional(z.string().trim().min(1, { error: 'must not be blank' }))

const apiUrl = () =>
  optional(
    z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        error: 'must be an http(s) URL',
      })
      .transform((value) => value.replace(/\/+$/, '')),
  )

/** The provider variables; config.ts adds them to its environment schema. */
export const providerEnvironmentShape = {
  TWILIO_ACCOUNT_SID: optional(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be a Twilio Account SID (AC…)' }),
  ),
  TWILIO_AUTH_TOKEN: text(),
  TWILIO_FROM: optional(
    z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, {
      error: 'must be a sender number like +12025550143 or a Messaging Service SID (MG…)',
    }),
  ),
  TWILIO_API_URL: apiUrl(),
  TELEGRAM_BOT_TOKEN: optional(
    z.string().regex(/^\d+:[\w-]{20,}$/, { error: 'must be a bot token from @BotFather' }),
  ),
  TELEGRAM_BOT_USERNAME: optional(
    z
      .string()
      .transform((value) => value.trim().replace(/^@/, ''))
      .pipe(z.string().regex(/^\w{5,32}$/, { error: 'must be the bot’s @name' })),
  ),
  TELEGRAM_WEBHOOK_SECRET: optional(
    z.string().regex(/^[\w-]{32,256}$/, {
      error: 'must be 32 to 256 letters, digits, _ or - (e.g. openssl rand -hex 32)',
    }),
  ),
  TELEGRAM_API_URL: apiUrl(),
  WHATSAPP_ACCESS_TOKEN: text(),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d+$/, { error: 'must be digits' })),
  WHATSAPP_APP_SECRET: text(),
  WHATSAPP_VERIFY_TOKEN: text(),
  WHATSAPP_CODE_TEMPLATE: text(),
  WHATSAPP_API_URL: apiUrl(),
  IDENTITY_PROVIDER: optional(
    z.enum(identityProviders, { error: `must be one of ${identityProviders.join(', ')}` }),
  ),
  STRIPE_IDENTITY_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' }),
  ),
  STRIPE_API_URL: apiUrl(),
}

type ProviderEnvironment = z.infer<z.ZodObject<typeof providerEnvironmentShape>>

/** What the provider variables need besides their own shape. */
type ProviderValues = ProviderEnvironment & { readonly STRIPE_SECRET_KEY?: string | undefined }

const groups = {
  TWILIO: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  TELEGRAM: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_BOT_USERNAME', 'TELEGRAM_WEBHOOK_SECRET'],
  WHATSAPP: [
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
    'WHATSAPP_CODE_TEMPLATE',
  ],
} as const satisfies Record<string, readonly (keyof ProviderEnvironment)[]>

const apiUrlKeys = [
  'TWILIO_API_URL',
  'TELEGRAM_API_URL',
  'WHATSAPP_API_URL',
  'STRIPE_API_URL',
] as const satisfies readonly (keyof ProviderEnvironment)[]

/** Every problem of the provider variables at once, as config.ts reports them. */
export function providerProblems(
  values: ProviderValues,
  isProduction: boolean,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  for (const [group, keys] of Object.entries(groups)) {
    const given = keys.filter((key) => values[key] !== undefined)
    if (given.length === 0 || given.length === keys.length) continue
    for (const key of keys) {
      if (values[key] === undefined) {
        problems[key] = [
          `is required with ${given.join(', ')} (the ${group} variables go together)`,
        ]
      }
    }
  }
  if (values.IDENTITY_PROVIDER === 'stripe') {
    if (values.STRIPE_SECRET_KEY === undefined) {
      problems.STRIPE_SECRET_KEY = ['is required when IDENTITY_PROVIDER is stripe']
    }
    if (values.STRIPE_IDENTITY_WEBHOOK_SECRET === undefined) {
      problems.STRIPE_IDENTITY_WEBHOOK_SECRET = ['is required when IDENTITY_PROVIDER is stripe']
    }
  }
  if (isProduction) {
    if (values.IDENTITY_PROVIDER === 'sandbox') {
      problems.IDENTITY_PROVIDER = [
        'is sandbox, which verifies anyone: use stripe in production, or leave it unset to offer no check',
      ]
    }
    for (const key of apiUrlKeys) {
      const url = values[key]
      if (url !== undefined && new URL(url).protocol !== 'https:') {
        problems[key] = ['must be an https URL in production']
      }
    }
  }
  return problems
}

const defaultWhatsAppApiUrl = 'https://graph.facebook.com/v21.0'

/** The providers as the services use them; call after `providerProblems` found none. */
export function providersConfig(values: ProviderValues, isProduction: boolean): ProvidersConfig {
  const {
    TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN,
    TWILIO_FROM,
    TELEGRAM_BOT_TOKEN,
    TELEGRAM_BOT_USERNAME,
    TELEGRAM_WEBHOOK_SECRET,
    WHATSAPP_ACCESS_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_CODE_TEMPLATE,
  } = values
  const identityProvider = values.IDENTITY_PROVIDER ?? (isProduction ? 'none' : 'sandbox')
  return {
    channels: {
      ...(TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM
        ? {
            sms: {
              accountSid: TWILIO_ACCOUNT_SID,
              authToken: TWILIO_AUTH_TOKEN,
              from: TWILIO_FROM,
              apiUrl: values.TWILIO_API_URL,
            },
          }
        : {}),
      ...(TELEGRAM_BOT_TOKEN && TELEGRAM_BOT_USERNAME && TELEGRAM_WEBHOOK_SECRET
        ? {
            telegram: {
              botToken: TELEGRAM_BOT_TOKEN,
              botUsername: TELEGRAM_BOT_USERNAME,
              webhookSecret: TELEGRAM_WEBHOOK_SECRET,
              apiUrl: values.TELEGRAM_API_URL,
            },
          }
        : {}),
      ...(WHATSAPP_ACCESS_TOKEN &&
      WHATSAPP_PHONE_NUMBER_ID &&
      WHATSAPP_APP_SECRET &&
      WHATSAPP_VERIFY_TOKEN &&
      WHATSAPP_CODE_TEMPLATE
        ? {
            whatsapp: {
              accessToken: WHATSAPP_ACCESS_TOKEN,
              phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
              appSecret: WHATSAPP_APP_SECRET,
              verifyToken: WHATSAPP_VERIFY_TOKEN,
              codeTemplate: WHATSAPP_CODE_TEMPLATE,
              apiUrl: values.WHATSAPP_API_URL ?? defaultWhatsAppApiUrl,
            },
          }
        : {}),
    },
    identityVerification:
      identityProvider === 'stripe' &&
      values.STRIPE_SECRET_KEY !== undefined &&
      values.STRIPE_IDENTITY_WEBHOOK_SECRET !== undefined
        ? {
            provider: 'stripe',
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_IDENTITY_WEBHOOK_SECRET,
          }
        : identityProvider === 'sandbox'
          ? { provider: 'sandbox' }
          : { provider: 'none' },
    stripeApiUrl: values.STRIPE_API_URL,
  }
}
