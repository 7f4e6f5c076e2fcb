// Issue 43 item 5: a booking records the Terms and Conditions version (§2 /agreement/{version})
// in effect when it was made, and the console's booking view shows it; on both databases.
import type { AdminBooking } from '@tourmarket/contracts'
import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { legalDocuments, termsVersionInEffect } from '@tourmarket/domain/legal'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingRequests } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { usePaymentsHarness } from './payments-harness.ts'

describe('termsVersionInEffect', () => {
  it('is the agreement version in effect on the day, none before the first', () => {
    const dates = legalDocuments.agreement.versions.map((version) => version.effectiveFrom).sort()
    expect(termsVersionInEffect(dates[0]!)).toBe(dates[0])
    expect(termsVersionInEffect('2000-01-01')).toBeNull()
    expect(termsVersionInEffect(utcCalendarDate(new Date()))).toBe(
      dates.filter((date) => date <= utcCalendarDate(new Date())).at(-1),
    )
  })
})

describe.each(testDatabases)('a booking’s terms version on $name (issue 43)', (target) => {
  const harness = usePaymentsHarness(target)

  async function adminView(id: number): Promise<AdminBooking> {
    const admin = await harness.signedInUser({ staffRole: 'support' })
    const response = await harness.app.inject({
      method: 'GET',
      url: `/crm/api/admin/booking/view?id=${String(id)}`,
      headers: { 'x-authorization': `Bearer ${admin.token}` },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  it('is the version in effect when the booking was made, and the console shows it', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const inEffect = termsVersionInEffect(utcCalendarDate(new Date()))
    expect(inEffect).not.toBeNull()
    const [row] = await harness.db
      .select({ termsVersion: bookingRequests.termsVersion })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    expect(row?.termsVersion).toBe(inEffect)
    expect((await adminView(booking.id)).terms_version).toBe(inEffect)
  })

  it('stays what it was: a booking from before versions were recorded shows none', async () => {
    const booking = await harness.book(await harness.signedInUser())
    await harness.db
      .update(bookingRequests)
      .set({ termsVersion: null })
      .where(eq(bookingRequests.id, booking.id))
    expect((await adminView(booking.id)).terms_version).toBeNull()
  })
})
