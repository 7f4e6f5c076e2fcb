import type { OfficeTeam } from '@tourmarket/contracts'
import { AppError } from '../../../../errors.ts'
import type { Viewer } from '../../../../platform/http/session-guard.ts'
import type { OfficeMember } from '../../../../platform/office/office-access.ts'
import { personName, type TeamDeps } from '../deps.ts'

/** The team of the member's profile: members, then the invitations still pending. */
export async function teamView(deps: TeamDeps, member: OfficeMember): Promise<OfficeTeam> {
  const { repository, now } = deps
  const [name, members, invitations] = await Promise.all([
    repository.organizerName(member.organizerId),
    repository.members(member.organizerId),
    repository.pendingInvitations(member.organizerId, now()),
  ])
  if (name === undefined) {
    throw new AppError({ code: 'forbidden', message: 'This organizer profile no longer exists.' })
  }
  return {
    organizer: { id: member.organizerId, name },
    your_role: member.role,
    members: members.map((row) => ({
      user_id: row.userId,
      name: personName(row),
      email: row.email,
      role: row.role,
      since: row.since.toISOString(),
      is_you: row.userId === member.userId,
    })),
    invitations: invitations.map((row) => {
      const inviter = personName({ firstName: row.inviterFirstName, lastName: row.inviterLastName })
      return {
        id: row.id,
        email: row.email,
        role: row.role,
        invited_by: inviter === '' ? null : inviter,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      }
    }),
  }
}

export function createReadTeamUseCase(deps: TeamDeps) {
  return {
    /** Any member reads the team; only owners change it. */
    async team(viewer: Viewer): Promise<OfficeTeam> {
      return teamView(deps, await deps.access.member(viewer))
    },
  }
}
