import type { OfficeTeam, OfficeTeamRole } from '@tourmarket/contracts'
import { teamChangeRefusal } from '@tourmarket/domain/office'
import { AppError } from '../../../../errors.ts'
import type { Viewer } from '../../../../platform/http/session-guard.ts'
import type { OfficeMember } from '../../../../platform/office/office-access.ts'
import type { TeamDeps } from '../deps.ts'
import { teamView } from './read-team.ts'

function refusalError(refusal: 'not_member' | 'last_owner'): AppError {
  return refusal === 'not_member'
    ? new AppError({
        code: 'team_member_not_found',
        message: 'This account is not on your team.',
      })
    : new AppError({
        code: 'last_owner',
        message:
          'A profile needs an owner: make someone else an owner first, then change this one.',
      })
}

export function createMemberChangeUseCases(deps: TeamDeps) {
  const { repository, access } = deps

  /** One member's new role (null: off the team), under the team's lock and its one-owner rule. */
  async function change(
    actor: OfficeMember,
    target: { userId: number; role: OfficeTeamRole | null },
    action: string,
  ): Promise<void> {
    const refusal = await repository.changeMember(
      actor.organizerId,
      target,
      (members) => teamChangeRefusal(members, target),
      (before) => ({
        actorUserId: actor.userId,
        action,
        before: { user_id: target.userId, role: before },
        after: target.role === null ? null : { user_id: target.userId, role: target.role },
      }),
    )
    if (refusal !== null) throw refusalError(refusal)
  }

  return {
    /**
     * An owner takes an account off the team. Its access ends with its next call: every office
     * call reads the membership afresh (office-access.ts) and it no longer acts for the profile.
     */
    async remove(viewer: Viewer, userId: number): Promise<OfficeTeam> {
      const owner = await access.owner(viewer)
      await change(owner, { userId, role: null }, 'team.remove')
      return teamView(deps, owner)
    },

    async setRole(viewer: Viewer, userId: number, role: OfficeTeamRole): Promise<OfficeTeam> {
      const owner = await access.owner(viewer)
      await change(owner, { userId, role }, 'team.role')
      // An owner who made themselves staff reads the team as staff from now on.
      const reader = userId === owner.userId ? { ...owner, role } : owner
      return teamView(deps, reader)
    },

    async leave(viewer: Viewer): Promise<{ acting_organizer_id: number | null }> {
      const member = await access.member(viewer)
      await change(member, { userId: member.userId, role: null }, 'team.leave')
      return { acting_organizer_id: await repository.actingOrganizerId(member.userId) }
    },
  }
}
