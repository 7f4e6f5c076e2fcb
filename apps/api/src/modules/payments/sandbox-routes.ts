import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unfinishedSandboxStatuses } from '../../db/schema/payments-sandbox.ts'
import type { SandboxSessionStatus } from '../../db/schema/payments-sandbox.ts'
import { cardFormValues, readCardForm } from './sandbox-card.ts'
import {
  checkoutPage,
  completePage,
  confirmationPage,
  crossSiteFormPage,
  expiredPage,
  refundedPage,
  notFoundPage,
  sandboxContentSecurityPolicy,
} from './sandbox-pages.ts'
import { sandboxCheckoutPath } from './sandbox-provider.ts'
import type { SandboxRepository, SandboxSession } from './sandbox-repository.ts'
import type { SandboxWebhookSender } from './sandbox-webhooks.ts'

export type SandboxCheckoutRoutesOptions = {
  repository: SandboxRepository
  sendWebhook: SandboxWebhookSender
  apiPublicUrl: string
  now: () => Date
}

const paramsSchema = z.object({ sessionId: z.string().min(1).max(100) })
const formSchema = z.record(z.string(), z.string())

/** Sessions that can still take a card: a declined card may be followed by another try. */
const payable: readonly SandboxSessionStatus[] = ['open', 'declined']

function sendPage(
  reply: FastifyReply,
  status: number,
  page: string,
  session: SandboxSession | undefined,
) {
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': sandboxContentSecurityPolicy(session),
      'cache-control': 'no-store',
      // The API's no-referrer would make browsers send `Origin: null` with the form posts, and
      // the posts' origin is what tells this page's own forms from another site's.
      'referrer-policy': 'same-origin',
    })
    .send(page)
}

/**
 * The sandbox provider's hosted checkout (docs/decisions/0016): server-rendered pages on the API's
 * origin, no script. The session id in the URL is the capability to pay; a session moves by
 * conditional updates, so a form posted twice (a double click, the back button) pays once.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<SandboxCheckoutRoutesOptions> = async (
  app,
  { repository, sendWebhook, apiPublicUrl, now },
) => {
  // HTML forms post urlencoded bodies; this parser exists only inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  const publicOrigin = new URL(apiPublicUrl).origin

  /**
   * Refuses a form posted from another site. Browsers say where a post comes from in
   * Sec-Fetch-Site or, older ones, Origin; a client that sends neither is not a browser acting
   * for someone else, and holding the session id is what authorises paying anyway.
   */
  function isCrossSite(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site']
    if (site !== undefined) return site !== 'same-origin' && site !== 'none'
    const origin = request.headers.origin
    if (origin === undefined) return false
    return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`
  }

  /** The session, expired first if its time is up and it was never paid. */
  async function currentSession(sessionId: string): Promise<SandboxSession | undefined> {
    const session = await repository.find(sessionId)
    if (session === undefined || !unfinishedSandboxStatuses.includes(session.status)) return session
    if (now().getTime() < session.expiresAt.getTime()) return session
    return (
      (await repository.move(session.id, unfinishedSandboxStatuses, 'expired')) ??
      repository.find(sessionId)
    )
  }

  /** What a session in its present state shows; `status` for a request that could not act on it. */
  async function showSession(reply: FastifyReply, session: SandboxSession, status?: number) {
    switch (session.status) {
      case 'succeeded': {
        const page = completePage(session, await repository.refundsOf(session.id))
        return sendPage(reply, status ?? 200, page, session)
      }
      case 'refunded': {
        const page = refundedPage(session, await repository.refundsOf(session.id))
        return sendPage(reply, status ?? 200, page, session)
      }
      case 'expired':
        return sendPage(reply, 410, expiredPage(session), session)
      case 'requires_confirmation':
        return sendPage(reply, status ?? 200, confirmationPage(session), session)
      case 'open':
      case 'declined':
        return sendPage(reply, status ?? 200, checkoutPage(session), session)
    }
  }

  app.get(
    `${sandboxCheckoutPath}/:sessionId`,
    { schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const session = await currentSession(request.params.sessionId)
      if (session === undefined) return sendPage(reply, 404, notFoundPage(), undefined)
      return showSession(reply, session)
    },
  )

  app.post(
    `${sandboxCheckoutPath}/:sessionId/pay`,
    { schema: { hide: true, params: paramsSchema, body: formSchema } },
    async (request, reply) => {
      if (isCrossSite(request)) return sendPage(reply, 403, crossSiteFormPage(), undefined)
      const session = await currentSession(request.params.sessionId)
      if (session === undefined) return sendPage(reply, 404, notFoundPage(), undefined)
      if (!payable.includes(session.status)) return showSession(reply, session, 409)
      const form = readCardForm(request.body, now())
      if (!form.ok) {
        const page = checkoutPage(session, {
          values: cardFormValues(request.body),
          errors: form.errors,
        })
        return sendPage(reply, 400, page, session)
      }
      const outcome =
        form.outcome === 'succeeds'
          ? 'succeeded'
          : form.outcome === 'declined'
            ? 'declined'
            : 'requires_confirmation'
      const moved = await repository.move(session.id, payable, outcome)
      // Another submission moved it first: show where that one left it.
      if (moved === undefined) return showSession(reply, (await currentSession(session.id))!, 409)
      if (moved.status === 'requires_confirmation') {
        return reply.redirect(`${sandboxCheckoutPath}/${encodeURIComponent(moved.id)}`, 303)
      }
      if (moved.status === 'declined') {
        await sendWebhook(moved, 'payment.failed', request.log)
        return sendPage(reply, 402, checkoutPage(moved, { notice: 'declined' }), moved)
      }
      await sendWebhook(moved, 'payment.succeeded', request.log)
      return reply.redirect(moved.successUrl, 303)
    },
  )

  app.post(
    `${sandboxCheckoutPath}/:sessionId/confirm`,
    { schema: { hide: true, params: paramsSchema, body: formSchema } },
    async (request, reply) => {
      if (isCrossSite(request)) return sendPage(reply, 403, crossSiteFormPage(), undefined)
      const session = await currentSession(request.params.sessionId)
      if (session === undefined) return sendPage(reply, 404, notFoundPage(), undefined)
      if (session.status !== 'requires_confirmation') return showSession(reply, session, 409)
      const answer = request.body.outcome
      if (answer !== 'confirm' && answer !== 'fail') {
        const page = confirmationPage(session, 'Choose “Confirm payment” or “Fail authentication”.')
        return sendPage(reply, 400, page, session)
      }
      const moved = await repository.move(
        session.id,
        ['requires_confirmation'],
        answer === 'confirm' ? 'succeeded' : 'declined',
      )
      if (moved === undefined) return showSession(reply, (await currentSession(session.id))!, 409)
      if (moved.status === 'declined') {
        await sendWebhook(moved, 'payment.failed', request.log)
        return sendPage(reply, 402, checkoutPage(moved, { notice: 'authentication_failed' }), moved)
      }
      await sendWebhook(moved, 'payment.succeeded', request.log)
      return reply.redirect(moved.successUrl, 303)
    },
  )
}
