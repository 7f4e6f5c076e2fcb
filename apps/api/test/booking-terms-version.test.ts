// Issue 43 item 5: a booking records the Terms and Conditions version (§2 /agreement/{version})
// in force when it was made (read from the versions the console keeps), and the console's
// booking view shows it; on both databases.
import type { AdminBooking } from '@tourmarket/contracts'
import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { legalDocuments, legalTextMarkdown, versionInForce } from '@tourmarket/domain/legal'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingRequests, legalDocumentVersions } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { usePaymentsHarness } from './payments-harness.ts'

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

  async function termsOf(id: number): Promise<string | null | undefined> {
    const [row] = await harness.db
      .select({ termsVersion: bookingRequests.termsVersion })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, id))
    return row?.termsVersion
  }

  async function addTermsVersion(effectiveFrom: string) {
    const text = legalDocuments.agreement.versions.at(-1)!.text
    await harness.db.insert(legalDocumentVersions).values({
      document: 'agreement',
      versionLabel: effectiveFrom,
      effectiveFrom,
      title: text['en-US'].title,
      titleRu: text.ru.title,
      bodyMarkdown: legalTextMarkdown(text['en-US']),
      bodyRuMarkdown: legalTextMarkdown(text.ru),
    })
  }

  it('is the version in force when the booking was made, and the console shows it', async () => {
    const booking = await harness.book(await harness.signedInUser())
    // The first versions are the ones the code held (db/seed-legal-versions.ts).
    const inEffect = versionInForce(
      legalDocuments.agreement.versions,
      utcCalendarDate(new Date()),
    )?.effectiveFrom
    expect(inEffect).toBeDefined()
    expect(await termsOf(booking.id)).toBe(inEffect)
    expect((await adminView(booking.id)).terms_version).toBe(inEffect)
  })

  it('follows a version the console added: from its first day, not the day before', async () => {
    const today = new Date()
    const tomorrow = utcCalendarDate(new Date(today.getTime() + 86_400_000))
    await addTermsVersion(tomorrow)
    const before = await harness.book(await harness.signedInUser())
    expect(await termsOf(before.id)).not.toBe(tomorrow)
    await addTermsVersion(utcCalendarDate(today))
    const onTheDay = await harness.book(await harness.signedInUser())
    expect(await termsOf(onTheDay.id)).toBe(utcCalendarDate(today))
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
