import type { AccountsRepository, RevokedSession } from './repository.ts'

/**
 * The accounts repository, telling `onEnded` of every session it revokes: a logout, a reused
 * refresh token, a password change or reset, a login claimed by someone who proved it. What
 * outlives a request, the chat socket, is then closed with its session on every API instance
 * (services.ts sends the news over the chat's bus).
 */
export function announcingSessionEnds(
  repository: AccountsRepository,
  onEnded: (ended: readonly RevokedSession[]) => void,
): AccountsRepository {
  const announce = (ended: RevokedSession[]): RevokedSession[] => {
    if (ended.length > 0) onEnded(ended)
    return ended
  }
  return {
    ...repository,
    revokeSession: async (...args) => announce(await repository.revokeSession(...args)),
    revokeUserSessions: async (...args) => announce(await repository.revokeUserSessions(...args)),
  }
}
