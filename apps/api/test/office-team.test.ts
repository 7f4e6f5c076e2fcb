import { createHash } from 'node:crypto'
import { officeTeamSchema } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, organizerAccounts, organizerInvitations, users } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner, createSignedInUser } from './factories-bookings.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }
type Account = { id: number; email: string; token: string }

describe.each(testDatabases)('issue 40 office team on $name', (target) => {
  const harness = useAccountsHarness(target)

  const owner = () => createOrganizerOwner(harness.db, harness.config, { name: 'Caucasus Trails' })

  /** An account whose e-mail is confirmed, as an invited person's must be to accept. */
  async function confirmedAccount(languageCode = 'en-US'): Promise<Account> {
    const account = await createSignedInUser(harness.db, harness.config, { languageCode })
    await harness.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.id, account.id))
    return account
  }

  const invite = (token: string, body: unknown) =>
    harness.post('/crm/api/office/team/invite', { token, body })

  /** The token in the newest invitation mail to the address. */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await harness.outbox(email)
    const token = /accept\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1]
    if (token === undefined) throw new Error(`no invitation mail to ${email}`)
    return token
  }

  /** An owner's profile with `account` on its team as staff, through invite and accept. */
  async function teamWithStaff() {
    const { organizer, account: ownerAccount } = await owner()
    const staff = await confirmedAccount()
    expect(
      (await invite(ownerAccount.token, { email: staff.email, role: 'staff' })).statusCode,
    ).toBe(201)
    const token = await invitationToken(staff.email)
    const accepted = await harness.post('/crm/api/office/team/accept', {
      token: staff.token,
      body: { token },
    })
    expect(accepted.statusCode).toBe(200)
    return { organizer, owner: ownerAccount, staff }
  }

  const teamOf = async (token: string) => {
    const answer = await harness.get('/crm/api/office/team', { token })
    expect(answer.statusCode).toBe(200)
    return officeTeamSchema.parse(answer.json())
  }

  it('answers 401 without a session and 403 to an account that acts for no organizer', async () => {
    const calls = [
      ['GET', '/crm/api/office/team', undefined],
      ['POST', '/crm/api/office/team/invite', { email: 'a@example.com', role: 'staff' }],
      ['POST', '/crm/api/office/team/revoke', { invitation_id: 1 }],
      ['POST', '/crm/api/office/team/accept', { token: 'x' }],
      ['POST', '/crm/api/office/team/remove', { user_id: 1 }],
      ['POST', '/crm/api/office/team/role', { user_id: 1, role: 'owner' }],
      ['POST', '/crm/api/office/team/leave', undefined],
    ] as const
    for (const [method, url, body] of calls) {
      const answer =
        method === 'GET' ? await harness.get(url) : await harness.post(url, { body: body ?? {} })
      expect(answer.statusCode, url).toBe(401)
    }
    expect((await harness.get('/crm/api/office/team/invitation?token=x')).statusCode).toBe(401)

    const tourist = await createSignedInUser(harness.db, harness.config)
    for (const answer of [
      await harness.get('/crm/api/office/team', { token: tourist.token }),
      await invite(tourist.token, { email: 'a@example.com', role: 'staff' }),
      await harness.post('/crm/api/office/team/leave', { token: tourist.token }),
    ]) {
      expect(answer.statusCode).toBe(403)
      expect(answer.json<ErrorAnswer>().code).toBe('forbidden')
    }
  })

  it('an owner invites by e-mail: the mail carries a link whose token only as SHA-256 is kept', async () => {
    const { organizer, account } = await owner()
    const before = await teamOf(account.token)
    expect(before).toMatchObject({
      organizer: { id: organizer.id, name: 'Caucasus Trails' },
      your_role: 'owner',
      members: [{ user_id: account.id, role: 'owner', is_you: true, email: account.email }],
      invitations: [],
    })

    const invited = await invite(account.token, {
      email: ' New.Person@Example.com ',
      role: 'staff',
    })
    expect(invited.statusCode).toBe(201)
    const team = officeTeamSchema.parse(invited.json())
    expect(team.invitations).toEqual([
      expect.objectContaining({
        email: 'new.person@example.com',
        role: 'staff',
        invited_by: 'Booker Test',
      }),
    ])
    const expires = new Date(team.invitations[0]!.expires_at).getTime() - Date.now()
    expect(expires).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    expect(expires).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)

    const [mail] = await harness.outbox('new.person@example.com')
    expect(mail!.subject).toBe('Join Caucasus Trails on Tourmarket')
    expect(mail!.body).toContain('Booker Test invites you')
    expect(mail!.body).toMatch(/\/office\/team\/accept\?token=/)
    const token = await invitationToken('new.person@example.com')
    const [row] = await harness.db
      .select()
      .from(organizerInvitations)
      .where(eq(organizerInvitations.organizerId, organizer.id))
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)

    const [audit] = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'team'), eq(auditLog.objectId, String(organizer.id))))
    expect(audit).toMatchObject({
      action: 'team.invite',
      actorUserId: account.id,
      after: { email: 'new.person@example.com', role: 'staff' },
    })
  })

  it('mails an address with a Russian account in Russian, with the /ru link', async () => {
    const { account } = await owner()
    const russian = await confirmedAccount('ru')
    expect((await invite(account.token, { email: russian.email, role: 'owner' })).statusCode).toBe(
      201,
    )
    const [mail] = await harness.outbox(russian.email)
    expect(mail!.subject).toBe('Приглашение в команду «Caucasus Trails»')
    expect(mail!.body).toContain('/ru/office/team/accept?token=')
  })

  it('refuses a bad address naming email, and an address already on the team with 409', async () => {
    const { account } = await owner()
    const bad = await invite(account.token, { email: 'not-an-address', role: 'staff' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<ErrorAnswer>().errors).toHaveProperty('email')
    const badRole = await invite(account.token, { email: 'a@example.com', role: 'boss' })
    expect(badRole.statusCode).toBe(400)
    expect(badRole.json<ErrorAnswer>().errors).toHaveProperty('role')
    const again = await invite(account.token, { email: account.email, role: 'staff' })
    expect(again.statusCode).toBe(409)
    expect(again.json<ErrorAnswer>().code).toBe('already_team_member')
  })

  it('the invited account accepts: it joins with the role and acts for the profile; the link works once', async () => {
    const { organizer, staff } = await teamWithStaff()
    const [membership] = await harness.db
      .select()
      .from(organizerAccounts)
      .where(
        and(
          eq(organizerAccounts.organizerId, organizer.id),
          eq(organizerAccounts.userId, staff.id),
        ),
      )
    expect(membership!.role).toBe('staff')
    const [user] = await harness.db.select().from(users).where(eq(users.id, staff.id))
    expect(user!.organizerId).toBe(organizer.id)
    const team = await teamOf(staff.token)
    expect(team.your_role).toBe('staff')
    expect(team.invitations).toEqual([])
    expect(team.members.map((member) => member.role)).toEqual(['owner', 'staff'])

    const token = await invitationToken(staff.email)
    const reused = await harness.post('/crm/api/office/team/accept', {
      token: staff.token,
      body: { token },
    })
    expect(reused.statusCode).toBe(404)
    expect(reused.json<ErrorAnswer>().code).toBe('invitation_not_found')
  })

  it('shows what an invitation offers before accepting it', async () => {
    const { organizer, account } = await owner()
    const invited = await confirmedAccount()
    await invite(account.token, { email: invited.email, role: 'owner' })
    const token = await invitationToken(invited.email)
    const preview = await harness.get(
      `/crm/api/office/team/invitation?token=${encodeURIComponent(token)}`,
      { token: invited.token },
    )
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toMatchObject({
      organizer: { id: organizer.id, name: 'Caucasus Trails' },
      role: 'owner',
      email: invited.email,
      invited_by: 'Booker Test',
      already_member: false,
    })
  })

  it('refuses guessed, expired and revoked tokens, another address, and an unconfirmed one', async () => {
    const { organizer, account } = await owner()
    const invited = await createSignedInUser(harness.db, harness.config)
    await invite(account.token, { email: invited.email, role: 'staff' })
    const token = await invitationToken(invited.email)
    const accept = (who: Account, value: string) =>
      harness.post('/crm/api/office/team/accept', { token: who.token, body: { token: value } })

    const guessed = await accept(invited, `${token.slice(0, -2)}xx`)
    expect(guessed.statusCode).toBe(404)
    expect(guessed.json<ErrorAnswer>().code).toBe('invitation_not_found')

    const unconfirmed = await accept(invited, token)
    expect(unconfirmed.statusCode).toBe(403)
    expect(unconfirmed.json<ErrorAnswer>().code).toBe('email_not_confirmed')

    const stranger = await confirmedAccount()
    const mismatch = await accept(stranger, token)
    expect(mismatch.statusCode).toBe(403)
    expect(mismatch.json<ErrorAnswer>().code).toBe('invitation_email_mismatch')
    expect(mismatch.json<{ message: string }>().message).toContain(invited.email)

    await harness.db
      .update(organizerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizerInvitations.organizerId, organizer.id))
    const expired = await accept(invited, token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json<ErrorAnswer>().code).toBe('invitation_expired')
    const expiredPreview = await harness.get(
      `/crm/api/office/team/invitation?token=${encodeURIComponent(token)}`,
      { token: invited.token },
    )
    expect(expiredPreview.statusCode).toBe(410)
    expect((await teamOf(account.token)).invitations).toEqual([])

    // A new invitation; the owner takes it back, and its link stops working.
    await invite(account.token, { email: invited.email, role: 'staff' })
    const second = await invitationToken(invited.email)
    const [pending] = (await teamOf(account.token)).invitations
    const revoked = await harness.post('/crm/api/office/team/revoke', {
      token: account.token,
      body: { invitation_id: pending!.id },
    })
    expect(revoked.statusCode).toBe(200)
    expect(officeTeamSchema.parse(revoked.json()).invitations).toEqual([])
    await harness.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.id, invited.id))
    const afterRevoke = await accept(invited, second)
    expect(afterRevoke.statusCode).toBe(404)
    const revokedAgain = await harness.post('/crm/api/office/team/revoke', {
      token: account.token,
      body: { invitation_id: pending!.id },
    })
    expect(revokedAgain.statusCode).toBe(404)
  })

  it('limits token tries per account: past 20 in 15 minutes a captcha is asked', async () => {
    const tourist = await createSignedInUser(harness.db, harness.config)
    const ip = '203.0.113.77'
    let last = 0
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await harness.post('/crm/api/office/team/accept', {
        token: tourist.token,
        body: { token: `guess-${String(attempt)}` },
        ip,
      })
      last = answer.statusCode
      if (attempt < 20) expect(answer.statusCode).toBe(404)
    }
    expect(last).toBe(429)
  })

  it('staff read the team but every owner call answers them 403', async () => {
    const { owner: ownerAccount, staff } = await teamWithStaff()
    const team = await teamOf(staff.token)
    expect(team.members.find((member) => member.is_you)?.role).toBe('staff')
    const answers = [
      await invite(staff.token, { email: 'someone@example.com', role: 'staff' }),
      await harness.post('/crm/api/office/team/revoke', {
        token: staff.token,
        body: { invitation_id: 1 },
      }),
      await harness.post('/crm/api/office/team/remove', {
        token: staff.token,
        body: { user_id: ownerAccount.id },
      }),
      await harness.post('/crm/api/office/team/role', {
        token: staff.token,
        body: { user_id: staff.id, role: 'owner' },
      }),
    ]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403)
      expect(answer.json<ErrorAnswer>().code).toBe('forbidden')
    }
  })

  it("another organizer's owner cannot touch this team (IDOR)", async () => {
    const { organizer, owner: ownerAccount, staff } = await teamWithStaff()
    await invite(ownerAccount.token, { email: 'pending@example.com', role: 'staff' })
    const [pending] = (await teamOf(ownerAccount.token)).invitations
    const { account: otherOwner } = await owner()

    const otherTeam = await teamOf(otherOwner.token)
    expect(otherTeam.organizer.id).not.toBe(organizer.id)
    expect(otherTeam.members.map((member) => member.user_id)).toEqual([otherOwner.id])

    const revoke = await harness.post('/crm/api/office/team/revoke', {
      token: otherOwner.token,
      body: { invitation_id: pending!.id },
    })
    expect(revoke.statusCode).toBe(404)
    for (const [url, body] of [
      ['/crm/api/office/team/remove', { user_id: staff.id }],
      ['/crm/api/office/team/role', { user_id: staff.id, role: 'owner' }],
      ['/crm/api/office/team/remove', { user_id: ownerAccount.id }],
    ] as const) {
      const answer = await harness.post(url, { token: otherOwner.token, body })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json<ErrorAnswer>().code).toBe('team_member_not_found')
    }
    const team = await teamOf(ownerAccount.token)
    expect(team.members.map((member) => member.role)).toEqual(['owner', 'staff'])
    expect(team.invitations).toHaveLength(1)
  })

  it('removing a member ends its access with its very next call', async () => {
    const { organizer, owner: ownerAccount, staff } = await teamWithStaff()
    expect((await harness.get('/crm/api/office/team', { token: staff.token })).statusCode).toBe(200)
    const removed = await harness.post('/crm/api/office/team/remove', {
      token: ownerAccount.token,
      body: { user_id: staff.id },
    })
    expect(removed.statusCode).toBe(200)
    expect(officeTeamSchema.parse(removed.json()).members.map((member) => member.user_id)).toEqual([
      ownerAccount.id,
    ])
    for (const url of ['/crm/api/office/team', '/crm/api/office/context']) {
      const next = await harness.get(url, { token: staff.token })
      expect(next.statusCode, url).toBe(403)
      expect(next.json<ErrorAnswer>().code).toBe('forbidden')
    }
    const [user] = await harness.db.select().from(users).where(eq(users.id, staff.id))
    expect(user!.organizerId).toBeNull()
    // Nor does the profile stay among the account's own (organizer/list reads users.organizer_id too).
    const list = await harness.get('/crm/api/organizer/list', { token: staff.token })
    expect(list.json()).toMatchObject({ data: [], acting_organizer_id: null })

    const trail = await harness.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'team'), eq(auditLog.objectId, String(organizer.id))))
    expect(trail.map((row) => row.action)).toEqual(['team.invite', 'team.accept', 'team.remove'])
    expect(trail[2]!.before).toEqual({ user_id: staff.id, role: 'staff' })
  })

  it('keeps an owner: the last one is not removed, demoted nor let go; with two, each may go', async () => {
    const { owner: ownerAccount, staff } = await teamWithStaff()
    for (const [url, body] of [
      ['/crm/api/office/team/remove', { user_id: ownerAccount.id }],
      ['/crm/api/office/team/role', { user_id: ownerAccount.id, role: 'staff' }],
      ['/crm/api/office/team/leave', undefined],
    ] as const) {
      const answer = await harness.post(url, { token: ownerAccount.token, body: body ?? {} })
      expect(answer.statusCode, url).toBe(409)
      expect(answer.json<ErrorAnswer>().code).toBe('last_owner')
    }

    const promoted = await harness.post('/crm/api/office/team/role', {
      token: ownerAccount.token,
      body: { user_id: staff.id, role: 'owner' },
    })
    expect(promoted.statusCode).toBe(200)
    expect(officeTeamSchema.parse(promoted.json()).members.map((member) => member.role)).toEqual([
      'owner',
      'owner',
    ])
    const left = await harness.post('/crm/api/office/team/leave', { token: ownerAccount.token })
    expect(left.statusCode).toBe(200)
    expect(left.json()).toEqual({ acting_organizer_id: null })
    expect(
      (await harness.get('/crm/api/office/team', { token: ownerAccount.token })).statusCode,
    ).toBe(403)
    const team = await teamOf(staff.token)
    expect(team.members).toEqual([expect.objectContaining({ user_id: staff.id, role: 'owner' })])
  })

  it('a member who leaves acts for another of its teams when it has one', async () => {
    const { organizer: first, account: firstOwner } = await owner()
    const { organizer: second, owner: secondOwner, staff } = await teamWithStaff()
    await invite(firstOwner.token, { email: staff.email, role: 'staff' })
    const token = await invitationToken(staff.email)
    await harness.post('/crm/api/office/team/accept', { token: staff.token, body: { token } })
    expect((await teamOf(staff.token)).organizer.id).toBe(first.id)
    const left = await harness.post('/crm/api/office/team/leave', { token: staff.token })
    expect(left.json()).toEqual({ acting_organizer_id: second.id })
    expect((await teamOf(staff.token)).organizer.id).toBe(second.id)
    expect((await teamOf(secondOwner.token)).members).toHaveLength(2)
  })
})
