import { bookingRequestStatusLabelKey } from '@tourmarket/domain/enums'
import { shellRequestOf } from '../../../../lib/shell-context.server.ts'
import { csvDownload } from '../../../../lib/csv.ts'
import { officeBookingTextFor } from '../office-booking-text.ts'
import type { Route } from './+types/csv-route.ts'
import { manifestCsv } from './manifest-csv.ts'
import { loadDateManifest } from './manifest.server.ts'

/**
 * /office/dates/:id/manifest.csv: the date's manifest as a file for a spreadsheet, for the team
 * of the tour's organizer only, in the page language.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tourDateId = Number(params.id)
  const manifest = await loadDateManifest(context, tourDateId)
  const { text, t } = officeBookingTextFor(shellRequestOf(context).locale)
  const csv = manifestCsv(manifest, {
    columns: [
      text('manifest.booking'),
      text('manifest.status'),
      text('manifest.contact'),
      'E-mail',
      text('manifest.phone'),
      text('manifest.tourist'),
      text('manifest.birthday'),
      text('manifest.food'),
      text('manifest.comment'),
    ],
    status: (status) => t(bookingRequestStatusLabelKey(status)),
  })
  const day = manifest.tour_date.start
  return csvDownload(csv, `manifest-${String(tourDateId)}-${day}.csv`)
}
