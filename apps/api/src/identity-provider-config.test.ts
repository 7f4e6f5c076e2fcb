// Issue 41 item 4: IDENTITY_PROVIDER, STRIPE_IDENTITY_WEBHOOK_SECRET and STRIPE_API_URL as
// loadConfig reads them (provider-config.ts), and STRIPE_API_URL as the SDK's location.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { stripeApiLocation } from './platform/stripe/api-location.ts'

const secrets = (name: string) => `generated-${name}`.padEnd(32, '-')

function issuesOf(env: Record<string, string>): Readonly<Record<string, readonly string[]>> {
  try {
    loadConfig(env, secrets)
  } catch (error) {
    if (error instanceof ConfigError) return error.issues
    throw error
  }
  throw new Error('loadConfig accepted an invalid environment')
}

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

describe('issue 41: the identity provider from the environment', () => {
  it('is the sandbox by default outside production, and none in production', () => {
    expect(loadConfig({}, secrets).identityVerification).toEqual({ provider: 'sandbox' })
    expect(loadConfig(production, secrets).identityVerification).toEqual({ provider: 'none' })
  })

  it('refuses the sandbox in production, which would verify anyone', () => {
    expect(issuesOf({ ...production, IDENTITY_PROVIDER: 'sandbox' })).toEqual({
      IDENTITY_PROVIDER: [expect.stringContaining('verifies anyone')],
    })
  })

  it('Stripe needs the secret key it shares with payments and the identity endpoint’s own secret', () => {
    expect(issuesOf({ IDENTITY_PROVIDER: 'stripe' })).toEqual({
      STRIPE_SECRET_KEY: ['is required when IDENTITY_PROVIDER is stripe'],
      STRIPE_IDENTITY_WEBHOOK_SECRET: ['is required when IDENTITY_PROVIDER is stripe'],
    })
    expect(
      issuesOf({
        IDENTITY_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_IDENTITY_WEBHOOK_SECRET: 'secret',
      }),
    ).toEqual({
      STRIPE_IDENTITY_WEBHOOK_SECRET: ['must be a Stripe webhook signing secret (whsec_…)'],
    })
    expect(issuesOf({ IDENTITY_PROVIDER: 'onfido' })).toEqual({
      IDENTITY_PROVIDER: ['must be one of sandbox, stripe'],
    })
    const config = loadConfig(
      {
        ...production,
        IDENTITY_PROVIDER: 'stripe',
        STRIPE_IDENTITY_WEBHOOK_SECRET: 'whsec_identity',
      },
      secrets,
    )
    expect(config.identityVerification).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_identity',
    })
    // Payments keep their own endpoint's secret.
    expect(config.payments).toMatchObject({ stripeWebhookSecret: 'whsec_def' })
  })

  it('STRIPE_API_URL moves the SDK (https only in production), for payments and identity alike', () => {
    expect(loadConfig({}, secrets).stripeApiUrl).toBeUndefined()
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:4107/' }, secrets).stripeApiUrl).toBe(
      'http://127.0.0.1:4107',
    )
    expect(issuesOf({ STRIPE_API_URL: 'ftp://example.com' })).toEqual({
      STRIPE_API_URL: ['must be an http(s) URL'],
    })
    expect(issuesOf({ ...production, STRIPE_API_URL: 'http://stripe.internal' })).toEqual({
      STRIPE_API_URL: ['must be an https URL in production'],
    })
    expect(stripeApiLocation(undefined)).toBeUndefined()
    expect(stripeApiLocation('http://127.0.0.1:4107')).toEqual({
      host: '127.0.0.1',
      port: 4107,
      protocol: 'http',
    })
    expect(stripeApiLocation('https://stripe-edge.example.com')).toEqual({
      host: 'stripe-edge.example.com',
      port: 443,
      protocol: 'https',
    })
  })
})
