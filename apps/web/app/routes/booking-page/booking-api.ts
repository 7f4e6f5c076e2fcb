import type { ApiClient } from '@tourmarket/api-client/client'
import type { BookingTourDates, TouristInput, TravelInfoBody } from '@tourmarket/contracts'
import { useMemo } from 'react'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { loadApiContracts } from '../../lib/api-contracts.ts'

const request = (path: string) => `/crm/api/request/${path}`

/**
 * §7 booking calls the booking pages make from the browser (decision 0016). The pages reload
 * their data from the loader after each change, so the answers' bodies are not read here.
 */
export function bookingApi(api: ApiClient) {
  return {
    async cancel(id: number, message: string): Promise<void> {
      // The tourist cancels their own booking; notify_client is the organizer's choice (0016).
      await api.post(request('cancel'), { body: { id, message, notify_client: false } })
    },
    async updateTourists(
      id: number,
      tourists: readonly (TouristInput & { id: number })[],
    ): Promise<void> {
      await api.post(request('update-tourists'), { body: { id, tourists } })
    },
    async updateQuestionnaire(
      id: number,
      tourist: {
        id: number
        arrival: TravelInfoBody | null
        departure: TravelInfoBody | null
        food_restriction: string | null
      },
    ): Promise<void> {
      await api.post(request('update-tourists-questionnaires'), {
        body: { id, tourists: [tourist] },
      })
    },
    async tourDates(requestId: number): Promise<BookingTourDates> {
      const { bookingTourDatesSchema } = await loadApiContracts()
      return api.post(request('tour-dates'), {
        body: { request_id: requestId, with_variants: true },
        schema: bookingTourDatesSchema,
      })
    },
    async changeTourDate(requestId: number, tourDateId: number): Promise<void> {
      await api.post(request('change-tour-date'), {
        body: { request_id: requestId, tour_date_id: tourDateId },
      })
    },
    /** §7 add-tourists by the booking link; the key makes a repeated press create nothing twice. */
    async addTourists(
      uuid: string,
      tourists: readonly TouristInput[],
      idempotencyKey: string,
    ): Promise<void> {
      await api.post(request('add-tourists'), {
        body: { uuid, tourists },
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    },
  }
}

export type BookingApi = ReturnType<typeof bookingApi>

/** The booking calls on the page's API client; null when the shell has none (root failed). */
export function useBookingApi(): BookingApi | null {
  const api = useApiClient()
  return useMemo(() => (api === null ? null : bookingApi(api)), [api])
}

/** For a call made from a control: the client exists wherever the page's shell does. */
export function requireApi(api: BookingApi | null): BookingApi {
  if (api === null) throw new Error('The API client is not available')
  return api
}
