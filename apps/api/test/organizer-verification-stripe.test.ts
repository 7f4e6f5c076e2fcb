// Issue 41 item 4: identity verification through Stripe Identity, against the local fake Stripe
// (fakes/fake-stripe.ts) that the SDK talks to over real HTTP.
import { organizerProfileListSchema, verificationAccessTokenSchema } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { organizers } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner } from './factories-bookings.ts'
import {
  fakeStripeIdentityWebhookSecret,
  fakeStripeSecretKey,
  identityEvent,
  startFakeStripe,
} from './fakes/fake-stripe.ts'
import type { FakeStripe, FakeVerificationSession } from './fakes/fake-stripe.ts'

const callbackPath = '/crm/api/identity-verification/callback'

describe.each(testDatabases)(
  '§1 identity verification through Stripe Identity on $name',
  (target) => {
    let stripe: FakeStripe
    // Registered before the harness's own hooks, so the fake listens before the app is built.
    beforeAll(async () => {
      stripe = await startFakeStripe()
    })
    afterAll(() => stripe.close())
    const harness = useAccountsHarness(target, {
      config: {
        identityVerification: {
          provider: 'stripe',
          secretKey: fakeStripeSecretKey,
          webhookSecret: fakeStripeIdentityWebhookSecret,
        },
        get stripeApiUrl() {
          return stripe.url
        },
      } satisfies Partial<Config>,
    })

    const organizerOf = async (id: number) =>
      (await harness.db.select().from(organizers).where(eq(organizers.id, id)))[0]!

    async function startCheck(token: string, orgId: number) {
      const response = await harness.get(
        `/crm/api/user/get-verification-access-token?orgId=${orgId}`,
        {
          token,
        },
      )
      expect(response.statusCode, response.body).toBe(200)
      return verificationAccessTokenSchema.parse(response.json())
    }

    const sessionOf = (id: string): FakeVerificationSession => {
      const session = stripe.identitySession(id)
      if (session === undefined) throw new Error(`no session ${id} at the fake`)
      return session
    }

    /** What Stripe would POST for the session as it is now (or as told), signed as told. */
    const postEvent = (
      event: { body: string; signature?: string },
      headers: Record<string, string> = {},
    ) =>
      harness.app.inject({
        method: 'POST',
        url: callbackPath,
        headers: {
          'content-type': 'application/json',
          ...(event.signature === undefined ? {} : { 'stripe-signature': event.signature }),
          ...headers,
        },
        payload: event.body,
      })

    it('creates a document VerificationSession for the profile and sends the organizer to its page', async () => {
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config, {
        isPublished: false,
      })
      const list = organizerProfileListSchema.parse(
        (await harness.get('/crm/api/organizer/list', { token: account.token })).json(),
      )
      expect(list.identity_check_offered).toBe(true)

      const check = await startCheck(account.token, organizer.id)
      const created = stripe.requests.filter(
        (request) => request.path === '/v1/identity/verification_sessions',
      )
      expect(created).toHaveLength(1)
      expect(created[0]!.method).toBe('POST')
      expect(created[0]!.form).toEqual({
        type: 'document',
        client_reference_id: String(organizer.id),
        'metadata[organizer_id]': String(organizer.id),
        return_url: `${harness.config.accounts.siteUrl}/settings/organizer?verification=returned&orgId=${organizer.id}#organizer-profiles`,
      })
      expect(check.provider).toBe('stripe')
      expect(check.access_token).toMatch(/^vs_test_/)
      expect(check.url).toBe(`${stripe.url}/fake/identity/${check.access_token}`)
      expect((await organizerOf(organizer.id)).identityCheck).toBe(3)

      // The hosted page: the person chooses; the fake moves the session and sends them back.
      const page = await fetch(check.url)
      expect(await page.text()).toContain('>Verify</button>')
      const verified = await fetch(check.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=verify',
        redirect: 'manual',
      })
      expect(verified.status).toBe(303)
      expect(verified.headers.get('location')).toBe(created[0]!.form.return_url)

      const delivered = await postEvent(identityEvent(sessionOf(check.access_token)))
      expect(delivered.statusCode, delivered.body).toBe(200)
      expect(delivered.json()).toEqual({ received: true, status: 'succeeded' })
      const after = await organizerOf(organizer.id)
      expect(after.identityCheck).toBe(1)
      // A passed check approves a profile waiting for review, and approval publishes it (issue 37).
      expect(after.isPublished).toBe(true)
    })

    it('refuses an event signed with another secret, unsigned or stale, and changes nothing', async () => {
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
      const check = await startCheck(account.token, organizer.id)
      await stripe.settleIdentitySession(check.access_token, 'verify')
      const session = sessionOf(check.access_token)

      const forged = await postEvent(identityEvent(session, { secret: 'whsec_someone_else' }))
      expect(forged.statusCode).toBe(400)
      expect(forged.json()).toMatchObject({ code: 'webhook_signature_invalid' })
      // The payments endpoint's secret is not the identity endpoint's.
      const payments = await postEvent(identityEvent(session, { secret: 'whsec_fake_tourmarket' }))
      expect(payments.statusCode).toBe(400)
      const unsigned = await postEvent({ body: identityEvent(session).body })
      expect(unsigned.statusCode).toBe(400)
      expect(unsigned.json()).toMatchObject({ code: 'webhook_signature_invalid' })
      const stale = await postEvent(
        identityEvent(session, { signedAt: Math.floor(Date.now() / 1000) - 600 }),
      )
      expect(stale.statusCode).toBe(400)
      expect(stale.json()).toMatchObject({ code: 'webhook_timestamp_stale' })
      const altered = identityEvent(session)
      const tampered = await postEvent({
        body: altered.body.replace(check.access_token, 'vs_test_other'),
        signature: altered.signature,
      })
      expect(tampered.statusCode).toBe(400)
      expect((await organizerOf(organizer.id)).identityCheck).toBe(3)
    })

    it('follows the session: requires_input fails the check, a retry in the same session processes and passes it, and repeats or late events change nothing', async () => {
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
      const check = await startCheck(account.token, organizer.id)
      const id = check.access_token

      await stripe.settleIdentitySession(id, 'fail')
      const failedEvent = identityEvent(sessionOf(id))
      expect(JSON.parse(failedEvent.body)).toMatchObject({
        type: 'identity.verification_session.requires_input',
      })
      const failed = await postEvent(failedEvent)
      expect(failed.json()).toEqual({ received: true, status: 'failed' })
      expect((await organizerOf(organizer.id)).identityCheck).toBe(2)
      // Stripe delivers again: harmless, and answered 200 so it stops.
      const repeated = await postEvent(failedEvent)
      expect(repeated.statusCode).toBe(200)
      expect((await organizerOf(organizer.id)).identityCheck).toBe(2)

      await stripe.settleIdentitySession(id, 'process')
      const processingEvent = identityEvent(sessionOf(id))
      expect((await postEvent(processingEvent)).json()).toEqual({
        received: true,
        status: 'pending',
      })
      expect((await organizerOf(organizer.id)).identityCheck).toBe(3)

      await stripe.settleIdentitySession(id, 'verify')
      const verifiedEvent = identityEvent(sessionOf(id))
      expect((await postEvent(verifiedEvent)).json()).toEqual({
        received: true,
        status: 'succeeded',
      })
      expect((await organizerOf(organizer.id)).identityCheck).toBe(1)

      // Late and repeated: the earlier requires_input and processing events, and the verified one
      // again. The session's status now is what counts, so the check stays passed.
      for (const event of [failedEvent, processingEvent, verifiedEvent]) {
        const response = await postEvent(event)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ received: true, status: 'succeeded' })
      }
      expect((await organizerOf(organizer.id)).identityCheck).toBe(1)
      const data = await harness.get(`/crm/api/user/verification-data?orgId=${organizer.id}`, {
        token: account.token,
      })
      expect(data.json()).toMatchObject({
        identity: { state: 1, is_verified: true },
        checks: [{ provider: 'stripe', status: 'succeeded' }],
      })
    })

    it('a canceled session fails the check', async () => {
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
      const check = await startCheck(account.token, organizer.id)
      await stripe.settleIdentitySession(check.access_token, 'cancel')
      const response = await postEvent(identityEvent(sessionOf(check.access_token)))
      expect(response.json()).toEqual({ received: true, status: 'failed' })
      expect((await organizerOf(organizer.id)).identityCheck).toBe(2)
    })

    it('acknowledges events it does not act on: other types, and sessions this installation did not open', async () => {
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
      const check = await startCheck(account.token, organizer.id)
      const session = sessionOf(check.access_token)
      const created = await postEvent(
        identityEvent(session, { type: 'identity.verification_session.created' }),
      )
      expect(created.json()).toEqual({ received: true, status: null })
      const foreign = await postEvent(
        identityEvent(
          { ...session, id: 'vs_test_foreign', metadata: {} },
          { type: 'identity.verification_session.verified' },
        ),
      )
      expect(foreign.json()).toEqual({ received: true, status: null })
      expect((await organizerOf(organizer.id)).identityCheck).toBe(3)
    })

    it('answers 503 when Stripe refuses to open a session, and the profile stays as it was', async () => {
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
      stripe.failNext(400, {
        type: 'invalid_request_error',
        message: 'Your account is not activated for Identity.',
      })
      const response = await harness.get(
        `/crm/api/user/get-verification-access-token?orgId=${organizer.id}`,
        { token: account.token },
      )
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ code: 'verification_unavailable' })
      expect((await organizerOf(organizer.id)).identityCheck).toBe(0)
    })
  },
)

describe.each(testDatabases)('identity verification with no provider on $name', (target) => {
  const harness = useAccountsHarness(target, {
    config: { identityVerification: { provider: 'none' } },
  })

  it('offers no check: the list says so, the token call and the callback answer 503, and there is no sandbox page', async () => {
    const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
    const list = organizerProfileListSchema.parse(
      (await harness.get('/crm/api/organizer/list', { token: account.token })).json(),
    )
    expect(list.identity_check_offered).toBe(false)
    const token = await harness.get(
      `/crm/api/user/get-verification-access-token?orgId=${organizer.id}`,
      { token: account.token },
    )
    expect(token.statusCode).toBe(503)
    expect(token.json()).toMatchObject({ code: 'verification_unavailable' })
    const callback = await harness.app.inject({
      method: 'POST',
      url: callbackPath,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(callback.statusCode).toBe(503)
    const page = await harness.get(`/sandbox/identity-check/idv_sandbox_${'A'.repeat(32)}`)
    expect(page.statusCode).toBe(404)
    expect((await organizerOf(organizer.id)).identityCheck).toBe(0)
  })

  const organizerOf = async (id: number) =>
    (await harness.db.select().from(organizers).where(eq(organizers.id, id)))[0]!
})
