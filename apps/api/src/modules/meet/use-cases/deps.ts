import type { MeetData } from '@tourmarket/contracts'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { isBookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Mailer } from '../../../platform/mail/mailer.ts'
import { fileStorageKey, imageStorageKey } from '../../../platform/storage/storage.ts'
import type { UploadStorage } from '../../../platform/storage/storage.ts'
import type { UploadsService } from '../../uploads/service.ts'
import { isWellFormedMeetKey, meetKeyHash, meetKeyMatches } from '../keys.ts'
import { presentMeet } from '../presenter.ts'
import type { MeetBookingRow, MeetRepository, MeetRow } from '../repository.ts'

type MeetMailOptions = {
  /** The SMTP mailer when SMTP_URL is set; null when mail is kept in the outbox (in the transaction). */
  smtp: Mailer | null
  /** The storefront's origin, for the links in the mails. */
  siteUrl: string
  reportError: (error: unknown) => void
}

export type MeetServiceOptions = MeetMailOptions & {
  repository: MeetRepository
  uploads: UploadsService
  /** Where uploads keep their bytes: a removed file's go too. */
  storage: UploadStorage
  /** §2 the booking page's path by its link (the bookings module's), for the tourist's link. */
  bookingPagePath: (uuid: string) => string
  now?: () => Date
}

/** The one answer to every key that opens nothing, so a key cannot be probed for why. */
export function meetNotFound(): AppError {
  return new AppError({
    code: 'meet_not_found',
    message: 'This meet page link is wrong or has expired. Use the link from the latest e-mail.',
  })
}

export function meetBookingCancelled(bookingId: number): AppError {
  return new AppError({
    code: 'meet_booking_cancelled',
    message: `Booking ${String(bookingId)} was cancelled, so its meet page is closed.`,
  })
}

/**
 * What the meet use cases share, built once per service: its options, and resolving a key to
 * its booking, the page's data and removing files' bytes.
 */
export function createMeetDeps(options: MeetServiceOptions) {
  const { repository, storage, reportError } = options
  const now = options.now ?? (() => new Date())

  /**
   * §2 meet page: every call resolves the key first, and everything after is scoped to that
   * key's booking.
   */
  async function resolve(key: string): Promise<{ meet: MeetRow; booking: MeetBookingRow }> {
    if (!isWellFormedMeetKey(key)) throw meetNotFound()
    const meet = await repository.meetByKeyHash(meetKeyHash(key))
    if (meet === undefined || !meetKeyMatches(key, meet.keyHash)) throw meetNotFound()
    if (meet.keyExpiresAt.getTime() <= now().getTime()) throw meetNotFound()
    const booking = await repository.booking(meet.bookingId)
    if (booking === undefined || !isBookingRequestStatus(booking.status)) throw meetNotFound()
    // A cancelled booking has no meeting: its page closes with it, whatever the key's date, and
    // says so to the key's holder (who was told of the booking), not a bare "not found".
    if (isCanceledStatus(booking.status)) throw meetBookingCancelled(booking.id)
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
    return presentMeet(meet, booking, tourists, files, language)
  }

  async function removeStored(files: readonly { uuid: string; kind: string }[]) {
    for (const file of files) {
      const storageKey =
        file.kind === 'image' ? imageStorageKey(file.uuid) : fileStorageKey(file.uuid)
      await storage.delete(storageKey).catch(reportError)
    }
  }

  return { ...options, now, resolve, present, removeStored }
}

export type MeetDeps = ReturnType<typeof createMeetDeps>
