// The identity verification provider as the organizer profiles see it (§1: a third-party
// provider checks organizers' identity): Stripe Identity (stripe-identity-provider.ts) or, outside
// production, the sandbox (sandbox-identity-provider.ts).

export type IdentityCheckOutcome = 'succeeded' | 'failed'

/** A check's state at the provider: still open (or being processed), passed, or failed. */
export type IdentityCheckStatus = 'pending' | IdentityCheckOutcome

export type IdentityCallbackRejection =
  'webhook_signature_invalid' | 'webhook_timestamp_stale' | 'webhook_payload_invalid'

export type IdentityCallbackReading =
  | { ok: true; reference: string; status: IdentityCheckStatus }
  /** Signed by the provider but about nothing we act on (another event type): acknowledged. */
  | { ok: true; reference: null }
  | { ok: false; reason: IdentityCallbackRejection }

export type IdentityVerificationProvider = {
  readonly name: string
  /**
   * How its callbacks settle a check. `verdict`: one signed verdict settles it once, so a replay
   * or a second verdict is refused (409). `status`: each event names the check's current status at
   * the provider, which is applied whenever it differs (a failed attempt may be retried in the
   * same session and pass), so repeated and late events are harmless and answered 200.
   */
  readonly settles: 'verdict' | 'status'
  /** A new hosted check: its reference names it in callbacks, its URL is where the person goes. */
  start(check: { organizerId: number }): Promise<{ reference: string; url: string }>
  /** A callback, checked against its signature over the exact bytes received. */
  readCallback(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<IdentityCallbackReading>
}

/** Where providers send their verdicts and events (the API's own route). */
export const identityCallbackPath = '/crm/api/identity-verification/callback'

/** Where a provider's hosted check sends the browser back: the profiles in the settings. */
export function identityReturnUrl(siteUrl: string, organizerId: number): string {
  return `${siteUrl}/settings/organizer?verification=returned&orgId=${String(organizerId)}#organizer-profiles`
}

/** One header's value as received (the first when repeated). */
export function headerValue(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}
