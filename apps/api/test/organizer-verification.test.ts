import {
  organizerVerificationDataSchema,
  verificationAccessTokenSchema,
} from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { organizers } from '../src/db/schema/index.ts'
import {
  createSandboxIdentityProvider,
  sandboxIdentityCallbackSecret,
} from '../src/modules/organizer-profiles/sandbox-identity-provider.ts'
import { signSandboxPayload } from '../src/platform/sandbox/signature.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner, createSignedInUser } from './factories-bookings.ts'
import { createOrganizer } from './factories.ts'

const callbackPath = '/crm/api/identity-verification/callback'

describe.each(testDatabases)('§1/§4/§7 identity verification on $name', (target) => {
  const harness = useAccountsHarness(target, { config: { apiPublicUrl: 'http://127.0.0.1:4999' } })

  const owner = () => createOrganizerOwner(harness.db, harness.config)

  const identityCheckOf = async (id: number) =>
    (await harness.db.select().from(organizers).where(eq(organizers.id, id)))[0]!.identityCheck

  /** What the sandbox would send, signed with the installation's key (or another). */
  function signedCallback(
    reference: string,
    outcome: 'succeeded' | 'failed',
    options: { secret?: string; at?: Date } = {},
  ) {
    const body = JSON.stringify({ reference, outcome })
    const secret =
      options.secret ?? sandboxIdentityCallbackSecret(harness.config.accounts.sessionSecret)
    const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000)
    return harness.app.inject({
      method: 'POST',
      url: callbackPath,
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxPayload(body, secret, timestamp),
      },
      payload: body,
    })
  }

  async function startCheck(token: string, orgId?: number) {
    const response = await harness.get(
      `/crm/api/user/get-verification-access-token${orgId === undefined ? '' : `?orgId=${orgId}`}`,
      { token },
    )
    expect(response.statusCode).toBe(200)
    return verificationAccessTokenSchema.parse(response.json())
  }

  it('the access token opens the hosted check; passing it settles the check and the organizer is verified', async () => {
    const { organizer, account } = await owner()
    const check = await startCheck(account.token)
    expect(check).toMatchObject({ organizer_id: organizer.id, provider: 'sandbox' })
    expect(check.url).toBe(`http://127.0.0.1:4999/sandbox/identity-check/${check.access_token}`)
    expect(await identityCheckOf(organizer.id)).toBe(3)

    const path = new URL(check.url).pathname
    const page = await harness.get(path)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(organizer.name)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")

    const passed = await harness.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=succeeded',
    })
    expect(passed.statusCode).toBe(303)
    expect(passed.headers.location).toMatch(
      /\/settings\/organizer\?verification=succeeded#organizer-profiles$/,
    )
    expect(await identityCheckOf(organizer.id)).toBe(1)

    const data = await harness.get(`/crm/api/user/verification-data?orgId=${organizer.id}`, {
      token: account.token,
    })
    expect(data.statusCode).toBe(200)
    const parsed = organizerVerificationDataSchema.parse(data.json())
    expect(parsed.identity).toMatchObject({ state: 1, is_verified: true })
    expect(parsed.checks).toEqual([
      expect.objectContaining({ provider: 'sandbox', status: 'succeeded' }),
    ])
    const publicInfo = await harness.get(`/crm/api/organizer/verification-info?id=${organizer.id}`)
    expect(publicInfo.json()).toMatchObject({ identity: { state: 1, is_verified: true } })

    // The page of a settled check says so and offers nothing to post.
    const again = await harness.get(path)
    expect(again.body).toContain('already passed')
    expect(again.body).not.toContain('<form')
  })

  it('a failed check sets identity check 2', async () => {
    const { organizer, account } = await owner()
    const check = await startCheck(account.token, organizer.id)
    const response = await signedCallback(check.access_token, 'failed')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: true, status: 'failed' })
    expect(await identityCheckOf(organizer.id)).toBe(2)
  })

  it('refuses a bad signature, a stale one, and a replay', async () => {
    const { organizer, account } = await owner()
    const check = await startCheck(account.token)

    const forged = await signedCallback(check.access_token, 'succeeded', {
      secret: 'not-the-installation-secret-at-all-0000',
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ code: 'webhook_signature_invalid' })
    const unsigned = await harness.app.inject({
      method: 'POST',
      url: callbackPath,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference: check.access_token, outcome: 'succeeded' }),
    })
    expect(unsigned.statusCode).toBe(400)
    const stale = await signedCallback(check.access_token, 'succeeded', {
      at: new Date(Date.now() - 10 * 60 * 1000),
    })
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toMatchObject({ code: 'webhook_timestamp_stale' })
    expect(await identityCheckOf(organizer.id)).toBe(3)

    const failed = await signedCallback(check.access_token, 'failed')
    expect(failed.statusCode).toBe(200)
    const replay = await signedCallback(check.access_token, 'succeeded')
    expect(replay.statusCode).toBe(409)
    expect(replay.json()).toMatchObject({ code: 'verification_already_settled' })
    expect(await identityCheckOf(organizer.id)).toBe(2)

    const unknown = await signedCallback(`idv_sandbox_${'A'.repeat(32)}`, 'succeeded')
    expect(unknown.statusCode).toBe(404)
  })

  it('only the owner may start a check or read its data; another account gets 404', async () => {
    const { organizer } = await owner()
    const other = await createSignedInUser(harness.db, harness.config)
    const token = await harness.get(
      `/crm/api/user/get-verification-access-token?orgId=${organizer.id}`,
      { token: other.token },
    )
    expect(token.statusCode).toBe(404)
    const data = await harness.get(`/crm/api/user/verification-data?orgId=${organizer.id}`, {
      token: other.token,
    })
    expect(data.statusCode).toBe(404)
    expect(data.json()).toMatchObject({ code: 'organizer_not_found' })
    const none = await harness.get('/crm/api/user/get-verification-access-token', {
      token: other.token,
    })
    expect(none.statusCode).toBe(403)
    expect(await identityCheckOf(organizer.id)).toBe(0)
  })

  it('the sandbox provider signs what it verifies, and nothing else', async () => {
    const provider = createSandboxIdentityProvider({
      apiPublicUrl: 'http://127.0.0.1:1',
      callbackSecret: 'k'.repeat(64),
      now: () => new Date(),
    })
    const { reference } = await provider.start({ organizerId: 1 })
    const { body, signature } = provider.signCallback(reference, 'succeeded')
    expect(
      await provider.readCallback(Buffer.from(body), { 'sandbox-signature': signature }),
    ).toEqual({
      ok: true,
      reference,
      status: 'succeeded',
    })
    expect(
      await provider.readCallback(Buffer.from(body.replace('succeeded', 'failed')), {
        'sandbox-signature': signature,
      }),
    ).toEqual({
      ok: false,
      reason: 'webhook_signature_invalid',
    })
  })

  it('issue 37 finding 11: a passed check publishes a profile waiting for review; a failed one does not, nor does a pass after an operator refused it', async () => {
    const published = async (id: number) =>
      (await harness.db.select().from(organizers).where(eq(organizers.id, id)))[0]!.isPublished

    const waiting = await createOrganizerOwner(harness.db, harness.config, { isPublished: false })
    const failing = await createOrganizerOwner(harness.db, harness.config, { isPublished: false })
    const refused = await createOrganizerOwner(harness.db, harness.config, {
      isPublished: false,
      internalCheck: 2,
    })

    const failedCheck = await startCheck(failing.account.token)
    expect((await signedCallback(failedCheck.access_token, 'failed')).statusCode).toBe(200)
    expect(await published(failing.organizer.id)).toBe(false)

    const refusedCheck = await startCheck(refused.account.token)
    expect((await signedCallback(refusedCheck.access_token, 'succeeded')).statusCode).toBe(200)
    expect(await published(refused.organizer.id)).toBe(false)

    expect(await published(waiting.organizer.id)).toBe(false)
    const check = await startCheck(waiting.account.token)
    expect((await signedCallback(check.access_token, 'succeeded')).statusCode).toBe(200)
    expect(await published(waiting.organizer.id)).toBe(true)
    const page = await harness.get(`/crm/api/organizer/public-info?id=${waiting.organizer.id}`)
    expect(page.statusCode).toBe(200)
  })
})

describe.each(testDatabases)('identity verification in production on $name', (target) => {
  // Production's default when IDENTITY_PROVIDER is unset (config refuses the sandbox there).
  const harness = useAccountsHarness(target, {
    config: { nodeEnv: 'production', identityVerification: { provider: 'none' } },
  })

  it('offers no check with a clear message and serves no hosted check page', async () => {
    const organizer = await createOrganizer(harness.db)
    const account = await createSignedInUser(harness.db, harness.config, {
      organizerId: organizer.id,
    })
    const response = await harness.get('/crm/api/user/get-verification-access-token', {
      token: account.token,
    })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({
      code: 'verification_unavailable',
      message: expect.stringContaining('production'),
    })
    const page = await harness.get(`/sandbox/identity-check/idv_sandbox_${'A'.repeat(32)}`)
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).not.toContain('text/html')
  })
})
