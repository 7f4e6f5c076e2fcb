import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { uniqueEmail } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'
import { whatsAppTo } from './support/whatsapp.ts'

type TourWithProgram = {
  slug: string
  title: string
  program: { days: { day_number: number; title: string }[] } | null
}

type OutboxEntry = {
  subject: string | null
  attachments: { file_name: string; content_type: string; url: string }[]
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return text
}

/** A seeded tour with a day-by-day program. */
async function tourWithProgram(request: APIRequestContext) {
  const list = (await (await request.get('/spa/tours?limit=10')).json()) as {
    data: { slug: string }[]
  }
  for (const { slug } of list.data) {
    const tour = (await (
      await request.get(`/spa/tour?slug=${encodeURIComponent(slug)}&expand_program=1`)
    ).json()) as TourWithProgram
    const firstDay = tour.program?.days[0]
    if (firstDay !== undefined) return { ...tour, firstDay }
  }
  throw new Error('the seeded catalogue has no tour with a program')
}

test.describe('§2/§7 the tour program as a PDF, by e-mail and by WhatsApp', () => {
  test('downloads the program PDF from the tour page: title, day 1 and its title inside', async ({
    page,
  }) => {
    const tour = await tourWithProgram(page.request)
    // A plain link: it works before (and without) the page's script.
    await page.goto(`/${tour.slug}`)
    const box = page.getByTestId('tour-program-pdf')
    const link = box.getByRole('link', { name: 'Download the program (PDF)' })
    await expect(link).toHaveAttribute(
      'href',
      /\/spa\/private-tour-program-pdf\?id=\d+&language=en-US&currency=USD/,
    )
    const downloading = page.waitForEvent('download')
    // From the keyboard: on phones the booking sheet and the cookie notice cover the bottom edge.
    await link.focus()
    await link.press('Enter')
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${tour.slug}-program.pdf`)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain(tour.title)
    expect(text).toContain('Day 1')
    expect(text).toContain(tour.firstDay.title)
  })

  test('sends the program by e-mail: success on the page, the PDF attached in the outbox', async ({
    page,
  }, testInfo) => {
    const tour = await tourWithProgram(page.request)
    const email = uniqueEmail(testInfo, 'program')
    await gotoHydrated(page, `/${tour.slug}`)
    const box = page.getByTestId('tour-program-pdf')
    const opener = box.getByText('Send the program by e-mail')
    await opener.focus()
    await opener.press('Enter')
    // The card also holds the subscription's form: this is the send form's.
    const form = box.getByTestId('tour-program-form-email')
    const field = form.getByLabel('E-mail')
    await field.fill('not-an-address')
    await field.press('Enter')
    await expect(form.getByText('Please enter a valid e-mail.')).toBeVisible()
    await field.fill(email)
    await field.press('Enter')
    await expect(form.getByRole('status')).toHaveText(
      `Done! The program is on its way to ${email}.`,
      { timeout: 60_000 },
    )

    let mail: OutboxEntry | undefined
    await expect
      .poll(async () => {
        const response = await page.request.get(`${API_URL}/dev/outbox`, {
          params: { recipient: email },
        })
        mail = ((await response.json()) as { data: OutboxEntry[] }).data[0]
        return mail?.attachments.length ?? 0
      })
      .toBe(1)
    expect(mail?.subject).toBe(`The program of “${tour.title}”`)
    const [attachment] = mail!.attachments
    expect(attachment).toMatchObject({
      file_name: `${tour.slug}-program.pdf`,
      content_type: 'application/pdf',
    })
    const file = await page.request.get(`${API_URL}${attachment!.url}`)
    const text = await pdfText(await file.body())
    expect(text).toContain(tour.title)
    expect(text).toContain(tour.firstDay.title)
  })

  test('sends the program to WhatsApp: the PDF reaches the Cloud API as a document by its link', async ({
    page,
  }) => {
    const tour = await tourWithProgram(page.request)
    // A number nobody else in this run uses.
    const digits = `1415${String(Date.now()).slice(-7)}`
    await gotoHydrated(page, `/${tour.slug}`)
    const box = page.getByTestId('tour-program-pdf')
    const opener = box.getByText('Send to WhatsApp')
    await opener.focus()
    await opener.press('Enter')
    const form = box.getByTestId('tour-program-form-whatsapp')
    const field = form.getByLabel('Phone number on WhatsApp')
    await field.fill(`+${digits}`)
    await field.press('Enter')
    await expect(form.getByRole('status')).toHaveText(
      `Done! We sent the program link to +${digits} on WhatsApp.`,
      { timeout: 60_000 },
    )

    // The order is a job: the API's worker sends it within a poll or two.
    await expect.poll(async () => (await whatsAppTo(page.request, `+${digits}`)).length).toBe(1)
    const [message] = await whatsAppTo(page.request, `+${digits}`)
    expect(message).toMatchObject({
      type: 'document',
      to: digits,
      document: { filename: `${tour.slug}-program.pdf` },
    })
    expect(message?.document?.caption).toContain(tour.title)
    // The link is the storefront's public PDF address, which gives the program.
    const link = new URL(message!.document!.link)
    expect(link.pathname).toBe('/spa/private-tour-program-pdf')
    const file = await page.request.get(link.href)
    expect(file.ok()).toBe(true)
    const text = await pdfText(await file.body())
    expect(text).toContain(tour.title)
  })
})
