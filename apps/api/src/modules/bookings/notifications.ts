import { bookingMailKinds, isOrganizerMailKind, paidAmountMinor } from '@tourmarket/domain/booking'
import type { BookingMailKind } from '@tourmarket/domain/booking'
import { bookingRequestStatus, invoiceStatus } from '@tourmarket/domain/enums'
import { isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import type { AppDatabase } from '../../db/database.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { JobEnqueuer, JobHandler } from '../../platform/jobs/queue.ts'
import type { Email, Mailer } from '../../platform/mail/mailer.ts'
import type { BookingMailFacts, MailPreferences } from '../notifications/service.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import type { BookingRecord, BookingsRepository } from './repository.ts'

/** The booking's page by its link: `/{booking}/uuid/{uuid}`. */
export function bookingPagePath(bookingBasePath: string, uuid: string): string {
  return `/${bookingBasePath}/uuid/${uuid}`
}

/**
 * The meet page's keys (§2 /meet): issued to a paid booking in the transaction given, the key
 * returned once for the organizer's mail (meet module). Without it no key is issued.
 */
export type MeetKeys = {
  issue(db: AppDatabase, bookingId: number): Promise<string | null>
  /** The meet page a key opens, in the reader's language (absolute URL). */
  pageUrl(key: string, locale: Locale): string
}

/** The queue's kind for every booking mail. */
export const bookingMailJobKind = 'booking-mail'

/** Days before the start a paid booking's reminder goes out. */
const REMINDER_DAYS_BEFORE = 3

const bookingMailJobSchema = z.object({
  bookingId: z.number().int(),
  kind: z.enum(bookingMailKinds),
  /** What the mail is about when the booking alone does not say (a payment's, a refund's amount). */
  amountMinor: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** A reason someone typed (not the system's own words): shown only where typed text may go. */
  reasonTyped: z.boolean(),
  /**
   * The trip's first day a reminder was made for: once the booking moves to another date it
   * sends nothing (the move writes the new date's reminder). Reminders written before this field
   * carry none and go by the status alone.
   */
  startDate: z.string().optional(),
  /**
   * Staff sent it again from the console (issue 43): it goes out as the booking is now, whatever
   * became of what it spoke of, and its key is the console form's.
   */
  resent: z.boolean().optional(),
})

export type BookingMailJob = z.infer<typeof bookingMailJobSchema>

/** What happened to a booking, as far as the mails care; each is sent in the change's transaction. */
export type BookingMailEvent =
  | { readonly event: 'created'; readonly awaitsConfirmation: boolean }
  | { readonly event: 'confirmed' }
  | { readonly event: 'declined'; readonly reason: string }
  | {
      readonly event: 'paid'
      readonly invoiceId: number
      readonly amountMinor: number
      /** The booking's first payment: the organizer hears of it and the reminder is set. */
      readonly firstPayment: boolean
      /** The trip's first day (yyyy-MM-dd) and the tour's time zone, for the reminder. */
      readonly startDate: string
    }
  | {
      readonly event: 'cancelled'
      readonly reason: string
      /** Whether the tourist is told (the organizer's or admin's choice; always when they cancel). */
      readonly tellTourist: boolean
      readonly byTourist: boolean
      /** The system cancelled (hold expiry): the reason is our own text, safe for any address. */
      readonly bySystem?: boolean
    }
  | { readonly event: 'refunded'; readonly refundId: number; readonly amountMinor: number }
  | {
      /** The booking moved to a trip starting on `startDate`; a paid one's reminder follows it. */
      readonly event: 'date-changed'
      readonly startDate: string
      readonly paid: boolean
      /**
       * The move's own key (an operator's move, issue 43): with it the tourist is mailed the new
       * date, once per move.
       */
      readonly tellTouristKey?: string
    }

function sameAddress(a: string, b: string | null): boolean {
  return b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()
}

function localeOf(code: string): Locale {
  return isLocale(code) ? code : 'en-US'
}

/** 09:00 UTC of the day `days` before a calendar date: the reminder's moment. */
function daysBefore(date: string, days: number): Date {
  const moment = new Date(`${date}T09:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() - days)
  return moment
}

export type BookingMailLinks = {
  /** The storefront's origin. */
  readonly siteUrl: string
  /** §2 booking pages' base path (BOOKING_BASE_PATH). */
  readonly bookingBasePath: string
}

/**
 * The facts of one booking mail, from the booking as it is now. Text someone typed (the contact's
 * name, the travellers' names, a reason, the organizer's meeting text) goes only to the booking owner's own proven
 * address or to the organizer's accounts, so a booking cannot relay a message to a stranger
 * (issue 14 finding 6).
 */
export function bookingMailFacts(
  record: BookingRecord,
  kind: BookingMailKind,
  recipient: { email: string; locale: Locale; name: string | null },
  extra: {
    links: BookingMailLinks
    amountMinor: number | null
    reason: string | null
    reasonTyped: boolean
    /** The meet page with its key, in the organizer's paid mail only. */
    meetUrl?: string | null
    /** The one-click link that turns this kind off, for an optional mail (the reminder). */
    unsubscribeUrl?: string | null
  },
): BookingMailFacts {
  const { booking } = record
  const { siteUrl, bookingBasePath } = extra.links
  const role = isOrganizerMailKind(kind) ? 'organizer' : 'tourist'
  const mayShowTypedText = role === 'organizer' || sameAddress(recipient.email, record.ownerEmail)
  const currency = booking.currency
  const paid = paidAmountMinor(
    record.invoices.map((invoice) => ({
      status: invoice.status === invoiceStatus.payed ? invoiceStatus.payed : invoiceStatus.new,
      amountMinor: invoice.amountMinor,
    })),
  )
  const isPaid = booking.status === bookingRequestStatus.madePrepayment
  const refundKind = kind === 'booking-refunded' || kind === 'booking-cancelled'
  return {
    locale: recipient.locale,
    recipient: {
      email: recipient.email,
      name: mayShowTypedText ? recipient.name : null,
      role,
    },
    booking: {
      id: booking.id,
      number: String(booking.id),
      pageUrl:
        role === 'organizer'
          ? `${siteUrl}/${bookingBasePath}/${String(booking.id)}`
          : `${siteUrl}${bookingPagePath(bookingBasePath, booking.uuid)}`,
      voucherUrl: isPaid ? `${siteUrl}/${bookingBasePath}/qr/uuid/${booking.uuid}` : null,
      meetUrl: role === 'organizer' ? (extra.meetUrl ?? null) : null,
    },
    tour: {
      title: localize(recipient.locale, record.tour.title, record.tour.titleRu),
      url: `${siteUrl}${tourUrl(record.tour.slug)}`,
    },
    date: { start: record.date.startDate, end: record.date.endDate, startTime: null },
    travellers: mayShowTypedText
      ? record.tourists.map((tourist) => ({
          firstName: tourist.firstName,
          lastName: tourist.lastName,
        }))
      : [],
    money: {
      total: { amountMinor: booking.totalMinor, currency },
      paid: { amountMinor: paid, currency },
      due: { amountMinor: Math.max(0, booking.totalMinor - paid), currency },
      refund:
        refundKind && extra.amountMinor !== null
          ? { amountMinor: extra.amountMinor, currency }
          : null,
    },
    meetingPoint:
      mayShowTypedText && record.meet !== null && record.meet.text !== '' ? record.meet.text : null,
    organizer: { name: record.organizer.name, email: null, phone: null },
    reason: mayShowTypedText || !extra.reasonTyped ? extra.reason : null,
    unsubscribeUrl: extra.unsubscribeUrl ?? null,
  }
}

/** What a cancellation sends back (the refunds it recorded, made or not): the cancelled mail says it. */
function cancellationRefundMinor(record: BookingRecord, kind: BookingMailKind): number | null {
  if (kind !== 'booking-cancelled') return null
  const refunds = record.refunds.filter((refund) => refund.status !== 'failed')
  return refunds.length === 0 ? null : refunds.reduce((sum, refund) => sum + refund.amountMinor, 0)
}

/** The account's choice of optional mails (notifications module): the reminder may be turned off. */
export type OptionalMailPreferences = Pick<MailPreferences, 'wantsMail' | 'unsubscribeUrl'>

export type BookingMailsOptions = {
  repository: Pick<BookingsRepository, 'byId' | 'organizerRecipients' | 'transaction'>
  meetKeys?: MeetKeys
  preferences?: OptionalMailPreferences
  jobs: JobEnqueuer
  mailer: Mailer
  links: BookingMailLinks
  /** Turns a kind and its facts into the mail (the notifications module's templates). */
  compose: (kind: BookingMailKind, facts: BookingMailFacts) => Promise<Email>
  now?: () => Date
}

/**
 * The booking mails of issue 38 as jobs: each change of a booking writes its mails' jobs in its
 * own transaction (`enqueue`), and the handler sends each from the booking as it is when it runs.
 * One job per mail and recipient side, keyed by the booking and what happened, so a repeat of the
 * change writes nothing twice.
 */
export function createBookingMails(options: BookingMailsOptions) {
  const { repository, jobs, mailer, links, compose } = options
  const { meetKeys } = options
  const now = options.now ?? (() => new Date())

  /** Issues the booking's meet key in a transaction of its own; null when the booking is not paid. */
  async function issueMeetKey(keys: MeetKeys, bookingId: number): Promise<string | null> {
    let key: string | null = null
    await repository.transaction((store) =>
      store.include(async (db) => {
        key = await keys.issue(db, bookingId)
      }),
    )
    return key
  }

  function job(
    db: AppDatabase,
    bookingId: number,
    kind: BookingMailKind,
    discriminator: string,
    details: {
      amountMinor?: number
      reason?: string
      systemReason?: boolean
      runAt?: Date
      startDate?: string
    } = {},
  ): Promise<boolean> {
    const payload: BookingMailJob = {
      bookingId,
      kind,
      amountMinor: details.amountMinor ?? null,
      reason: details.reason ?? null,
      reasonTyped: details.systemReason !== true,
      ...(details.startDate === undefined ? {} : { startDate: details.startDate }),
    }
    return jobs.enqueue(db, {
      kind: bookingMailJobKind,
      key: `booking-mail:${String(bookingId)}:${kind}${discriminator}`,
      payload,
      ...(details.runAt === undefined ? {} : { runAt: details.runAt }),
    })
  }

  /** The reminder of a paid trip starting on `startDate`, keyed by that day. */
  async function remind(db: AppDatabase, bookingId: number, startDate: string): Promise<void> {
    const remindAt = daysBefore(startDate, REMINDER_DAYS_BEFORE)
    // A trip that starts within three days needs no reminder: the paid mail says it all.
    if (remindAt.getTime() <= now().getTime()) return
    await job(db, bookingId, 'trip-reminder', `:${startDate}`, { runAt: remindAt, startDate })
  }

  async function enqueue(db: AppDatabase, bookingId: number, what: BookingMailEvent) {
    switch (what.event) {
      case 'created':
        await job(db, bookingId, 'booking-created', '')
        if (what.awaitsConfirmation) await job(db, bookingId, 'organizer-new-request', '')
        return
      case 'confirmed':
        await job(db, bookingId, 'booking-confirmed', '')
        return
      case 'declined':
        await job(db, bookingId, 'booking-declined', '', { reason: what.reason })
        return
      case 'paid': {
        const invoice = `:invoice-${String(what.invoiceId)}`
        await job(db, bookingId, 'booking-paid', invoice, { amountMinor: what.amountMinor })
        if (!what.firstPayment) return
        await job(db, bookingId, 'organizer-booking-paid', '', { amountMinor: what.amountMinor })
        await remind(db, bookingId, what.startDate)
        return
      }
      case 'date-changed':
        if (what.tellTouristKey !== undefined) {
          await job(db, bookingId, 'booking-date-changed', `:${what.tellTouristKey}`, {
            startDate: what.startDate,
          })
        }
        if (what.paid) await remind(db, bookingId, what.startDate)
        return
      case 'cancelled':
        if (what.tellTourist) {
          await job(db, bookingId, 'booking-cancelled', '', {
            reason: what.reason,
            systemReason: what.bySystem === true,
          })
        }
        if (what.byTourist) {
          await job(db, bookingId, 'organizer-booking-cancelled', '', { reason: what.reason })
        }
        return
      case 'refunded':
        await job(db, bookingId, 'booking-refunded', `:refund-${String(what.refundId)}`, {
          amountMinor: what.amountMinor,
        })
        return
      default:
        what satisfies never
    }
  }

  /**
   * Writes a booking mail's job again (the console's resend, issue 43): the same kind and details,
   * sent as the booking is now to the address it has now. `key` is the console form's, so a
   * double submit writes one job; false when that key was written before.
   */
  async function resend(
    db: AppDatabase,
    original: { readonly payload: unknown },
    key: string,
  ): Promise<{ written: boolean; kind: BookingMailKind }> {
    const payload = bookingMailJobSchema.parse(original.payload)
    const written = await jobs.enqueue(db, {
      kind: bookingMailJobKind,
      key: `booking-mail:${String(payload.bookingId)}:${payload.kind}:resend:${key}`,
      payload: { ...payload, resent: true } satisfies BookingMailJob,
    })
    return { written, kind: payload.kind }
  }

  /** Whether the booking, as it is now, is still what the mail speaks of. */
  function stillTrue(record: BookingRecord, job: BookingMailJob): boolean {
    if (job.resent === true) return true
    const status = record.booking.status
    switch (job.kind) {
      case 'trip-reminder':
        return (
          status === bookingRequestStatus.madePrepayment &&
          (job.startDate === undefined || job.startDate === record.date.startDate) &&
          record.date.startDate >= now().toISOString().slice(0, 10)
        )
      case 'organizer-new-request':
        return status === bookingRequestStatus.pendingConfirm
      default:
        return true
    }
  }

  const handle: JobHandler = async (payload) => {
    const job = bookingMailJobSchema.parse(payload)
    const record = await repository.byId(job.bookingId)
    if (record === undefined || !stillTrue(record, job)) return
    const owner = record.booking.userId
    const optional = job.kind === 'trip-reminder' ? options.preferences : undefined
    if (optional !== undefined && !(await optional.wantsMail(owner, 'trip-reminder'))) return
    const recipients = isOrganizerMailKind(job.kind)
      ? (await repository.organizerRecipients(record.organizer.id)).map((account) => ({
          email: account.email,
          locale: localeOf(account.language),
          name: account.firstName === '' ? null : account.firstName,
        }))
      : [
          {
            email: record.booking.contactEmail,
            locale: localeOf(record.ownerLanguage),
            name: record.booking.contactFirstName,
          },
        ]
    // The paid booking's meet page opens with this mail: its key is issued (again, if this job is
    // retried) just before it is sent, so the latest mail always holds the key that works.
    const meetKey =
      meetKeys !== undefined && job.kind === 'organizer-booking-paid' && recipients.length > 0
        ? await issueMeetKey(meetKeys, record.booking.id)
        : null
    for (const recipient of recipients) {
      const facts = bookingMailFacts(record, job.kind, recipient, {
        meetUrl:
          meetKeys === undefined || meetKey === null
            ? null
            : meetKeys.pageUrl(meetKey, recipient.locale),
        amountMinor: job.amountMinor ?? cancellationRefundMinor(record, job.kind),
        unsubscribeUrl:
          optional === undefined
            ? null
            : optional.unsubscribeUrl(owner, 'trip-reminder', recipient.locale),
        links,
        reason: job.reason,
        reasonTyped: job.reasonTyped,
      })
      await mailer.send(await compose(job.kind, facts))
    }
  }

  return { enqueue, resend, handle }
}

export type BookingMails = ReturnType<typeof createBookingMails>
