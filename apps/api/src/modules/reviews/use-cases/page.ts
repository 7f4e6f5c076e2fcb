import type { ReviewPage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ReviewPageDeps } from './deps.ts'

export function createPageUseCases(deps: ReviewPageDeps) {
  const { repository, invitationOf, present } = deps

  return {
    /** §2 /review/{uuid}: the trip and the review written so far; 404 for an unknown uuid. */
    async page(uuid: string, language: Locale): Promise<ReviewPage> {
      const invitation = await invitationOf(uuid)
      return present(invitation, await repository.review(invitation.bookingId), language)
    },

    /** 404 `review_invitation_not_found` unless the uuid is a review link's. */
    async requireInvitation(uuid: string): Promise<void> {
      await invitationOf(uuid)
    },
  }
}
