import { tripCalendarEvent } from '@tourmarket/domain/booking'
import { createEvent } from 'ics'
import QRCode from 'qrcode'
import type { EmailAttachment } from '../../platform/mail/mailer.ts'
import type { BookingMailFacts } from './mail-facts.ts'

/**
 * The trip as an all-day calendar event over its days. All-day because the facts give a start time
 * but no end time, and the traveller's time zone is not known: a timed event would guess both.
 * The start time, meeting point and booking link go in the event's text.
 */
export function tripCalendarFile(
  facts: BookingMailFacts,
  texts: { description: string; startTime: string | null },
): EmailAttachment {
  const { error, value } = createEvent({
    ...tripCalendarEvent({
      bookingId: facts.booking.id,
      title: facts.tour.title,
      start: facts.date.start,
      end: facts.date.end,
      description: [texts.startTime, texts.description]
        .filter((part): part is string => part !== null)
        .join('\n'),
      meetingPoint: facts.meetingPoint,
      url: facts.booking.pageUrl,
    }),
    organizer: {
      name: facts.organizer.name,
      ...(facts.organizer.email === null ? {} : { email: facts.organizer.email }),
    },
    productId: 'tourmarket/booking-mail',
  })
  if (error !== null || value === undefined || value === null) {
    throw error ?? new Error('The calendar file was not made')
  }
  return {
    fileName: `booking-${facts.booking.number}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(value, 'utf8'),
  }
}

/** The voucher page's address as a QR code (PNG), shown inline by the HTML part. */
export async function voucherQrImage(
  voucherUrl: string,
  contentId: string,
  number: string,
): Promise<EmailAttachment> {
  const content = await QRCode.toBuffer(voucherUrl, {
    type: 'png',
    width: 400,
    margin: 2,
    errorCorrectionLevel: 'M',
  })
  return { fileName: `voucher-${number}.png`, contentType: 'image/png', content, contentId }
}
