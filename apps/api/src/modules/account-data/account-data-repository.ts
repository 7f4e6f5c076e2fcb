import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  authCodes,
  bookingRequests,
  bookingTourists,
  chatMessages,
  chats,
  countries,
  favouriteTours,
  helpRequests,
  mailOptOuts,
  messengerConnections,
  oneTimeTokens,
  organizerAccounts,
  organizers,
  recentlyViewedTours,
  reviewImages,
  reviews,
  savedTravellers,
  telegramPhoneLinks,
  telegramRelayedMessages,
  tourDates,
  tours,
  userSessions,
  users,
} from '../../db/schema/index.ts'

/** What the export reads, as stored; the use case shapes it. */
export function createAccountDataRepository(db: AppDatabase) {
  return {
    async profile(userId: number) {
      const [row] = await db
        .select({ user: users, country: countries.name })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, userId))
      return row
    },

    async bookings(userId: number) {
      const rows = await db
        .select({ booking: bookingRequests, tour: tours.title, date: tourDates })
        .from(bookingRequests)
        .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
        .innerJoin(tourDates, eq(tourDates.id, bookingRequests.tourDateId))
        .where(eq(bookingRequests.userId, userId))
        .orderBy(asc(bookingRequests.id))
      const ids = rows.map((row) => row.booking.id)
      const tourists =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(bookingTourists)
              .where(inArray(bookingTourists.bookingId, ids))
              .orderBy(asc(bookingTourists.bookingId), asc(bookingTourists.position))
      return rows.map((row) => ({
        ...row,
        tourists: tourists.filter((tourist) => tourist.bookingId === row.booking.id),
      }))
    },

    /** Every message of the account's chats that is still shown (deleted and hidden ones are not). */
    async messages(userId: number) {
      return db
        .select({
          chatId: chatMessages.chatId,
          organizer: organizers.name,
          authorSide: chatMessages.authorSide,
          text: chatMessages.text,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .leftJoin(organizers, eq(organizers.id, chats.organizerId))
        .where(
          and(
            eq(chats.userId, userId),
            isNull(chatMessages.deletedAt),
            isNull(chatMessages.moderatedAt),
          ),
        )
        .orderBy(asc(chatMessages.id))
    },

    async favourites(userId: number) {
      return db
        .select({
          tourId: favouriteTours.tourId,
          tour: tours.title,
          addedAt: favouriteTours.createdAt,
        })
        .from(favouriteTours)
        .innerJoin(tours, eq(tours.id, favouriteTours.tourId))
        .where(eq(favouriteTours.userId, userId))
        .orderBy(asc(favouriteTours.createdAt))
    },

    async recentlyViewed(userId: number) {
      return db
        .select({
          tourId: recentlyViewedTours.tourId,
          tour: tours.title,
          viewedAt: recentlyViewedTours.viewedAt,
        })
        .from(recentlyViewedTours)
        .innerJoin(tours, eq(tours.id, recentlyViewedTours.tourId))
        .where(eq(recentlyViewedTours.userId, userId))
        .orderBy(asc(recentlyViewedTours.viewedAt))
    },

    /** Reviews written through the account's bookings' invitations. */
    async reviews(userId: number) {
      return db
        .select({
          tour: tours.title,
          authorName: reviews.authorName,
          rating: reviews.rating,
          text: reviews.text,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(bookingRequests, eq(bookingRequests.id, reviews.bookingId))
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(eq(bookingRequests.userId, userId))
        .orderBy(asc(reviews.id))
    },

    async mailOptOuts(userId: number): Promise<string[]> {
      const rows = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.accountId, userId))
        .orderBy(asc(mailOptOuts.kind))
      return rows.map((row) => row.kind)
    },

    /** Whether the account runs an organizer profile (its team must hand it over first). */
    async runsOrganizer(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: organizerAccounts.userId })
        .from(organizerAccounts)
        .where(eq(organizerAccounts.userId, userId))
        .limit(1)
      return row !== undefined
    },

    /**
     * Decision 0063: erases the account's personal data in one transaction. The row stays (its
     * bookings refer to it), with no way to sign in; the reviews and the help requests it wrote
     * are signed `anonymousName`; its chats stay for the other side, who see no name.
     */
    async erase(
      user: { id: number; phone: string | null },
      erasure: { at: Date; anonymousName: string; activityHash: string },
    ): Promise<void> {
      const { id } = user
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: null,
            emailConfirmedAt: null,
            phone: null,
            phoneConfirmedAt: null,
            passwordHash: null,
            firstName: null,
            lastName: null,
            timezone: null,
            countryId: null,
            avatarId: null,
            lastActivityAt: null,
            activityHash: erasure.activityHash,
            deletedAt: erasure.at,
            updatedAt: erasure.at,
          })
          .where(eq(users.id, id))
        await tx
          .update(userSessions)
          .set({ revokedAt: erasure.at, revokedReason: 'account_deleted' })
          .where(and(eq(userSessions.userId, id), isNull(userSessions.revokedAt)))
        await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, id))
        await tx.delete(authCodes).where(eq(authCodes.userId, id))
        await tx.delete(savedTravellers).where(eq(savedTravellers.userId, id))
        await tx.delete(favouriteTours).where(eq(favouriteTours.userId, id))
        await tx.delete(recentlyViewedTours).where(eq(recentlyViewedTours.userId, id))
        await tx.delete(mailOptOuts).where(eq(mailOptOuts.accountId, id))
        await tx.delete(messengerConnections).where(eq(messengerConnections.userId, id))
        await tx.delete(telegramRelayedMessages).where(eq(telegramRelayedMessages.userId, id))
        if (user.phone !== null) {
          await tx.delete(telegramPhoneLinks).where(eq(telegramPhoneLinks.phone, user.phone))
        }
        const written = sql`${reviews.bookingId} in (select ${bookingRequests.id} from ${bookingRequests} where ${bookingRequests.userId} = ${id})`
        await tx
          .update(reviewImages)
          .set({ alt: erasure.anonymousName })
          .where(
            sql`${reviewImages.reviewId} in (select ${reviews.id} from ${reviews} where ${written})`,
          )
        await tx.update(reviews).set({ authorName: erasure.anonymousName }).where(written)
        await tx
          .update(helpRequests)
          .set({ name: erasure.anonymousName, email: null, phone: null })
          .where(eq(helpRequests.userId, id))
      })
    },
  }
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>
