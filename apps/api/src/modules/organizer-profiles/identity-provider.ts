// The identity verification provider as the organizer profiles see it (§1: a third-party
// provider checks organizers' identity). The sandbox (sandbox-identity-provider.ts) is the only
// one built in; a real provider is another implementation of this port.

export type IdentityCheckOutcome = 'succeeded' | 'failed'

export type IdentityCallbackRejection =
  'webhook_signature_invalid' | 'webhook_timestamp_stale' | 'webhook_payload_invalid'

export type IdentityVerificationProvider = {
  readonly name: string
  /** A new hosted check: its reference names it in callbacks, its URL is where the person goes. */
  start(): { readonly reference: string; readonly url: string }
  /** A callback's verdict, checked against its signature over the exact bytes received. */
  readCallback(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ):
    | { ok: true; reference: string; outcome: IdentityCheckOutcome }
    | { ok: false; reason: IdentityCallbackRejection }
}

/** Where providers send their verdicts (the API's own route). */
export const identityCallbackPath = '/crm/api/identity-verification/callback'
