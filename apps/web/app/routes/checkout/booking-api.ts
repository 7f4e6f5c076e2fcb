import type { ApiClient } from '@tourmarket/api-client/client'
import type {
  Booking,
  BookingQuote,
  CreateBookingBody,
  DropdownCountry,
  InvoicePay,
  InvoicePayBody,
} from '@tourmarket/contracts'
import { useMemo } from 'react'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { loadApiContracts } from '../../lib/api-contracts.ts'

/** §7 header of the calls that must not run twice (decision 0016). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * The booking and payment calls of decision 0016, typed by the contracts (loaded with the first
 * call, so the pages' first load stays light). Loaders use it with the server's client, pages
 * with the browser's (session header, refresh and captcha included).
 */
export function bookingApi(api: ApiClient) {
  return {
    async quote(
      tourDateId: number,
      touristsCount: number,
      signal?: AbortSignal,
    ): Promise<BookingQuote> {
      const { bookingQuoteSchema } = await loadApiContracts()
      return api.get('/spa/booking-quote', {
        query: { tour_date_id: tourDateId, tourists_count: touristsCount },
        schema: bookingQuoteSchema,
        signal,
      })
    },
    async create(body: CreateBookingBody, idempotencyKey: string): Promise<Booking> {
      const { bookingSchema } = await loadApiContracts()
      return api.post('/crm/api/request/create', {
        body,
        schema: bookingSchema,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      })
    },
    async get(id: number, signal?: AbortSignal): Promise<Booking> {
      const { bookingSchema } = await loadApiContracts()
      return api.get('/crm/api/request/get', { query: { id }, schema: bookingSchema, signal })
    },
    async getByUuid(uuid: string, signal?: AbortSignal): Promise<Booking> {
      const { bookingSchema } = await loadApiContracts()
      return api.get('/crm/api/request/get-by-uuid', {
        query: { uuid },
        schema: bookingSchema,
        signal,
      })
    },
    async pay(body: InvoicePayBody, idempotencyKey: string): Promise<InvoicePay> {
      const { invoicePaySchema } = await loadApiContracts()
      return api.post('/crm/api/invoice/pay', {
        body,
        schema: invoicePaySchema,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      })
    },
    /** §7 dropdown/country, for the phone inputs. */
    async countries(): Promise<readonly DropdownCountry[]> {
      const { dropdownCountriesSchema } = await loadApiContracts()
      const answer = await api.get('/crm/api/dropdown/country', {
        schema: dropdownCountriesSchema,
      })
      return answer.data
    },
  }
}

export type BookingApi = ReturnType<typeof bookingApi>

/** The calls on the page's browser client; null when the shell has none (root failed). */
export function useBookingApi(): BookingApi | null {
  const api = useApiClient()
  return useMemo(() => (api === null ? null : bookingApi(api)), [api])
}

/** For a call made while the shell has no client: the page shows its generic failure. */
export function requireBookingApi(api: BookingApi | null): BookingApi {
  if (api === null) throw new Error('The API client is not available')
  return api
}
