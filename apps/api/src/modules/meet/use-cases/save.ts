import type { MeetData, MeetSaveBody } from '@tourmarket/contracts'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { isBookingRequestStatus } from '@tourmarket/domain/enums'
import { isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import { changedFields } from '../../../platform/audit/audit-log.ts'
import { fieldRefusal } from '../../../platform/forms/refusals.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { Email } from '../../../platform/mail/mailer.ts'
import type { NewOutboxMessage } from '../../../platform/mail/outbox-repository.ts'
import { touristMeetMail } from '../mails.ts'
import type { MeetMailBooking } from '../mails.ts'
import { datesText } from '../presenter.ts'
import type { MeetBookingRow, MeetRow } from '../repository.ts'
import { meetBookingCancelled, meetNotFound } from './deps.ts'
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

/** Who saved from the office (issue 40): its audit row names them and their organizer. */
export type MeetOfficeActor = { readonly userId: number; readonly organizerId: number }

export function createSaveUseCase(deps: MeetDeps) {
  const { repository, smtp, siteUrl, reportError, now, resolve, present, removeStored } = deps

  /**
   * The text, and exactly the listed files kept; when that changes what the tourists see (the
   * first save, other text, a file added or removed), the booking's contact is mailed the link
   * to their booking page (in the owner's language), in the same transaction. A save from the
   * office writes its audit row in that transaction too.
   */
  async function store(
    meet: MeetRow,
    booking: MeetBookingRow,
    input: { text: string; files: readonly number[] | undefined },
    officeActor: MeetOfficeActor | null,
  ): Promise<MeetRow> {
    const files = await repository.files(booking.id)
    const keptIds = input.files ?? files.map((file) => file.id)
    const attached = new Set(files.map((file) => file.id))
    const unknown = keptIds.filter((id) => !attached.has(id))
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
    const kept = new Set(keptIds)
    // The tourist hears of what they would see change, not of every press of Save.
    const changed =
      meet.savedAt === null ||
      meet.meetingText !== input.text ||
      files.some((file) =>
        kept.has(file.id) ? file.attachedAt >= (meet.savedAt ?? file.attachedAt) : true,
      )
    const removed = await repository.transaction(async (transaction) => {
      await transaction.saveText(booking.id, input.text, now())
      const gone = await transaction.deleteFiles(booking.id, { allBut: keptIds })
      if (changed && smtp === null) await transaction.insertOutbox(outboxRows([mail]))
      if (officeActor !== null && changed) {
        await transaction.audit({
          organizerId: officeActor.organizerId,
          actorUserId: officeActor.userId,
          actorKind: 'organizer',
          objectKind: 'booking',
          objectId: booking.id,
          action: 'booking.meet',
          ...changedFields(
            { text: meet.meetingText, files: files.map((file) => file.id) },
            { text: input.text, files: files.map((file) => file.id).filter((id) => kept.has(id)) },
          ),
        })
      }
      return gone
    })
    await removeStored(removed)
    if (changed && smtp !== null) await smtp.send(mail).catch(reportError)
    const saved = await repository.meetOf(booking.id)
    if (saved === undefined) throw meetNotFound()
    return saved
  }

  return {
    /** §7 meet-save, by the key's holder. */
    async save(body: MeetSaveBody, language: Locale): Promise<MeetData> {
      const { meet, booking } = await resolve(body.key)
      if (body.contract_id !== booking.id) throw meetNotFound()
      const saved = await store(
        meet,
        booking,
        { text: body.organizer_meet_data, files: body.files },
        null,
      )
      return present(saved, booking, language)
    },

    /**
     * Issue 40: the office saves a booking's meeting information without the key (the caller has
     * checked that the account acts for the booking's organizer); the key's page shows the same.
     * `files` omitted keeps every attached file. 404 `meet_not_found` before the booking is paid
     * (its page is made then); 410 `meet_booking_cancelled` once it is canceled.
     */
    async saveForBooking(
      bookingId: number,
      input: { text: string; files: readonly number[] | undefined },
      actor: MeetOfficeActor,
    ): Promise<void> {
      const [meet, booking] = [
        await repository.meetOf(bookingId),
        await repository.booking(bookingId),
      ]
      if (meet === undefined || booking === undefined || !isBookingRequestStatus(booking.status)) {
        throw new AppError({
          code: 'meet_not_found',
          message: 'The meeting information opens once the booking is paid.',
        })
      }
      if (isCanceledStatus(booking.status)) throw meetBookingCancelled(booking.id)
      await store(meet, booking, input, actor)
    },
  }
}
