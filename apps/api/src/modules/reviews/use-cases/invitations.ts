import { addDays } from '@tourmarket/domain/inputs'
import { composeReviewInvitationMail } from '../mails.ts'
import type { ReviewPageDeps } from './deps.ts'

/** Trips that ended longer ago than this get no review link (nor do old bookings on rollout). */
const INVITATION_WINDOW_DAYS = 60

/** How many links one run sends at most; the next run goes on. */
const INVITATIONS_PER_RUN = 100

export function createInvitationsUseCase(deps: ReviewPageDeps) {
  const { repository, smtp, siteUrl, now, reportError } = deps

  return {
    /**
     * The periodic job: e-mails the review link to the contact of every booking whose trip ended
     * (before today, within the last 60 days) and took place (status 3 or 4), and of every trip
     * marked done (4) at once (the office runs it then too). Safe to run in two
     * processes at once: each link is marked sent by one of them only. Answers the bookings
     * whose link this run sent.
     */
    async sendDueInvitations(): Promise<number[]> {
      const today = now().toISOString().slice(0, 10)
      const since = addDays(today, -INVITATION_WINDOW_DAYS)
      const due = await repository.dueInvitations(today, since, INVITATIONS_PER_RUN)
      const sent: number[] = []
      for (const row of due) {
        const uuid = await repository.markSent(row.bookingId, (invitationUuid) => {
          if (smtp !== null) return null
          const mail = composeReviewInvitationMail(row, invitationUuid, siteUrl)
          return { channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text }
        })
        if (uuid === null) continue
        sent.push(row.bookingId)
        // With SMTP the link is sent once it is marked: at most once, a failure reported.
        if (smtp !== null)
          await smtp.send(composeReviewInvitationMail(row, uuid, siteUrl)).catch(reportError)
      }
      return sent
    },
  }
}
