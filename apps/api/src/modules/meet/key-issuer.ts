import { bookingRequestStatus } from '@tourmarket/domain/enums'
import type { AppDatabase } from '../../db/database.ts'
import { meetKeyExpiry, meetKeyHash, newMeetKey } from './keys.ts'
import { meetQueries } from './repository.ts'

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
