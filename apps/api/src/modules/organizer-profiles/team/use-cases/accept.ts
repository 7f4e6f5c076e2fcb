import type { OfficeTeamInvitationPreview, OfficeTeamJoined } from '@tourmarket/contracts'
import { normalizeEmail } from '@tourmarket/domain/accounts'
import { isInvitationExpired } from '@tourmarket/domain/office'
import { AppError } from '../../../../errors.ts'
import type { Viewer } from '../../../../platform/http/session-guard.ts'
import { invitationTokenHash, personName, type TeamDeps } from '../deps.ts'
import type { InvitationRow } from '../repository.ts'

function notFound(): AppError {
  return new AppError({
    code: 'invitation_not_found',
    message:
      'This invitation link does not work: it was used already, taken back, or mistyped. Ask the owner for a new one.',
  })
}

export function createAcceptUseCases(deps: TeamDeps) {
  const { repository, now } = deps

  /**
   * The pending invitation of a token. A used or revoked one reads as unknown, so a link that
   * worked once tells a later holder nothing; an expired one says so, since its holder was invited.
   */
  async function pending(token: string): Promise<InvitationRow> {
    const invitation = await repository.invitationByTokenHash(invitationTokenHash(token))
    if (
      invitation === undefined ||
      invitation.acceptedAt !== null ||
      invitation.revokedAt !== null
    ) {
      throw notFound()
    }
    if (isInvitationExpired(invitation.expiresAt, now())) {
      throw new AppError({
        code: 'invitation_expired',
        message: 'This invitation has expired. Ask the owner to invite you again.',
      })
    }
    return invitation
  }

  function inviterOf(invitation: InvitationRow): string | null {
    const name = personName({
      firstName: invitation.inviterFirstName,
      lastName: invitation.inviterLastName,
    })
    return name === '' ? null : name
  }

  return {
    async invitation(viewer: Viewer, token: string): Promise<OfficeTeamInvitationPreview> {
      const invitation = await pending(token)
      const role = await repository.roleOf(invitation.organizerId, viewer.user.id)
      return {
        organizer: { id: invitation.organizerId, name: invitation.organizerName },
        role: invitation.role,
        email: invitation.email,
        invited_by: inviterOf(invitation),
        expires_at: invitation.expiresAt.toISOString(),
        already_member: role !== undefined,
      }
    },

    /**
     * The invited account joins. Only the account whose confirmed e-mail is the invited address
     * may: the link alone could have been forwarded or seen by someone else.
     */
    async accept(viewer: Viewer, token: string): Promise<OfficeTeamJoined> {
      const invitation = await pending(token)
      const email = viewer.user.email === null ? null : normalizeEmail(viewer.user.email)
      if (email !== invitation.email) {
        throw new AppError({
          code: 'invitation_email_mismatch',
          message: `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
        })
      }
      if (viewer.user.emailConfirmedAt === null) {
        throw new AppError({
          code: 'email_not_confirmed',
          message: 'Confirm your e-mail address first, then accept the invitation.',
        })
      }
      const role = await repository.acceptInvitation(invitation, viewer.user.id, now(), {
        actorUserId: viewer.user.id,
        action: 'team.accept',
        after: { user_id: viewer.user.id, email: invitation.email, role: invitation.role },
      })
      if (role === undefined) throw notFound()
      return { organizer: { id: invitation.organizerId, name: invitation.organizerName }, role }
    },
  }
}
