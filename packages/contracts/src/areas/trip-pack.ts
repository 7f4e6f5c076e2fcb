import { defineEndpoint } from '../endpoint.ts'
import { bookingIdQuerySchema, bookingMeetSchema } from './bookings.ts'
import { z } from 'zod'

// Issue 44 item 6: the offline trip pack. Everything a traveller of a paid booking needs on the
// day, in one answer, so the storefront renders it as one page a service worker can keep.

const id = z.number().int()
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected yyyy-MM-dd.' })

/** A place on a map: a route city, or where the group meets. */
export const tripPackPlaceSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})
export type TripPackPlace = z.infer<typeof tripPackPlaceSchema>

export const tripPackDaySchema = z.object({
  day_number: z.number().int().min(1),
  title: z.string(),
  description: z.string().describe('Sanitised HTML.'),
  place: tripPackPlaceSchema
    .nullable()
    .describe(
      'Where the day is spent: the first route city the day names (title, then text), else the previous day’s, the first day’s the start city; null for a tour without a route.',
    ),
})
export type TripPackDay = z.infer<typeof tripPackDaySchema>

export const tripPackSchema = z.object({
  id,
  uuid: z.string(),
  link: z
    .string()
    .describe('The booking’s page by its uuid (§2 booking/uuid/{uuid}): what its QR code holds.'),
  status: z.number().int(),
  tour: z.object({ id, name: z.string(), slug: z.string() }),
  start: calendarDate,
  end: calendarDate,
  travellers: z.array(z.string()),
  meeting_point: tripPackPlaceSchema
    .extend({ text: z.string().nullable() })
    .describe('Where the tour says the group meets (the tour page’s meeting point).'),
  meet: bookingMeetSchema
    .nullable()
    .describe('What the organizer wrote on the meet page for this booking; null until saved.'),
  organizer: z.object({
    id,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  program: z
    .object({ name: z.string(), days: z.array(tripPackDaySchema) })
    .nullable()
    .describe('The tour’s default program; null when it has none.'),
})
export type TripPack = z.infer<typeof tripPackSchema>

export const tripPackEndpoints = {
  requestTripPack: defineEndpoint({
    method: 'GET',
    path: '/crm/api/request/trip-pack',
    summary: 'The offline trip pack of a paid booking',
    description:
      'For the booking’s owner only (issue 44 item 6): the travellers, dates, the tour’s meeting point and what the organizer wrote on the meet page, the organizer’s contacts (its owner account’s e-mail and phone) and the program day by day with each day’s place. 403 `forbidden` for anyone else (its organizer and admins too), 404 `booking_not_found`, 409 `booking_not_paid` until a payment has come in or once it is cancelled.',
    query: bookingIdQuerySchema,
    signedIn: true,
    response: tripPackSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['booking_not_paid'],
    },
  }),
}
