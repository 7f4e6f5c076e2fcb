import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../../db/database.ts'
import {
  organizerAccounts,
  organizerInvitations,
  organizers,
  users,
} from '../../../db/schema/index.ts'
import type { OrganizerTeamRole } from '../../../db/schema/organizers.ts'
import { recordAudit, type AuditEntry } from '../../../platform/audit/audit-log.ts'

export type TeamMemberRow = {
  userId: number
  firstName: string | null
  lastName: string | null
  email: string | null
  role: OrganizerTeamRole
  since: Date
}

export type PendingInvitationRow = {
  id: number
  email: string
  role: OrganizerTeamRole
  inviterFirstName: string | null
  inviterLastName: string | null
  createdAt: Date
  expiresAt: Date
}

export type InvitationRow = {
  id: number
  organizerId: number
  organizerName: string
  email: string
  role: OrganizerTeamRole
  inviterFirstName: string | null
  inviterLastName: string | null
  expiresAt: Date
  acceptedAt: Date | null
  revokedAt: Date | null
}

/** A team change, made in one transaction with its audit row (written by the caller's entry). */
export type TeamAudit = Omit<AuditEntry, 'objectKind' | 'objectId' | 'organizerId' | 'actorKind'>

/** The team's rows of a profile, locked so two owners' changes cannot both take the last owner away. */
async function lockedMembers(tx: AppDatabase, organizerId: number) {
  return tx
    .select({ userId: organizerAccounts.userId, role: organizerAccounts.role })
    .from(organizerAccounts)
    .where(eq(organizerAccounts.organizerId, organizerId))
    .for('update')
}

/**
 * When an account leaves a team it stops acting for that profile: it acts for another of its
 * teams (the oldest) or for none. Profiles made before organizer_accounts existed count
 * users.organizer_id alone as ownership, so it must never keep pointing at a team it left.
 */
async function stopActingFor(tx: AppDatabase, userId: number, organizerId: number) {
  const [next] = await tx
    .select({ organizerId: organizerAccounts.organizerId })
    .from(organizerAccounts)
    .where(
      and(eq(organizerAccounts.userId, userId), ne(organizerAccounts.organizerId, organizerId)),
    )
    .orderBy(asc(organizerAccounts.createdAt), asc(organizerAccounts.organizerId))
    .limit(1)
  await tx
    .update(users)
    .set({ organizerId: next?.organizerId ?? null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.organizerId, organizerId)))
}

function teamAuditOf(organizerId: number, audit: TeamAudit): AuditEntry {
  return {
    ...audit,
    organizerId,
    actorKind: 'organizer',
    objectKind: 'team',
    objectId: organizerId,
  }
}

