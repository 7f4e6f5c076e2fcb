import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard, LimitRule } from '../../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../../platform/http/endpoint-route.ts'
import { requestAddress, type TrustedProxies } from '../../../platform/http/forwarded-address.ts'
import type { SessionGuard } from '../../../platform/http/session-guard.ts'
import type { TeamService } from './service.ts'

export type TeamRoutesOptions = {
  team: TeamService
  sessions: SessionGuard
  limit: AbuseGuard
  trustedProxies: TrustedProxies
}

const minutes = 60
const hours = 60 * minutes

/**
 * Each invitation mails a stranger's address: an owner sends a handful, a script sending more is
 * spam, and one address hears at most a few a day whoever asks. Tokens are 256 bits, so guessing
 * is hopeless anyway; the limit keeps a script from trying by the thousand.
 */
export const teamLimitRules = {
  invitePerAccount: { name: 'team-invite:account', limit: 30, windowSeconds: hours },
  invitePerRecipient: { name: 'team-invite:recipient', limit: 5, windowSeconds: 24 * hours },
  tokenPerIp: { name: 'team-token:ip', limit: 30, windowSeconds: 15 * minutes },
  tokenPerAccount: { name: 'team-token:account', limit: 20, windowSeconds: 15 * minutes },
} as const satisfies Record<string, LimitRule>

/** Issue 40 item 7: the office's team (GET /crm/api/office/team and its changes). */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (
  app,
  { team, sessions, limit, trustedProxies },
) => {
  const viewer = sessions.requireViewer

  app.route({
    ...endpointRoute(endpoints.officeTeam),
    handler: async (request) => team.team(await viewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.officeTeamInvite),
    handler: async (request, reply) => {
      const caller = await viewer(request)
      await limit(request, [
        { rule: teamLimitRules.invitePerAccount, key: String(caller.user.id) },
        { rule: teamLimitRules.invitePerRecipient, key: request.body.email },
      ])
      const answer = await team.invite(caller, request.body, request.language)
      return reply.code(201).send(answer)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeTeamRevoke),
    handler: async (request) => team.revoke(await viewer(request), request.body.invitation_id),
  })

  const countTokenUse = async (request: Parameters<SessionGuard['requireViewer']>[0]) => {
    const caller = await viewer(request)
    await limit(request, [
      { rule: teamLimitRules.tokenPerIp, key: requestAddress(request, trustedProxies) },
      { rule: teamLimitRules.tokenPerAccount, key: String(caller.user.id) },
    ])
    return caller
  }

  app.route({
    ...endpointRoute(endpoints.officeTeamInvitation),
    handler: async (request) => team.invitation(await countTokenUse(request), request.query.token),
  })

  app.route({
    ...endpointRoute(endpoints.officeTeamAccept),
    handler: async (request) => team.accept(await countTokenUse(request), request.body.token),
  })

  app.route({
    ...endpointRoute(endpoints.officeTeamRemove),
    handler: async (request) => team.remove(await viewer(request), request.body.user_id),
  })

  app.route({
    ...endpointRoute(endpoints.officeTeamRole),
    handler: async (request) =>
      team.setRole(await viewer(request), request.body.user_id, request.body.role),
  })

  app.route({
    ...endpointRoute(endpoints.officeTeamLeave),
    handler: async (request) => team.leave(await viewer(request)),
  })
}
