import type { OfficeRole } from './team-roles.ts'

/** Issue 40: an invitation to a profile's team is good for a week after it is sent. */
export const INVITATION_LIFETIME_DAYS = 7

const dayMs = 24 * 60 * 60 * 1000

/** When an invitation sent at `sentAt` stops being accepted. */
export function invitationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_LIFETIME_DAYS * dayMs)
}

/** An invitation is accepted up to, not at, its expiry instant. */
export function isInvitationExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime()
}

/** One account on a profile's team, as the rules below need it. */
export type TeamMember = { readonly userId: number; readonly role: OfficeRole }

/**
 * A change to one member: a new role, or `null` when they leave the team (removed by an owner, or
 * by their own choice).
 */
export type TeamChange = { readonly userId: number; readonly role: OfficeRole | null }

/**
 * Why a team change is refused, or null when it may happen. A profile always keeps an owner: the
 * last one cannot be removed, demoted or leave, since nobody would be left to run the team and
 * the payouts. A change to someone not on the team is `not_member`.
 */
export function teamChangeRefusal(
  members: readonly TeamMember[],
  change: TeamChange,
): 'not_member' | 'last_owner' | null {
  const target = members.find((member) => member.userId === change.userId)
  if (target === undefined) return 'not_member'
  if (target.role !== 'owner' || change.role === 'owner') return null
  const otherOwners = members.filter(
    (member) => member.role === 'owner' && member.userId !== change.userId,
  )
  return otherOwners.length === 0 ? 'last_owner' : null
}
