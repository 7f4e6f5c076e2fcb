import type { MeetData, TravelInfoBody } from '@tourmarket/contracts'
import { contractStateOf } from '@tourmarket/domain/booking'
import type { BookingRequestStatus } from '@tourmarket/domain/enums'
import { calendarDateText } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { groupTouristsByTravel, meetTemplates } from '@tourmarket/domain/meet'
import { describeUpload } from '../../platform/forms/described-file.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { MeetBookingRow, MeetFileRow, MeetRepository, MeetRow } from './repository.ts'

type MeetTouristRow = Awaited<ReturnType<MeetRepository['tourists']>>[number]

export function datesText(start: string, end: string, locale: Locale): string {
  const style = { month: 'long', year: true } as const
  return `${calendarDateText(start, locale, style)} – ${calendarDateText(end, locale, style)}`
}

/** §7 the meet page's data: the trip, its tourists grouped by how they travel, text and files. */
export function presentMeet(
  meet: MeetRow,
  booking: MeetBookingRow,
  tourists: readonly MeetTouristRow[],
  files: readonly MeetFileRow[],
  language: Locale,
): MeetData {
  const groups = groupTouristsByTravel(
    tourists.map((tourist) => ({
      id: tourist.id,
      name: `${tourist.firstName} ${tourist.lastName}`.trim(),
      // Stored by the questionnaire through travelInfoInputSchema, so in its shape.
      arrival: (tourist.arrival as TravelInfoBody | null) ?? null,
      departure: (tourist.departure as TravelInfoBody | null) ?? null,
    })),
  )
  return {
    tour_data: {
      name: localize(language, booking.tourTitle, booking.tourTitleRu),
      slug: booking.tourSlug,
      dates: datesText(booking.startDate, booking.endDate, language),
      date_start: booking.startDate,
      date_end: booking.endDate,
    },
    request_id: booking.id,
    contract_id: booking.id,
    contract_state: contractStateOf({
      // A status the key lookup has checked (deps.ts: isBookingRequestStatus).
      status: booking.status as BookingRequestStatus,
      paymentReceived: booking.paymentReceived,
    }),
    tourists_data: {
      data: groups.map((group) => ({
        tourists: group.tourists.map((tourist) => ({ id: tourist.id, name: tourist.name })),
        arrival: group.arrival,
        departure: group.departure,
      })),
    },
    meet_data_templates: meetTemplates[language].map((template) => ({ ...template })),
    files: files.map(describeUpload),
    organizer_meet_data: meet.meetingText,
    saved_at: meet.savedAt?.toISOString() ?? null,
  }
}
