import { parseBearer } from '@tourmarket/domain/session'
import type { FastifyRequest } from 'fastify'
import type { users } from '../../db/schema/index.ts'

/** Who is calling: the user of a valid access token whose session is still open. */
export type Viewer = {
  readonly sessionId: string
  readonly isAdminAuth: boolean
  readonly user: typeof users.$inferSelect
}

/**
 * What routes ask about a request's caller. The accounts module builds it from its sessions;
 * the composition root hands it to every route plugin, so no feature imports accounts for it.
 */
export type SessionGuard = {
  /** The caller, or null without a valid token of an open session. */
  optionalViewer(request: FastifyRequest): Promise<Viewer | null>
  /** The caller; 401 without one. */
  requireViewer(request: FastifyRequest): Promise<Viewer>
  /**
   * A route's preValidation hook: 401 comes before any 400 about the body, so a caller without
   * a session learns that first (and the §4 refresh runs before it fixes anything else).
   */
  signedInOnly(request: FastifyRequest): Promise<void>
}

/** The access token of a request: §7 X-Authorization (Bearer), or the standard Authorization header. */
export function accessTokenOf(request: FastifyRequest): string | null {
  for (const name of ['x-authorization', 'authorization']) {
    const value = request.headers[name]
    const token = parseBearer(Array.isArray(value) ? value[0] : value)
    if (token !== null) return token
  }
  return null
}
