import type { MeetData, MeetSaveBody } from '@tourmarket/contracts'
import { isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { fieldRefusal } from '../../../platform/forms/refusals.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { Email } from '../../../platform/mail/mailer.ts'
import type { NewOutboxMessage } from '../../../platform/mail/outbox-repository.ts'
import { touristMeetMail } from '../mails.ts'
import type { MeetMailBooking } from '../mails.ts'
import { datesText } from '../presenter.ts'
import type { MeetBookingRow } from '../repository.ts'
import { meetNotFound } from './deps.ts'
import type { MeetDeps } from './deps.ts'

/** A mail to send: kept in the outbox (written in the caller's transaction) or sent by SMTP after it. */
function outboxRows(mails: readonly Email[]): NewOutboxMessage[] {
  return mails.map((mail) => ({
    channel: 'email',
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
  }))
}

function languageOf(code: string): Locale {
  return isLocale(code) ? code : 'en-US'
}

function mailBooking(booking: MeetBookingRow, locale: Locale): MeetMailBooking {
  return {
    id: booking.id,
    tour: localize(locale, booking.tourTitle, booking.tourTitleRu),
    dates: datesText(booking.startDate, booking.endDate, locale),
  }
}

export function createSaveUseCase(deps: MeetDeps) {
  const { repository, smtp, siteUrl, reportError, now, resolve, present, removeStored } = deps

  return {
    /**
     * §7 meet-save: the text, and exactly the listed files kept; when that changes what the
     * tourists see (the first save, other text, a file added or removed), the booking's contact
     * is mailed the link to their booking page (in the owner's language), in the same transaction.
     */
    async save(body: MeetSaveBody, language: Locale): Promise<MeetData> {
      const { meet, booking } = await resolve(body.key)
      if (body.contract_id !== booking.id) throw meetNotFound()
      const files = await repository.files(booking.id)
      const attached = new Set(files.map((file) => file.id))
      const unknown = body.files.filter((id) => !attached.has(id))
      if (unknown.length > 0) {
        throw fieldRefusal(
          'validation_failed',
          'files',
          `Files ${unknown.join(', ')} are not attached to this meet page; upload them first.`,
        )
      }
      const locale = languageOf(booking.ownerLanguage)
      const mail = touristMeetMail(
        booking.contactEmail,
        mailBooking(booking, locale),
        `${siteUrl}${locale === 'ru' ? '/ru' : ''}${deps.bookingPagePath(booking.uuid)}`,
        locale,
      )
      const kept = new Set(body.files)
      // The tourist hears of what they would see change, not of every press of Save.
      const changed =
        meet.savedAt === null ||
        meet.meetingText !== body.organizer_meet_data ||
        files.some((file) =>
          kept.has(file.id) ? file.attachedAt >= (meet.savedAt ?? file.attachedAt) : true,
        )
      const removed = await repository.transaction(async (store) => {
        await store.saveText(booking.id, body.organizer_meet_data, now())
        const gone = await store.deleteFiles(booking.id, { allBut: body.files })
        if (changed && smtp === null) await store.insertOutbox(outboxRows([mail]))
        return gone
      })
      await removeStored(removed)
      if (changed && smtp !== null) await smtp.send(mail).catch(reportError)
      const saved = await repository.meetOf(booking.id)
      if (saved === undefined) throw meetNotFound()
      return present(saved, booking, language)
    },
  }
}
