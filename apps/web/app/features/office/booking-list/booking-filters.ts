import { bookingRequestStatuses } from '@tourmarket/domain/enums'
import { isCalendarDate } from '@tourmarket/domain/inputs'

/** The booking list's filters as the page's address carries them (a GET form). */
export type BookingFilters = {
  readonly status?: number
  readonly tour_id?: number
  readonly date_from?: string
  readonly date_to?: string
  readonly q?: string
  readonly page: number
}

/** The filter names in the address, in the order a link writes them. */
const filterNames = ['status', 'tour_id', 'date_from', 'date_to', 'q'] as const

/** The booking list's page size: the API's largest would make a phone scroll too long. */
export const BOOKINGS_PER_PAGE = 20

const SEARCH_MAX_LENGTH = 100

/**
 * The filters of an address. What the form cannot produce (a status that is none, a day that
 * does not exist, a page that is not a number) is dropped rather than refused, so an edited or
 * old link still opens the list.
 */
export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const status = Number(params.get('status') ?? '')
  const tourId = params.get('tour_id') ?? ''
  const dateFrom = params.get('date_from') ?? ''
  const dateTo = params.get('date_to') ?? ''
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH)
  const page = Number(params.get('page') ?? '1')
  return {
    ...((bookingRequestStatuses as readonly number[]).includes(status) ? { status } : {}),
    ...(/^[1-9]\d{0,8}$/.test(tourId) ? { tour_id: Number(tourId) } : {}),
    ...(isCalendarDate(dateFrom) ? { date_from: dateFrom } : {}),
    ...(isCalendarDate(dateTo) ? { date_to: dateTo } : {}),
    ...(q === '' ? {} : { q }),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** Whether any filter narrows the list (the empty state then offers to reset them). */
export function isFiltered(filters: BookingFilters): boolean {
  return filterNames.some((name) => filters[name] !== undefined)
}

/** The address query of the filters and a page (none for page 1). */
export function bookingFiltersQuery(filters: BookingFilters, page: number): string {
  const params = new URLSearchParams()
  for (const name of filterNames) {
    const value = filters[name]
    if (value !== undefined) params.set(name, String(value))
  }
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
