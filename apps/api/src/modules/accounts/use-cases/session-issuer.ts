import type { UserRow } from '../repository.ts'
import { hashToken, newSessionId, randomToken, sessionLifetimes } from '../tokens.ts'
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
  /**
   * An ordinary session, whoever signs in: a staff account's admin session (§6 is_admin_auth)
   * needs its second factor too (startAdminSession, issue 43 item 8).
   */
  async function startSession(user: Pick<UserRow, 'id'>): Promise<IssuedSession> {
    return openSession(user.id, false)
  }

  /** The admin session of a staff account whose second factor was just checked. */
  async function startAdminSession(userId: number): Promise<IssuedSession> {
    return openSession(userId, true)
  }

  async function openSession(userId: number, isAdminAuth: boolean): Promise<IssuedSession> {
    const sessionId = newSessionId()
    await repository.insertSession({ id: sessionId, userId, isAdminAuth })
    return issueTokens({ sessionId, userId, isAdminAuth })
  }

  async function issueTokens(session: {
    sessionId: string
    userId: number
    isAdminAuth: boolean
  }): Promise<IssuedSession> {
    const refreshToken = randomToken()
    const lifetimes = sessionLifetimes(session.isAdminAuth)
    await repository.insertRefreshToken({
      tokenHash: hashToken(refreshToken),
      sessionId: session.sessionId,
      expiresAt: new Date(now().getTime() + lifetimes.refreshToken * 1000),
    })
    const accessToken = await accessTokens.sign(session)
    return {
      accessToken,
      refreshToken,
      isAdminAuth: session.isAdminAuth,
      expiresIn: lifetimes.accessToken,
    }
  }

  return { startSession, startAdminSession, issueTokens }
}
