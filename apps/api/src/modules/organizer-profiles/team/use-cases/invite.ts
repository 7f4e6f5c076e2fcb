import type { OfficeTeam, OfficeTeamRole } from '@tourmarket/contracts'
import { isLocale, type Locale } from '@tourmarket/domain/i18n'
import { invitationExpiresAt } from '@tourmarket/domain/office'
import { AppError } from '../../../../errors.ts'
import type { Viewer } from '../../../../platform/http/session-guard.ts'
import { invitationTokenHash, newInvitationToken, personName, type TeamDeps } from '../deps.ts'
import { teamView } from './read-team.ts'

/** The storefront's page that accepts an invitation, in the reader's language. */
export function acceptPageUrl(siteUrl: string, token: string, locale: Locale): string {
  const prefix = locale === 'ru' ? '/ru' : ''
  return `${siteUrl}${prefix}/office/team/accept?token=${encodeURIComponent(token)}`
}

export function createInviteUseCases(deps: TeamDeps) {
  const { repository, access, mailer, composeInvitation, siteUrl, now } = deps

  return {
    /**
     * An owner invites an address. The mail goes out before the invitation is kept: when it
     * cannot be sent, nothing waits for a link nobody received (503 `mail_unavailable`). The
     * mail is in the language of the address's account, else in the inviting owner's.
     */
    async invite(
      viewer: Viewer,
      input: { email: string; role: OfficeTeamRole },
      language: Locale,
    ): Promise<OfficeTeam> {
      const owner = await access.owner(viewer)
      if (await repository.isMemberByEmail(owner.organizerId, input.email)) {
        throw new AppError({
          code: 'already_team_member',
          message: 'The account with this e-mail is on the team already.',
          errors: { email: ['Already on the team.'] },
        })
      }
      const organizerName = (await repository.organizerName(owner.organizerId)) ?? ''
      const known = await repository.languageOfEmail(input.email)
      const locale = known !== undefined && isLocale(known) ? known : language
      const token = newInvitationToken()
      const createdAt = now()
      const expiresAt = invitationExpiresAt(createdAt)
      const mail = await composeInvitation({
        to: input.email,
        locale,
        organizerName,
        inviterName: personName({ ...viewer.user, userId: viewer.user.id }),
        role: input.role,
        acceptUrl: acceptPageUrl(siteUrl, token, locale),
        expiresOn: expiresAt.toISOString().slice(0, 10),
      })
      try {
        await mailer.send(mail)
      } catch (error) {
        throw new AppError({
          code: 'mail_unavailable',
          message: 'The invitation could not be sent. Try again in a few minutes.',
          cause: error,
        })
      }
      await repository.createInvitation(
        {
          organizerId: owner.organizerId,
          email: input.email,
          role: input.role,
          tokenHash: invitationTokenHash(token),
          invitedByUserId: owner.userId,
          createdAt,
          expiresAt,
        },
        { actorUserId: owner.userId, action: 'team.invite', after: { ...input } },
      )
      return teamView(deps, owner)
    },

    /** An owner takes back a pending invitation of the profile; its link stops working. */
    async revoke(viewer: Viewer, invitationId: number): Promise<OfficeTeam> {
      const owner = await access.owner(viewer)
      const revoked = await repository.revokeInvitation(
        owner.organizerId,
        invitationId,
        now(),
        (email, role) => ({
          actorUserId: owner.userId,
          action: 'team.revoke',
          before: { invitation_id: invitationId, email, role },
        }),
      )
      if (!revoked) {
        throw new AppError({
          code: 'invitation_not_found',
          message: 'There is no pending invitation with this id on your team.',
        })
      }
      return teamView(deps, owner)
    },
  }
}
