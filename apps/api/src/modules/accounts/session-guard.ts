import { accountMessage } from '@tourmarket/domain/accounts'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import { accessTokenOf } from '../../platform/http/session-guard.ts'
import type { SessionGuard, Viewer } from '../../platform/http/session-guard.ts'
import type { AccountsService } from './service.ts'

/**
 * Who a request comes from. Calls that need a user (favourites, the profile, chat, bookings)
 * answer 401 without a valid token of an open session; the client then refreshes once (§4).
 */
export function createSessionGuard(accounts: Pick<AccountsService, 'viewerOf'>): SessionGuard {
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
    async signedInOnly(request: FastifyRequest): Promise<void> {
      await requireViewer(request)
    },
  }
}
