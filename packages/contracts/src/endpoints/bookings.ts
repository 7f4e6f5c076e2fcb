import { defineEndpoint } from '../endpoint.ts'
import { idempotencyNote, signedInErrors } from './shared.ts'
import {
  addTouristsBodySchema,
  bookingErrorBodySchema,
  bookingIdQuerySchema,
  bookingListSchema,
  bookingQuoteQuerySchema,
  bookingQuoteSchema,
  bookingSchema,
  bookingTourDatesBodySchema,
  bookingTourDatesSchema,
  bookingUuidQuerySchema,
  bookingsForChatQuerySchema,
  captchaRequiredBodySchema,
  cancelBookingBodySchema,
  changeBookingTourDateBodySchema,
  createBookingBodySchema,
  errorBodySchema,
  touristsInfoSchema,
  updateTouristsBodySchema,
  updateTouristsQuestionnairesBodySchema,
  updateTravelInfoBodySchema,
} from '../schemas/index.ts'

export const bookingQuote = defineEndpoint({
  method: 'GET',
  path: '/spa/booking-quote',
  summary: 'Booking quote',
  description:
    'What booking this date for this many tourists costs today, computed on the server: price per tourist after the best automatic discount, total, prepayment, full-payment date, cashback and cost lines in X-Language. 404 `tour_date_not_found`; 409 `tour_date_not_bookable` (with `tour: {slug, name}`) or `not_enough_seats`.',
  query: bookingQuoteQuerySchema,
  response: bookingQuoteSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema, 409: bookingErrorBodySchema },
})

export const requestCreate = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/create',
  summary: 'Create a booking',
  description:
    'Books the date for the signed-in account: seats are taken atomically (409 `not_enough_seats` says how many are left), the price is computed on the server, and the first invoice is issued. Starts at 2 pending prepayment on a guaranteed date, else 1 pending confirm.' +
    idempotencyNote,
  body: createBookingBodySchema,
  signedIn: true,
  idempotent: true,
  response: bookingSchema,
  errors: {
    400: errorBodySchema,
    401: errorBodySchema,
    404: errorBodySchema,
    409: bookingErrorBodySchema,
    422: errorBodySchema,
  },
})

export const requestGet = defineEndpoint({
  method: 'GET',
  path: '/crm/api/request/get',
  summary: 'A booking by id',
  description:
    'For its owner, its organizer and admins; 403 `forbidden` for anyone else, 404 `booking_not_found`.',
  query: bookingIdQuerySchema,
  signedIn: true,
  response: bookingSchema,
  errors: signedInErrors,
})

export const requestGetByUuid = defineEndpoint({
  method: 'GET',
  path: '/crm/api/request/get-by-uuid',
  summary: 'A booking by its link',
  description:
    'Open: the uuid is the capability. Whoever is not the owner, organizer or an admin sees the contact e-mail and phone masked and no passport numbers.',
  query: bookingUuidQuerySchema,
  response: bookingSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema },
})

export const requestList = defineEndpoint({
  method: 'GET',
  path: '/crm/api/request/list',
  summary: 'My bookings',
  description: 'The signed-in account’s bookings, newest first.',
  signedIn: true,
  response: bookingListSchema,
  errors: { 401: errorBodySchema },
})

export const requestListForChat = defineEndpoint({
  method: 'GET',
  path: '/crm/api/request/list-for-chat',
  summary: 'Bookings a chat is about',
  description:
    'The viewer’s bookings with the chat’s organizer, or all of them for a support chat. 404 `chat_not_found` for a chat that is not the viewer’s.',
  query: bookingsForChatQuerySchema,
  signedIn: true,
  response: bookingListSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
})

export const requestTourDates = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/tour-dates',
  summary: 'The booking’s date and the dates it could move to',
  description:
    'For the owner. With `with_variants`, the tour’s other open dates with enough free seats, priced for this group today.',
  body: bookingTourDatesBodySchema,
  signedIn: true,
  response: bookingTourDatesSchema,
  errors: signedInErrors,
})

