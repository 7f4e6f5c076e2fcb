import { createHmac, randomBytes } from 'node:crypto'
import { z } from 'zod'
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
  verifySandboxSignature,
} from '../../platform/sandbox/signature.ts'
import { headerValue } from './identity-provider.ts'
import type { IdentityCheckOutcome, IdentityVerificationProvider } from './identity-provider.ts'

export const SANDBOX_IDENTITY_PROVIDER = 'sandbox'
/** The hosted check page, on the API's own origin (like the payment sandbox's checkout). */
export const sandboxIdentityCheckPath = '/sandbox/identity-check'
export { SANDBOX_SIGNATURE_HEADER as SANDBOX_IDENTITY_SIGNATURE_HEADER }

/**
 * The sandbox's callback key, derived from the installation's session secret (SESSION_SECRET, or
 * the generated installation secret outside production) for this one purpose.
 */
export function sandboxIdentityCallbackSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret)
    .update('tourmarket:identity-verification-callback')
    .digest('hex')
}

const callbackSchema = z.object({
  reference: z.string().regex(/^idv_sandbox_[A-Za-z0-9_-]{32}$/),
  outcome: z.enum(['succeeded', 'failed']),
})

/**
 * The sandbox identity provider: a check is a random reference (the capability to open its page),
 * settled by the person's "pass" or "fail" on the hosted page, which the sandbox reports with a
 * callback signed like its payment webhooks (`t=…,v1=HMAC-SHA256("{t}.{body}")`).
 */
export function createSandboxIdentityProvider(options: {
  apiPublicUrl: string
  callbackSecret: string
  now: () => Date
}): IdentityVerificationProvider & {
  signCallback(
    reference: string,
    outcome: IdentityCheckOutcome,
  ): { body: string; signature: string }
} {
  const { apiPublicUrl, callbackSecret, now } = options
  return {
    name: SANDBOX_IDENTITY_PROVIDER,
    settles: 'verdict',
    async start() {
      const reference = `idv_sandbox_${randomBytes(24).toString('base64url')}`
      return { reference, url: `${apiPublicUrl}${sandboxIdentityCheckPath}/${reference}` }
    },
    signCallback(reference, outcome) {
      const body = JSON.stringify({ reference, outcome })
      const timestamp = Math.floor(now().getTime() / 1000)
      return { body, signature: signSandboxPayload(body, callbackSecret, timestamp) }
    },
    async readCallback(rawBody, headers) {
      const checked = verifySandboxSignature(
        rawBody,
        headerValue(headers, SANDBOX_SIGNATURE_HEADER),
        callbackSecret,
        now(),
      )
      if (!checked.ok) {
        return {
          ok: false,
          reason:
            checked.reason === 'webhook_timestamp_stale'
              ? 'webhook_timestamp_stale'
              : 'webhook_signature_invalid',
        }
      }
      let payload: unknown
      try {
        payload = JSON.parse(rawBody.toString('utf8'))
      } catch {
        return { ok: false, reason: 'webhook_payload_invalid' }
      }
      const parsed = callbackSchema.safeParse(payload)
      if (!parsed.success) return { ok: false, reason: 'webhook_payload_invalid' }
      return { ok: true, reference: parsed.data.reference, status: parsed.data.outcome }
    },
  }
}

export type SandboxIdentityProvider = ReturnType<typeof createSandboxIdentityProvider>
