/** Where Stripe's API is, as the SDK takes it; tests point it at a local fake server. */
export type StripeApiLocation = {
  readonly host: string
  readonly port: number
  readonly protocol: 'http' | 'https'
}

/**
 * STRIPE_API_URL (config.stripeApiUrl) as the SDK's host, port and protocol; undefined leaves the
 * SDK on its own api.stripe.com. Payments and identity verification share one Stripe account.
 */
export function stripeApiLocation(url: string | undefined): StripeApiLocation | undefined {
  if (url === undefined) return undefined
  const parsed = new URL(url)
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https'
  return {
    host: parsed.hostname,
    port: parsed.port === '' ? (protocol === 'http' ? 80 : 443) : Number(parsed.port),
    protocol,
  }
}
