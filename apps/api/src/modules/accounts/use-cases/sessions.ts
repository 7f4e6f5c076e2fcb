import type { Viewer } from '../../../platform/http/session-guard.ts'
import { hashToken } from '../tokens.ts'
import type { AccountsDeps } from './deps.ts'
import type { IssuedSession } from './session-issuer.ts'

export type { Viewer }

export function createSessionUseCases(deps: AccountsDeps) {
  const { repository, accessTokens, now, issueTokens } = deps

  /** The viewer of an access token and when the token expires; null when it is bad or its session has ended. */
  async function sessionOf(
    accessToken: string,
  ): Promise<{ viewer: Viewer; tokenExpiresAt: Date } | null> {
    const claims = await accessTokens.verify(accessToken)
    if (claims === null) return null
    const session = await repository.findActiveSession(claims.sessionId, claims.userId)
    return session === undefined ? null : { viewer: session, tokenExpiresAt: claims.expiresAt }
  }

  return {
    sessionOf,

    /** The viewer of an access token, or null when the token is bad or its session has ended. */
    async viewerOf(accessToken: string): Promise<Viewer | null> {
      return (await sessionOf(accessToken))?.viewer ?? null
    },

    /** The organizer each account acts for now (users.organizer_id), null for one that acts for none. */
    async actingOrganizers(userIds: readonly number[]): Promise<Map<number, number | null>> {
      return repository.actingOrganizers(userIds)
    },

    /** §7 logout: ends the session of the access token and of the refresh token, whichever came. */
    async signOut(sessionIds: { fromAccessToken?: string; refreshToken?: string }): Promise<void> {
      const at = now()
      if (sessionIds.fromAccessToken !== undefined) {
        await repository.revokeSession(sessionIds.fromAccessToken, 'logout', at)
      }
      if (sessionIds.refreshToken !== undefined) {
        const record = await repository.findRefreshToken(hashToken(sessionIds.refreshToken))
        if (record !== undefined) await repository.revokeSession(record.sessionId, 'logout', at)
      }
    },

    /**
     * §7 refresh-token: a new access token and a new refresh token for the same session. A refresh
     * token is good once; one that comes back after use was copied, so its whole session (the
     * token family) is revoked and both holders must sign in again.
     */
    async refresh(refreshToken: string): Promise<IssuedSession | null> {
      const at = now()
      const tokenHash = hashToken(refreshToken)
      const record = await repository.findRefreshToken(tokenHash)
      if (record === undefined || record.sessionRevokedAt !== null) return null
      if (record.usedAt !== null || !(await repository.markRefreshTokenUsed(tokenHash, at))) {
        await repository.revokeSession(record.sessionId, 'refresh_token_reuse', at)
        return null
      }
      if (record.expiresAt.getTime() <= at.getTime()) return null
      return issueTokens({
        sessionId: record.sessionId,
        userId: record.userId,
        isAdminAuth: record.isAdminAuth,
      })
    },
  }
}