export function createTeamRepository(db: AppDatabase) {
  return {
    async organizerName(organizerId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: organizers.name })
        .from(organizers)
        .where(eq(organizers.id, organizerId))
      return row?.name
    },

    async members(organizerId: number): Promise<TeamMemberRow[]> {
      return db
        .select({
          userId: organizerAccounts.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: organizerAccounts.role,
          since: organizerAccounts.createdAt,
        })
        .from(organizerAccounts)
        .innerJoin(users, eq(users.id, organizerAccounts.userId))
        .where(eq(organizerAccounts.organizerId, organizerId))
        .orderBy(
          sql`case when ${organizerAccounts.role} = 'owner' then 0 else 1 end`,
          asc(organizerAccounts.createdAt),
          asc(organizerAccounts.userId),
        )
    },

    /** Invitations neither accepted, revoked nor expired at `now`, newest first. */
    async pendingInvitations(organizerId: number, now: Date): Promise<PendingInvitationRow[]> {
      return db
        .select({
          id: organizerInvitations.id,
          email: organizerInvitations.email,
          role: organizerInvitations.role,
          inviterFirstName: users.firstName,
          inviterLastName: users.lastName,
          createdAt: organizerInvitations.createdAt,
          expiresAt: organizerInvitations.expiresAt,
        })
        .from(organizerInvitations)
        .leftJoin(users, eq(users.id, organizerInvitations.invitedByUserId))
        .where(
          and(
            eq(organizerInvitations.organizerId, organizerId),
            isNull(organizerInvitations.acceptedAt),
            isNull(organizerInvitations.revokedAt),
            gt(organizerInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(organizerInvitations.createdAt), desc(organizerInvitations.id))
    },

    /** Whether the account with this e-mail (normalised) is on the team. */
    async isMemberByEmail(organizerId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: organizerAccounts.userId })
        .from(organizerAccounts)
        .innerJoin(users, eq(users.id, organizerAccounts.userId))
        .where(and(eq(organizerAccounts.organizerId, organizerId), eq(users.email, email)))
      return row !== undefined
    },

    /** The language of the account with this e-mail, when there is one. */
    async languageOfEmail(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ languageCode: users.languageCode })
        .from(users)
        .where(eq(users.email, email))
      return row?.languageCode
    },

    /**
     * A new invitation; a pending one of the same address to the same profile is revoked, so the
     * newest link is the only one that works.
     */
    async createInvitation(
      invitation: {
        organizerId: number
        email: string
        role: OrganizerTeamRole
        tokenHash: string
        invitedByUserId: number
        createdAt: Date
        expiresAt: Date
      },
      audit: TeamAudit,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(organizerInvitations)
          .set({ revokedAt: invitation.createdAt })
          .where(
            and(
              eq(organizerInvitations.organizerId, invitation.organizerId),
              eq(organizerInvitations.email, invitation.email),
              isNull(organizerInvitations.acceptedAt),
              isNull(organizerInvitations.revokedAt),
            ),
          )
        const [created] = await tx
          .insert(organizerInvitations)
          .values(invitation)
          .returning({ id: organizerInvitations.id })
        await recordAudit(tx, teamAuditOf(invitation.organizerId, audit))
        return created!.id
      })
    },

    /** Takes back an invitation whose mail could not be sent, so no link waits that nobody got. */
    async deleteInvitation(id: number): Promise<void> {
      await db.delete(organizerInvitations).where(eq(organizerInvitations.id, id))
    },

    /** Revokes a pending invitation of the profile; false when there is none by that id. */
    async revokeInvitation(
      organizerId: number,
      invitationId: number,
      now: Date,
      audit: (email: string, role: OrganizerTeamRole) => TeamAudit,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(organizerInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(organizerInvitations.id, invitationId),
              eq(organizerInvitations.organizerId, organizerId),
              isNull(organizerInvitations.acceptedAt),
              isNull(organizerInvitations.revokedAt),
              gt(organizerInvitations.expiresAt, now),
            ),
          )
          .returning({ email: organizerInvitations.email, role: organizerInvitations.role })
        if (revoked === undefined) return false
        await recordAudit(tx, teamAuditOf(organizerId, audit(revoked.email, revoked.role)))
        return true
      })
    },

    async invitationByTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select({
          id: organizerInvitations.id,
          organizerId: organizerInvitations.organizerId,
          organizerName: organizers.name,
          email: organizerInvitations.email,
          role: organizerInvitations.role,
          inviterFirstName: users.firstName,
          inviterLastName: users.lastName,
          expiresAt: organizerInvitations.expiresAt,
          acceptedAt: organizerInvitations.acceptedAt,
          revokedAt: organizerInvitations.revokedAt,
        })
        .from(organizerInvitations)
        .innerJoin(organizers, eq(organizers.id, organizerInvitations.organizerId))
        .leftJoin(users, eq(users.id, organizerInvitations.invitedByUserId))
        .where(eq(organizerInvitations.tokenHash, tokenHash))
      return row
    },

    async roleOf(organizerId: number, userId: number): Promise<OrganizerTeamRole | undefined> {
      const [row] = await db
        .select({ role: organizerAccounts.role })
        .from(organizerAccounts)
        .where(
          and(eq(organizerAccounts.organizerId, organizerId), eq(organizerAccounts.userId, userId)),
        )
      return row?.role
    },

    /**
     * Uses an invitation once: marks it accepted (only while still pending, so a second use of
     * the link finds nothing), puts the account on the team unless it is already there, and makes
     * the profile the one it acts for. The role it has on the team after is answered; undefined
     * when the invitation was used or revoked meanwhile.
     */
    async acceptInvitation(
      invitation: { id: number; organizerId: number; role: OrganizerTeamRole },
      userId: number,
      now: Date,
      audit: TeamAudit,
    ): Promise<OrganizerTeamRole | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(organizerInvitations)
          .set({ acceptedAt: now, acceptedByUserId: userId })
          .where(
            and(
              eq(organizerInvitations.id, invitation.id),
              isNull(organizerInvitations.acceptedAt),
              isNull(organizerInvitations.revokedAt),
            ),
          )
          .returning({ id: organizerInvitations.id })
        if (used === undefined) return undefined
        await tx
          .insert(organizerAccounts)
          .values({ organizerId: invitation.organizerId, userId, role: invitation.role })
          .onConflictDoNothing()
        const [member] = await tx
          .select({ role: organizerAccounts.role })
          .from(organizerAccounts)
          .where(
            and(
              eq(organizerAccounts.organizerId, invitation.organizerId),
              eq(organizerAccounts.userId, userId),
            ),
          )
        await tx
          .update(users)
          .set({ organizerId: invitation.organizerId, updatedAt: now })
          .where(eq(users.id, userId))
        await recordAudit(tx, teamAuditOf(invitation.organizerId, audit))
        return member!.role
      })
    },

    /**
     * Changes one member under the team's lock: `decide` sees the whole team and answers a
     * refusal, or null to go on. A new role updates the row; null takes the account off the team
     * and it stops acting for the profile.
     */
    async changeMember<Refusal>(
      organizerId: number,
      change: { userId: number; role: OrganizerTeamRole | null },
      decide: (members: { userId: number; role: OrganizerTeamRole }[]) => Refusal | null,
      audit: (before: OrganizerTeamRole) => TeamAudit,
    ): Promise<Refusal | null> {
      return db.transaction(async (tx) => {
        const members = await lockedMembers(tx, organizerId)
        const refusal = decide(members)
        if (refusal !== null) return refusal
        const before = members.find((member) => member.userId === change.userId)!.role
        const where = and(
          eq(organizerAccounts.organizerId, organizerId),
          eq(organizerAccounts.userId, change.userId),
        )
        if (change.role === null) {
          await tx.delete(organizerAccounts).where(where)
          await stopActingFor(tx, change.userId, organizerId)
        } else {
          await tx.update(organizerAccounts).set({ role: change.role }).where(where)
        }
        await recordAudit(tx, teamAuditOf(organizerId, audit(before)))
        return null
      })
    },

    async actingOrganizerId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ organizerId: users.organizerId })
        .from(users)
        .where(eq(users.id, userId))
      return row?.organizerId ?? null
    },
  }
}

export type TeamRepository = ReturnType<typeof createTeamRepository>
