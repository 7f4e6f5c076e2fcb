// Issue 40: the office's booking page and its actions (confirm, decline, cancel, mark done,
// meeting information) and a date's manifest, for the team of the booking's organizer only; each
// action on the audit trail.
import type { Booking, OfficeBooking } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, bookingRequests, outboxMessages, tourDates } from '../src/db/schema/index.ts'
import { createMeetKeyIssuer } from '../src/modules/meet/service.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { daysFromToday } from './factories.ts'
import {
  bookingBody,
  createBookableTour,
  createOrganizerOwner,
  createSignedInUser,
  freeSeatsOf,
  futureDate,
} from './factories-bookings.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]>; reason?: string }

describe.each(testDatabases)('office booking page on $name (issue 40)', (target) => {
  const harness = useAccountsHarness(target)
  const signIn = () => createSignedInUser(harness.db, harness.config)

  /** An organizer with a not-guaranteed date (so bookings wait for it) and a tourist's request. */
  async function pendingRequest(touristsCount = 2) {
    const owner = await createOrganizerOwner(harness.db, harness.config)
    const tour = await createBookableTour(harness.db, {
      organizerId: owner.organizer.id,
      dates: [futureDate({ notGuaranteed: true })],
    })
    const date = tour.dates[0]!
    const tourist = await signIn()
    const created = await harness.post('/crm/api/request/create', {
      token: tourist.token,
      body: bookingBody(date.id, touristsCount),
    })
    expect(created.statusCode, created.body).toBe(200)
    const booking = created.json<Booking>()
    expect(booking.status).toBe(1)
    return { ...owner, tour, date, tourist, booking }
  }

  const view = (id: number, token?: string) =>
    harness.get(
      `/crm/api/office/booking/view?id=${String(id)}`,
      token === undefined ? {} : { token },
    )
  const act = (action: string, token: string | undefined, body: Record<string, unknown>) =>
    harness.post(
      `/crm/api/office/booking/${action}`,
      token === undefined ? { body } : { token, body },
    )

  async function auditActions(bookingId: number): Promise<string[]> {
    const rows = await harness.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'booking'), eq(auditLog.objectId, String(bookingId))))
      .orderBy(auditLog.id)
    return rows.map((row) => row.action)
  }

  /** Makes the booking paid (3) as the payment would, its trip ending `endInDays` from today. */
  async function paidWithTripEnding(bookingId: number, tourDateId: number, endInDays: number) {
    await harness.db
      .update(bookingRequests)
      .set({ status: 3 })
      .where(eq(bookingRequests.id, bookingId))
    await harness.db
      .update(tourDates)
      .set({ startDate: daysFromToday(endInDays - 6), endDate: daysFromToday(endInDays) })
      .where(eq(tourDates.id, tourDateId))
  }

  it('shows a pending request with what the organizer may do, then confirms it so the tourist can pay', async () => {
    const { account, booking, tourist } = await pendingRequest()
    const before = await view(booking.id, account.token)
    expect(before.statusCode, before.body).toBe(200)
    const page = before.json<OfficeBooking>()
    expect(page.booking.tourists.map((row) => row.full_name)).toEqual([
      'Example Tourist1',
      'Example Tourist2',
    ])
    expect(page.booking.contact.email).toBe('anna.booker@example.com')
    expect(page.actions).toEqual({
      can_confirm: true,
      can_decline: true,
      can_cancel: false,
      can_complete: false,
      can_edit_meet: false,
    })
    expect(page.history.map((row) => [row.from_status, row.to_status])).toEqual([[null, 1]])
    expect(page.refund_if_canceled).toBeNull()
    expect(page.meet).toBeNull()
    expect(page.trip_ended).toBe(false)

    const confirmed = await act('confirm', account.token, { id: booking.id })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const after = confirmed.json<OfficeBooking>()
    expect(after.booking.status).toBe(2)
    expect(after.actions).toMatchObject({
      can_confirm: false,
      can_decline: false,
      can_cancel: true,
    })
    expect(after.refund_if_canceled).toEqual({ amount: 0, currency: booking.currency })
    expect(after.history.at(-1)).toMatchObject({ transition: 'confirm', actor_kind: 'organizer' })
    expect(await auditActions(booking.id)).toEqual(['booking.confirm'])

    const seenByTourist = await harness.get(`/crm/api/request/get?id=${String(booking.id)}`, {
      token: tourist.token,
    })
    expect(seenByTourist.json<Booking>().actions.can_pay).toBe(true)
  })

  it('declines only with a reason: the seats come back and the reason is recorded', async () => {
    const { account, booking, date } = await pendingRequest(2)
    expect(await freeSeatsOf(harness.db, date.id)).toBe(8)

    const blank = await act('decline', account.token, { id: booking.id, message: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(Object.keys(blank.json<ErrorAnswer>().errors ?? {})).toEqual(['message'])

    const declined = await act('decline', account.token, {
      id: booking.id,
      message: 'The boat is under repair that week.',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    const page = declined.json<OfficeBooking>()
    expect(page.booking.status).toBe(6)
    expect(page.booking.cancel_reason).toBe('The boat is under repair that week.')
    expect(await freeSeatsOf(harness.db, date.id)).toBe(10)
    expect(await auditActions(booking.id)).toEqual(['booking.decline'])
    const [row] = await harness.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.objectId, String(booking.id)))
    expect(row?.after).toEqual({ status: 6, reason: 'The boat is under repair that week.' })
  })

  it('keeps decline and cancel apart: a confirmed booking is canceled, not declined', async () => {
    const { account, booking, date } = await pendingRequest(1)
    await act('confirm', account.token, { id: booking.id })
    const declined = await act('decline', account.token, { id: booking.id, message: 'No.' })
    expect(declined.statusCode).toBe(409)
    expect(declined.json<ErrorAnswer>()).toMatchObject({
      code: 'transition_not_allowed',
      reason: 'not-allowed-from-state',
    })
    const blank = await act('cancel', account.token, { id: booking.id, message: '' })
    expect(blank.statusCode).toBe(400)
    expect(Object.keys(blank.json<ErrorAnswer>().errors ?? {})).toEqual(['message'])

    const canceled = await act('cancel', account.token, {
      id: booking.id,
      message: 'The guide fell ill.',
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(canceled.json<OfficeBooking>().booking.status).toBe(6)
    expect(await freeSeatsOf(harness.db, date.id)).toBe(10)
    expect(await auditActions(booking.id)).toEqual(['booking.confirm', 'booking.cancel-by-author'])
  })

  it('marks a trip done only after it ended, and the tourist is mailed the review link', async () => {
    const { account, booking, date } = await pendingRequest(1)
    await act('confirm', account.token, { id: booking.id })
    await paidWithTripEnding(booking.id, date.id, 3)
    const early = await act('complete', account.token, { id: booking.id })
    expect(early.statusCode).toBe(409)
    expect(early.json<ErrorAnswer>().reason).toBe('too-early')
    expect((await view(booking.id, account.token)).json<OfficeBooking>().actions.can_complete).toBe(
      false,
    )

    await paidWithTripEnding(booking.id, date.id, -1)
    const page = (await view(booking.id, account.token)).json<OfficeBooking>()
    expect(page.trip_ended).toBe(true)
    expect(page.actions.can_complete).toBe(true)
    const done = await act('complete', account.token, { id: booking.id })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<OfficeBooking>().booking.status).toBe(4)
    expect(await auditActions(booking.id)).toEqual(['booking.confirm', 'booking.complete'])
    const mails = await harness.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'anna.booker@example.com'))
    expect(mails.some((mail) => /\/review\/[0-9a-f-]{36}/.test(mail.body))).toBe(true)
  })

  it('saves the meeting information without the key; the key link shows the same', async () => {
    const { account, booking, date } = await pendingRequest(1)
    const early = await act('meet', account.token, { id: booking.id, text: 'At the pier.' })
    expect(early.statusCode).toBe(404)
    expect(early.json<ErrorAnswer>().code).toBe('meet_not_found')

    await act('confirm', account.token, { id: booking.id })
    await paidWithTripEnding(booking.id, date.id, 40)
    const key = await createMeetKeyIssuer().issue(harness.db, booking.id)
    expect(key).not.toBeNull()
    expect((await view(booking.id, account.token)).json<OfficeBooking>()).toMatchObject({
      actions: { can_edit_meet: true },
      meet: { text: '', saved_at: null, files: [] },
    })

    const saved = await act('meet', account.token, {
      id: booking.id,
      text: 'Meet at the north pier, 9:00.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<OfficeBooking>().meet?.text).toBe('Meet at the north pier, 9:00.')
    const byKey = await harness.get(
      `/spa/contract-organizer-meet-data?key=${encodeURIComponent(key!)}`,
    )
    expect(byKey.statusCode, byKey.body).toBe(200)
    expect(byKey.json<{ organizer_meet_data: string }>().organizer_meet_data).toBe(
      'Meet at the north pier, 9:00.',
    )
    expect(await auditActions(booking.id)).toEqual(['booking.confirm', 'booking.meet'])
  })

  it('lists a date’s manifest for the team only', async () => {
    const { account, booking, date } = await pendingRequest(2)
    const manifest = await harness.get(
      `/crm/api/office/date/manifest?tour_date_id=${String(date.id)}`,
      { token: account.token },
    )
    expect(manifest.statusCode, manifest.body).toBe(200)
    expect(manifest.json<{ bookings: { id: number }[] }>().bookings.map((row) => row.id)).toEqual([
      booking.id,
    ])
  })

  it('refuses every call for another organizer’s booking, a tourist and the signed out (IDOR)', async () => {
    const { booking, date, tourist } = await pendingRequest(1)
    const other = await createOrganizerOwner(harness.db, harness.config)
    const calls: [string, (token?: string) => ReturnType<typeof view>][] = [
      ['view', (token) => view(booking.id, token)],
      ['confirm', (token) => act('confirm', token, { id: booking.id })],
      ['decline', (token) => act('decline', token, { id: booking.id, message: 'No.' })],
      ['cancel', (token) => act('cancel', token, { id: booking.id, message: 'No.' })],
      ['complete', (token) => act('complete', token, { id: booking.id })],
      ['meet', (token) => act('meet', token, { id: booking.id, text: 'Hi' })],
      [
        'manifest',
        (token) =>
          harness.get(
            `/crm/api/office/date/manifest?tour_date_id=${String(date.id)}`,
            token === undefined ? {} : { token },
          ),
      ],
    ]
    for (const [name, call] of calls) {
      expect((await call()).statusCode, `${name} signed out`).toBe(401)
      const otherOrganizer = await call(other.account.token)
      expect(otherOrganizer.statusCode, `${name} another organizer`).toBe(403)
      expect(otherOrganizer.json<ErrorAnswer>().code).toBe('forbidden')
      expect((await call(tourist.token)).statusCode, `${name} the tourist`).toBe(403)
    }
    // Nothing changed.
    const [row] = await harness.db
      .select({ status: bookingRequests.status })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    expect(row?.status).toBe(1)
    expect(await auditActions(booking.id)).toEqual([])
    expect((await view(2_000_000_000, other.account.token)).statusCode).toBe(404)
  })

  it('ends a removed team member’s access at once', async () => {
    const { organizer, booking } = await pendingRequest(1)
    const formerStaff = await createSignedInUser(harness.db, harness.config, {
      organizerId: organizer.id,
    })
    expect((await view(booking.id, formerStaff.token)).statusCode).toBe(403)
  })
})
