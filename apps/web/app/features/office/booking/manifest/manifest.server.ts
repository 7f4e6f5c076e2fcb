import { isApiHttpError } from '@tourmarket/api-client'
import type { OfficeDateManifest } from '@tourmarket/contracts'
import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../../lib/api-call.ts'
import { apiClientOf } from '../../../../lib/shell-context.server.ts'

/** A date's manifest; another organizer's date, or none, is the 404 page (a guessed id learns nothing). */
export async function loadDateManifest(
  context: Readonly<RouterContextProvider>,
  tourDateId: number,
): Promise<OfficeDateManifest> {
  try {
    return await callApi(apiClientOf(context), 'officeDateManifest', {
      query: { tour_date_id: tourDateId },
    })
  } catch (error) {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) {
      throw new Response(null, { status: error.status === 401 ? 403 : 404 })
    }
    throw error
  }
}
