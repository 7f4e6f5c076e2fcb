import Stripe from 'stripe'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../platform/sandbox/signature.ts'
import type { StripeApiLocation } from '../../platform/stripe/api-location.ts'
import { headerValue, identityReturnUrl } from './identity-provider.ts'
import type {
  IdentityCallbackReading,
  IdentityCheckStatus,
  IdentityVerificationProvider,
} from './identity-provider.ts'

export const STRIPE_IDENTITY_PROVIDER = 'stripe'

/** The VerificationSession events that move a check; Stripe sends others to the same endpoint. */
const sessionEvents: ReadonlySet<string> = new Set([
  'identity.verification_session.processing',
  'identity.verification_session.verified',
  'identity.verification_session.requires_input',
  'identity.verification_session.canceled',
])

/**
 * A VerificationSession's status as a check's: `requires_input` is a failed attempt once it has
 * an error (the person may retry in the same session), and before that a check not yet submitted.
 */
export function identityStatusOfSession(
  session: Pick<Stripe.Identity.VerificationSession, 'status' | 'last_error'>,
): IdentityCheckStatus {
  switch (session.status) {
    case 'verified':
      return 'succeeded'
    case 'canceled':
      return 'failed'
    case 'requires_input':
      return session.last_error === null ? 'pending' : 'failed'
    default:
      // processing, or a status newer than this code: not settled yet.
      return 'pending'
  }
}

/**
 * Stripe Identity: a document check on Stripe's hosted page (the VerificationSession's `url`),
 * which returns the person to the settings; its events are signed with the identity webhook
 * endpoint's own secret (whsec_…, apart from the payments endpoint's).
 */
export function createStripeIdentityProvider(options: {
  secretKey: string
  webhookSecret: string
  siteUrl: string
  api?: StripeApiLocation | undefined
  now: () => Date
}): IdentityVerificationProvider {
  const { webhookSecret, siteUrl, now } = options
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tourmarket' },
    ...options.api,
  })
  return {
    name: STRIPE_IDENTITY_PROVIDER,
    settles: 'status',

    async start({ organizerId }) {
      const session = await stripe.identity.verificationSessions.create({
        type: 'document',
        client_reference_id: String(organizerId),
        metadata: { organizer_id: String(organizerId) },
        return_url: identityReturnUrl(siteUrl, organizerId),
      })
      if (session.url === null) {
        throw new Error(`Stripe returned verification session ${session.id} without a URL`)
      }
      return { reference: session.id, url: session.url }
    },

    async readCallback(rawBody, headers): Promise<IdentityCallbackReading> {
      const header = headerValue(headers, 'stripe-signature')
      if (header === undefined) return { ok: false, reason: 'webhook_signature_invalid' }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now().getTime(),
        )
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
          // The signature matched, so Stripe sent it, but it is not JSON.
          return { ok: false, reason: 'webhook_payload_invalid' }
        }
        // The SDK checks the signature first and the age second, and says which failed only in words.
        return error.message.startsWith('Timestamp outside the tolerance zone')
          ? { ok: false, reason: 'webhook_timestamp_stale' }
          : { ok: false, reason: 'webhook_signature_invalid' }
      }
      if (!sessionEvents.has(event.type)) return { ok: true, reference: null }
      const object = event.data.object as Stripe.Identity.VerificationSession
      // A session opened by something else on the same Stripe account: not ours to act on.
      if (object.metadata.organizer_id === undefined) return { ok: true, reference: null }
      // Events may come late, twice or out of order: the session's status now is what counts.
      const session = await stripe.identity.verificationSessions.retrieve(object.id)
      return { ok: true, reference: session.id, status: identityStatusOfSession(session) }
    },
  }
}
