import type { TeamDeps } from './deps.ts'
import { createAcceptUseCases } from './use-cases/accept.ts'
import { createInviteUseCases } from './use-cases/invite.ts'
import { createMemberChangeUseCases } from './use-cases/member-changes.ts'
import { createReadTeamUseCase } from './use-cases/read-team.ts'

/**
 * Issue 40 item 7: the team of the organizer profile an account acts for. Every change writes
 * an audit row (object kind `team`, the profile's id) in its own transaction.
 */
export function createTeamService(deps: TeamDeps) {
  return {
    ...createReadTeamUseCase(deps),
    ...createInviteUseCases(deps),
    ...createAcceptUseCases(deps),
    ...createMemberChangeUseCases(deps),
  }
}

export type TeamService = ReturnType<typeof createTeamService>
