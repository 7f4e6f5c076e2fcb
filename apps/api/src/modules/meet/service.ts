import { MEET_FILES_MAX } from '@tourmarket/contracts'
import type {
  MeetData,
  MeetSaveBody,
  Success,
  TravelInfoBody,
  UploadedFile,
} from '@tourmarket/contracts'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { bookingRequestStatus, isBookingRequestStatus } from '@tourmarket/domain/enums'
import { calendarDateText, isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { groupTouristsByTravel, meetTemplates } from '@tourmarket/domain/meet'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { AppDatabase } from '../../db/database.ts'
import { bookingPagePath } from '../bookings/notifications.ts'
import type { Email, Mailer } from '../../platform/mail/mailer.ts'
import type { NewOutboxMessage } from '../../platform/mail/outbox-repository.ts'
import { sniffUploadFile } from '../../platform/forms/file-types.ts'
import type { ReceivedFile } from '../../platform/forms/received-files.ts'
import { fieldRefusal } from '../../platform/forms/refusals.ts'
import { describeUpload } from '../uploads/service.ts'
import type { UploadsService } from '../uploads/service.ts'
import { fileStorageKey, imageStorageKey } from '../../platform/storage/storage.ts'
import type { UploadStorage } from '../../platform/storage/storage.ts'
import {
  isWellFormedMeetKey,
  meetKeyExpiry,
  meetKeyHash,
  meetKeyMatches,
  newMeetKey,
} from './keys.ts'
import { touristMeetMail } from './mails.ts'
import type { MeetMailBooking } from './mails.ts'
import { meetQueries } from './repository.ts'
import type { MeetBookingRow, MeetRepository, MeetRow } from './repository.ts'

/** §5 meet file upload: images, pdf, doc, docx, xls, xlsx (file/upload also takes .txt; not here). */
const MEET_ALLOWED_TYPES_TEXT =
  'images (JPEG, PNG, WebP, GIF, AVIF, HEIC), PDF, Word (doc, docx) or Excel (xls, xlsx)'

/** The one answer to every key that opens nothing, so a key cannot be probed for why. */
export function meetNotFound(): AppError {
  return new AppError({
    code: 'meet_not_found',
    message: 'This meet page link is wrong or has expired. Use the link from the latest e-mail.',
  })
}

function fileNotFound(): AppError {
  return new AppError({
    code: 'file_not_found',
    message: 'This file is not attached to the meet page.',
  })
}

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

function datesText(start: string, end: string, locale: Locale): string {
  const style = { month: 'long', year: true } as const
  return `${calendarDateText(start, locale, style)} – ${calendarDateText(end, locale, style)}`
}

function mailBooking(booking: MeetBookingRow, locale: Locale): MeetMailBooking {
  return {
    id: booking.id,
    tour: localize(locale, booking.tourTitle, booking.tourTitleRu),
    dates: datesText(booking.startDate, booking.endDate, locale),
  }
}

export type MeetMailOptions = {
  /** The SMTP mailer when SMTP_URL is set; null when mail is kept in the outbox (in the transaction). */
  smtp: Mailer | null
  /** The storefront's origin, for the links in the mails. */
  siteUrl: string
  reportError: (error: unknown) => void
}

/**
 * Gives a paid booking (status 3) its meet page's key, in the transaction of the job that mails
 * the link to the organizer's accounts: the key is returned once, to go into that mail, and only
 * its hash is stored. Issued again (the mail's job retried), the new key replaces the old, so the
 * link in the latest mail is the one that opens the page.
 */
export function createMeetKeyIssuer() {
  return {
    async issue(db: AppDatabase, bookingId: number): Promise<string | null> {
      const queries = meetQueries(db)
      const booking = await queries.booking(bookingId)
      if (booking === undefined || booking.status !== bookingRequestStatus.madePrepayment) {
        return null
      }
      const key = newMeetKey()
      await queries.storeMeetKey({
        bookingId,
        keyHash: meetKeyHash(key),
        keyExpiresAt: meetKeyExpiry(booking.endDate),
      })
      return key
    },
  }
}

export type MeetKeyIssuer = ReturnType<typeof createMeetKeyIssuer>

export type MeetServiceOptions = MeetMailOptions & {
  repository: MeetRepository
  uploads: UploadsService
  /** Where uploads keep their bytes: a removed file's go too. */
  storage: UploadStorage
  /** §2 booking pages' base path, for the tourist's link. */
  bookingBasePath: string
  now?: () => Date
}

/**
 * §2 meet page: what the key's holder (the organizer) sees and changes. Every call resolves the
 * key first, and everything after is scoped to that key's booking.
 */
export function createMeetService(options: MeetServiceOptions) {
  const { repository, uploads, storage, smtp, siteUrl, bookingBasePath, reportError } = options
  const now = options.now ?? (() => new Date())

  async function resolve(key: string): Promise<{ meet: MeetRow; booking: MeetBookingRow }> {
    if (!isWellFormedMeetKey(key)) throw meetNotFound()
    const meet = await repository.meetByKeyHash(meetKeyHash(key))
    if (meet === undefined || !meetKeyMatches(key, meet.keyHash)) throw meetNotFound()
    if (meet.keyExpiresAt.getTime() <= now().getTime()) throw meetNotFound()
    const booking = await repository.booking(meet.bookingId)
    if (booking === undefined || !isBookingRequestStatus(booking.status)) throw meetNotFound()
    // A cancelled booking has no meeting: its page closes with it, whatever the key's date, and
    // says so to the key's holder (who was told of the booking), not a bare "not found".
    if (isCanceledStatus(booking.status)) {
      throw new AppError({
        code: 'meet_booking_cancelled',
        message: `Booking ${String(booking.id)} was cancelled, so its meet page is closed.`,
      })
    }
    return { meet, booking }
  }

  async function present(
    meet: MeetRow,
    booking: MeetBookingRow,
    language: Locale,
  ): Promise<MeetData> {
    const [tourists, files] = await Promise.all([
      repository.tourists(booking.id),
      repository.files(booking.id),
    ])
    const groups = groupTouristsByTravel(
      tourists.map((tourist) => ({
        id: tourist.id,
        name: `${tourist.firstName} ${tourist.lastName}`.trim(),
        // Stored by the questionnaire through travelInfoInputSchema, so in its shape.
        arrival: (tourist.arrival as TravelInfoBody | null) ?? null,
        departure: (tourist.departure as TravelInfoBody | null) ?? null,
      })),
    )
    return {
      tour_data: {
        name: localize(language, booking.tourTitle, booking.tourTitleRu),
        slug: booking.tourSlug,
        dates: datesText(booking.startDate, booking.endDate, language),
        date_start: booking.startDate,
        date_end: booking.endDate,
      },
      request_id: booking.id,
      contract_id: booking.id,
      tourists_data: {
        data: groups.map((group) => ({
          tourists: group.tourists.map((tourist) => ({ id: tourist.id, name: tourist.name })),
          arrival: group.arrival,
          departure: group.departure,
        })),
      },
      meet_data_templates: meetTemplates[language].map((template) => ({ ...template })),
      files: files.map(describeUpload),
      organizer_meet_data: meet.meetingText,
      saved_at: meet.savedAt?.toISOString() ?? null,
    }
  }

  async function removeStored(files: readonly { uuid: string; kind: string }[]) {
    for (const file of files) {
      const storageKey =
        file.kind === 'image' ? imageStorageKey(file.uuid) : fileStorageKey(file.uuid)
      await storage.delete(storageKey).catch(reportError)
    }
  }

  /** The key's booking, if its page has room for `count` more files. */
  async function bookingWithRoom(key: string, count: number): Promise<MeetBookingRow> {
    const { booking } = await resolve(key)
    const held = await repository.filesCount(booking.id)
    if (held + count > MEET_FILES_MAX) {
      throw fieldRefusal(
        'validation_failed',
        'file',
        `A meet page holds at most ${String(MEET_FILES_MAX)} files; remove some first.`,
      )
    }
    return booking
  }

  return {
    /** §7 contract-organizer-meet-data. */
    async data(key: string, language: Locale): Promise<MeetData> {
      const { meet, booking } = await resolve(key)
      return present(meet, booking, language)
    },

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
        `${siteUrl}${locale === 'ru' ? '/ru' : ''}${bookingPagePath(bookingBasePath, booking.uuid)}`,
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

    /**
     * Before a byte of file-save's `count`-th file is read: the key opens a page, and the page
     * has room for that many more files (404 or 400 naming `file` otherwise).
     */
    async checkFileRoom(key: string, count: number): Promise<void> {
      await bookingWithRoom(key, count)
    },

    /**
     * §7 file-save: each received file's type read from its bytes (§5 list), then stored by the
     * uploads service and attached to this meet. All are checked before any is kept.
     */
    async addFiles(key: string, files: readonly ReceivedFile[]): Promise<UploadedFile[]> {
      if (files.length === 0) {
        await resolve(key)
        throw fieldRefusal(
          'validation_failed',
          'file',
          'Required: send at least one file in the part “file”.',
        )
      }
      const booking = await bookingWithRoom(key, files.length)
      for (const file of files) {
        const type = await sniffUploadFile(file.path, file.name, 'file')
        if (type === null || type.contentType.startsWith('text/')) {
          throw fieldRefusal(
            'unsupported_media_type',
            'file',
            `The file “${file.name}” is not of an allowed type. Allowed: ${MEET_ALLOWED_TYPES_TEXT}.`,
          )
        }
      }
      const saved: UploadedFile[] = []
      for (const file of files) {
        const uploaded = await uploads.upload({
          ownerUserId: null,
          purpose: 'file',
          field: 'file',
          file,
          isPublic: false,
        })
        await repository.attachFile(booking.id, uploaded.id, now())
        saved.push(uploaded)
      }
      return saved
    },

    /** §7 delete-file: only a file of this key's meet; any other id is 404. */
    async deleteFile(key: string, fileId: number): Promise<Success> {
      const { booking } = await resolve(key)
      const removed = await repository.deleteFiles(booking.id, { only: [fileId] })
      if (removed.length === 0) throw fileNotFound()
      await removeStored(removed)
      return { success: true }
    },
  }
}

export type MeetService = ReturnType<typeof createMeetService>
