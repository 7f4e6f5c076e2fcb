import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Booking, InvoicePay } from '@tourmarket/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { bookingBody, createBookableTour, createSignedInUser } from './factories-bookings.ts'
import { usePaymentsHarness } from './payments-harness.ts'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe.each(testDatabases)('decision 0016: sandbox webhooks over HTTP on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  let app: App | undefined
  let origin = ''
  const logLines: string[] = []

  // No transport given: the sandbox calls API_PUBLIC_URL with fetch, as in production.
  beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${String(port)}`
    app = buildApp({
      config: { ...testDatabase.config, apiPublicUrl: origin, logLevel: 'warn' },
      database: testDatabase.database,
      logStream: { write: (line: string) => void logLines.push(line) },
    })
    await app.listen({ host: '127.0.0.1', port })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the success card makes the sandbox POST its webhook to API_PUBLIC_URL before redirecting', async () => {
    const user = await createSignedInUser(testDatabase.database.db, testDatabase.config)
    const tour = await createBookableTour(testDatabase.database.db)
    const created = await fetch(`${origin}/crm/api/request/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${user.token}` },
      body: JSON.stringify(bookingBody(tour.dates[0]!.id)),
    })
    const booking = (await created.json()) as Booking
    const pay = await fetch(`${origin}/crm/api/invoice/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: booking.uuid }),
    })
    const checkout = (await pay.json()) as InvoicePay
    expect(checkout.checkout_url.startsWith(`${origin}/payments/sandbox/checkout/`)).toBe(true)

    const page = await fetch(checkout.checkout_url)
    expect(page.status).toBe(200)
    const paid = await fetch(`${checkout.checkout_url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        card_number: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        name: 'Anna Booker',
      }),
    })
    expect(paid.status).toBe(303)
    const after = await fetch(`${origin}/crm/api/request/get-by-uuid?uuid=${booking.uuid}`)
    expect(((await after.json()) as Booking).status).toBe(3)
    expect(logLines.filter((line) => line.includes('sandbox webhook'))).toEqual([])
  })
})

describe.each(testDatabases)('decision 0016: an undelivered sandbox webhook on $name', (target) => {
  const harness = usePaymentsHarness(target, {
    payments: {
      webhookTransport: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
    },
  })

  it('still sends the browser back; the booking waits for a webhook and the failure is logged', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const path = harness.checkoutPath(await harness.checkoutOf(booking))
    const paid = await harness.submitCard(path, { card_number: '4242 4242 4242 4242' })
    expect(paid.statusCode).toBe(303)
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)
    expect(harness.logLines.some((line) => line.includes('sandbox webhook not delivered'))).toBe(
      true,
    )
  })
})
