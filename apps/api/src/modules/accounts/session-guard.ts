import { accountMessage } from '@tourmarket/domain/accounts'
import { parseBearer } from '@tourmarket/domain/session'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import type { AccountsService, Viewer } from './service.ts'

/** The access token of a request: §7 X-Authorization (Bearer), or the standard Authorization header. */
export function accessTokenOf(request: FastifyRequest): string | null {
  for (const name of ['x-authorization', 'authorization']) {
    const value = request.headers[name]
    const token = parseBearer(Array.isArray(value) ? value[0] : value)
    if (token !== null) return token
  }
  return null
}

/**
 * Who a request comes from. Calls that need a user (favourites, the profile, chat, bookings)
 * answer 401 without a valid token of an open session; the client then refreshes once (§4).
 */
export function createSessionGuard(accounts: Pick<AccountsService, 'viewerOf'>) {
  const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>()

  function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
    let viewer = viewers.get(request)
    if (viewer === undefined) {
      const token = accessTokenOf(request)
      viewer = token === null ? Promise.resolve(null) : accounts.viewerOf(token)
      viewers.set(request, viewer)
    }
    return viewer
  }

  async function requireViewer(request: FastifyRequest): Promise<Viewer> {
    const viewer = await optionalViewer(request)
    if (viewer === null) {
      throw new AppError({
        code: 'unauthorized',
        message: accountMessage('accounts.signInRequired', request.language),
      })
    }
    return viewer
  }

  return {
    optionalViewer,
    requireViewer,
    /**
     * A route's preValidation hook: 401 comes before any 400 about the body, so a caller without
     * a session learns that first (and the §4 refresh runs before it fixes anything else).
     */
    async signedInOnly(request: FastifyRequest): Promise<void> {
      await requireViewer(request)
    },
  }
}

export type SessionGuard = ReturnType<typeof createSessionGuard>
