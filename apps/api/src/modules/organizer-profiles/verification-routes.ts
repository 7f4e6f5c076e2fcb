import { errorBodySchema } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { identityCallbackPath } from './identity-provider.ts'
import {
  SANDBOX_IDENTITY_SIGNATURE_HEADER,
  sandboxIdentityCheckPath,
} from './sandbox-identity-provider.ts'
import type { SandboxIdentityProvider } from './sandbox-identity-provider.ts'
import {
  identityCheckNotFoundPage,
  identityCheckPage,
  identityCheckSettledPage,
  sandboxIdentityContentSecurityPolicy,
} from './sandbox-identity-pages.ts'
import type { OrganizerProfilesService } from './service.ts'

/** A sandbox verdict is a few dozen bytes; a Stripe event with its session a few kilobytes. */
const CALLBACK_BODY_LIMIT = 64 * 1024

/** The provider's callback: the signature covers the exact bytes, so this scope keeps them raw. */
export const identityCallbackRoutes: FastifyPluginAsyncZod<{
  profiles: OrganizerProfilesService
}> = async (app, { profiles }) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body)
    },
  )
  app.post(
    identityCallbackPath,
    {
      schema: {
        tags: ['organizer profiles'],
        summary: 'Identity provider callback',
        description:
          'Called by the configured identity provider, signed over the exact body (`t={unix},v1={hex HMAC-SHA256 of "{t}.{body}"}`). Stripe Identity (IDENTITY_PROVIDER=stripe) sends its `identity.verification_session.*` events in `Stripe-Signature`, signed with STRIPE_IDENTITY_WEBHOOK_SECRET: the session’s current status moves the check (processing → in progress, verified → passed, requires_input with an error or canceled → failed), repeats change nothing, and other events or sessions are acknowledged with `status: null`. The sandbox sends `{ reference, outcome }` in `Sandbox-Signature`, which settles the check once: 404 `verification_not_found`; 409 `verification_already_settled` for a replay. The organizer’s identity check follows (1 passed, 2 failed, 3 in progress). 400 `webhook_signature_invalid` / `webhook_timestamp_stale` (older than 300 s) / `webhook_payload_invalid`; 503 `verification_unavailable` when no provider is configured.',
        response: {
          200: z.object({
            received: z.literal(true),
            status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return profiles.receiveIdentityCallback(rawBody, request.headers)
    },
  )
}

const paramsSchema = z.object({ reference: z.string().min(1).max(100) })
const formSchema = z.object({ outcome: z.enum(['succeeded', 'failed']) })

/**
 * The sandbox identity provider's hosted check (outside production only): a page on the API's
 * origin where the organizer passes or fails, after which the sandbox calls back, signed, as a
 * real provider would, and sends the browser back to the storefront's settings.
 */
export const sandboxIdentityRoutes: FastifyPluginAsyncZod<{
  profiles: OrganizerProfilesService
  provider: SandboxIdentityProvider
  siteUrl: string
}> = async (app, { profiles, provider, siteUrl }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )
  const returnUrl = (outcome?: string) =>
    `${siteUrl}/settings/organizer${outcome === undefined ? '' : `?verification=${outcome}`}#organizer-profiles`
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': sandboxIdentityContentSecurityPolicy(siteUrl),
    'cache-control': 'no-store',
    'referrer-policy': 'same-origin',
  }

  app.get(
    `${sandboxIdentityCheckPath}/:reference`,
    { schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const check = await profiles.sandboxCheck(request.params.reference)
      if (check === undefined)
        return reply.code(404).headers(headers).send(identityCheckNotFoundPage())
      if (check.status !== 'pending') {
        return reply.headers(headers).send(identityCheckSettledPage(check.status, returnUrl()))
      }
      return reply
        .headers(headers)
        .send(identityCheckPage(request.params.reference, check.organizerName))
    },
  )

  app.post(
    `${sandboxIdentityCheckPath}/:reference`,
    { schema: { hide: true, params: paramsSchema, body: formSchema } },
    async (request, reply) => {
      const check = await profiles.sandboxCheck(request.params.reference)
      if (check === undefined)
        return reply.code(404).headers(headers).send(identityCheckNotFoundPage())
      if (check.status !== 'pending') {
        return reply
          .code(409)
          .headers(headers)
          .send(identityCheckSettledPage(check.status, returnUrl()))
      }
      const { body, signature } = provider.signCallback(
        request.params.reference,
        request.body.outcome,
      )
      // The provider's call to us, through the whole HTTP stack (signature check included).
      const delivered = await app.inject({
        method: 'POST',
        url: identityCallbackPath,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_IDENTITY_SIGNATURE_HEADER]: signature,
        },
        payload: body,
      })
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'sandbox identity callback refused')
      }
      return reply.redirect(returnUrl(request.body.outcome), 303)
    },
  )
}