export const requestChangeTourDate = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/change-tour-date',
  summary: 'Move a booking to another date',
  description:
    'For the owner, while the booking is 1 or 2 and nothing is paid: seats move atomically, the booking is repriced and its first invoice reissued. 409 `date_change_not_allowed`, `not_enough_seats` or `tour_date_not_bookable`.',
  body: changeBookingTourDateBodySchema,
  signedIn: true,
  response: bookingSchema,
  errors: { ...signedInErrors, 409: bookingErrorBodySchema },
})

export const requestCancel = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/cancel',
  summary: 'Cancel a booking',
  description:
    'The owner cancels as the tourist; the organizer declines (status 1) or cancels (2, 3); an admin cancels as admin. Seats come back and unpaid invoices are canceled. A refused move answers 409 `transition_not_allowed` with `reason`.',
  body: cancelBookingBodySchema,
  signedIn: true,
  response: bookingSchema,
  errors: { ...signedInErrors, 409: bookingErrorBodySchema },
})

export const requestUpdateTourists = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/update-tourists',
  summary: 'Edit the booking’s tourists',
  description:
    'For the owner: every tourist the booking keeps, by id. Edited ones are marked touched; those left out are removed (only before anything is paid), their seats returned and the booking repriced.',
  body: updateTouristsBodySchema,
  signedIn: true,
  response: bookingSchema,
  errors: { ...signedInErrors, 409: bookingErrorBodySchema },
})

export const requestUpdateTouristsQuestionnaires = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/update-tourists-questionnaires',
  summary: 'Travel info of the booking’s tourists',
  description: 'For the owner: §3 arrival and departure travel info and food restrictions.',
  body: updateTouristsQuestionnairesBodySchema,
  signedIn: true,
  response: bookingSchema,
  errors: { ...signedInErrors, 409: bookingErrorBodySchema },
})

export const requestUpdateTravelInfo = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/update-travel-info',
  summary: 'Arrival and departure by the booking link',
  description:
    '§2 /arrival/{uuid}: open, the uuid is the capability (not in §7; the arrival page needs a write). §3 travel info of the booking’s own tourists; 400 naming a tourist that is not on it, 404 for an unknown booking or a brand without the arrival page, 409 `booking_not_editable` once canceled or started. Limited per client address (429).',
  body: updateTravelInfoBodySchema,
  response: bookingSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    409: bookingErrorBodySchema,
    422: errorBodySchema,
    429: captchaRequiredBodySchema,
  },
})

export const requestAddTourists = defineEndpoint({
  method: 'POST',
  path: '/crm/api/request/add-tourists',
  summary: 'Add tourists by the booking link',
  description:
    'Open: the uuid is the capability. Takes seats (409 `not_enough_seats`), keeps the price per tourist, and bills the extra.' +
    idempotencyNote,
  body: addTouristsBodySchema,
  idempotent: true,
  response: bookingSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    409: bookingErrorBodySchema,
    422: errorBodySchema,
  },
})

export const touristsInfo = defineEndpoint({
  method: 'GET',
  path: '/spa/tourists-info',
  summary: 'Who is on a booking',
  description:
    'Open, by the booking link: the tourists’ names and the free seats, for the add-tourists page.',
  query: bookingUuidQuerySchema,
  response: touristsInfoSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema },
})

export const organizerRequestConfirm = defineEndpoint({
  method: 'POST',
  path: '/crm/api/organizer/request/confirm',
  summary: 'Confirm a booking (organizer)',
  description:
    'The booking’s organizer (or an admin for them) moves it from 1 pending confirm to 2 pending prepayment. 403 `forbidden` for others; 409 `transition_not_allowed` with `reason`.',
  body: bookingIdQuerySchema,
  signedIn: true,
  response: bookingSchema,
  errors: { ...signedInErrors, 409: bookingErrorBodySchema },
})

export const organizerRequestList = defineEndpoint({
  method: 'GET',
  path: '/crm/api/organizer/request/list',
  summary: 'The organizer’s bookings',
  description:
    'For an account that acts for an organizer: its bookings, newest first. 403 `forbidden` otherwise.',
  signedIn: true,
  response: bookingListSchema,
  errors: { 401: errorBodySchema, 403: errorBodySchema },
})
