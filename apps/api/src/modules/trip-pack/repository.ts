import { and, asc, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { cities, organizerAccounts, tourPlaces, tours, users } from '../../db/schema/index.ts'

export type RouteCity = {
  readonly name: string
  readonly nameRu: string
  readonly latitude: number
  readonly longitude: number
}

export type MeetingPointRow = {
  readonly text: string
  readonly textRu: string
  readonly latitude: number
  readonly longitude: number
}

export type OrganizerContacts = { readonly email: string | null; readonly phone: string | null }

/** What the trip pack reads beyond the booking: the route, the meeting point, who to call. */
export function createTripPackRepository(db: AppDatabase) {
  return {
    /** The tour's places in route order. */
    async route(tourId: number): Promise<RouteCity[]> {
      return db
        .select({
          name: cities.name,
          nameRu: cities.nameRu,
          latitude: cities.latitude,
          longitude: cities.longitude,
        })
        .from(tourPlaces)
        .innerJoin(cities, eq(cities.id, tourPlaces.cityId))
        .where(eq(tourPlaces.tourId, tourId))
        .orderBy(asc(tourPlaces.position))
    },

    async meetingPoint(tourId: number): Promise<MeetingPointRow | undefined> {
      const [row] = await db
        .select({
          text: tours.meetingPoint,
          textRu: tours.meetingPointRu,
          latitude: tours.latitude,
          longitude: tours.longitude,
        })
        .from(tours)
        .where(eq(tours.id, tourId))
      return row
    },

    /**
     * The organizer's contacts: its first owner account's e-mail and phone (an organizer profile
     * has none of its own; the owner is who answers for the trip).
     */
    async organizerContacts(organizerId: number): Promise<OrganizerContacts> {
      const [row] = await db
        .select({ email: users.email, phone: users.phone })
        .from(organizerAccounts)
        .innerJoin(users, eq(users.id, organizerAccounts.userId))
        .where(
          and(eq(organizerAccounts.organizerId, organizerId), eq(organizerAccounts.role, 'owner')),
        )
        .orderBy(asc(organizerAccounts.createdAt), asc(organizerAccounts.userId))
        .limit(1)
      return row ?? { email: null, phone: null }
    },
  }
}

export type TripPackRepository = ReturnType<typeof createTripPackRepository>
