import type { UserRow } from '../repository.ts'
import { hashToken, newSessionId, randomToken, tokenLifetimes } from '../tokens.ts'
import type { AccountsServiceOptions } from './options.ts'

/** A signed-in session as handed to the client: the access token, and the refresh token for its cookie. */
export type IssuedSession = {
  readonly accessToken: string
  readonly refreshToken: string
  readonly isAdminAuth: boolean
  readonly expiresIn: number
}

/** Opens sessions and issues their token pairs. */
export function createSessionIssuer({
  repository,
  accessTokens,
  now,
}: Pick<AccountsServiceOptions, 'repository' | 'accessTokens' | 'now'>) {
  async function startSession(user: UserRow): Promise<IssuedSession> {
    const sessionId = newSessionId()
    const isAdminAuth = user.isStaff
    await repository.insertSession({ id: sessionId, userId: user.id, isAdminAuth })
    return issueTokens({ sessionId, userId: user.id, isAdminAuth })
  }

  async function issueTokens(session: {
    sessionId: string
    userId: number
    isAdminAuth: boolean
  }): Promise<IssuedSession> {
    const refreshToken = randomToken()
    await repository.insertRefreshToken({
      tokenHash: hashToken(refreshToken),
      sessionId: session.sessionId,
      expiresAt: new Date(now().getTime() + tokenLifetimes.refreshToken * 1000),
    })
    const accessToken = await accessTokens.sign(session)
    return {
      accessToken,
      refreshToken,
      isAdminAuth: session.isAdminAuth,
      expiresIn: tokenLifetimes.accessToken,
    }
  }

  return { startSession, issueTokens }
}
