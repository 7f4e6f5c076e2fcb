import { deflateSync, crc32 } from 'node:zlib'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

// Publishing before the tour has a date is refused (409), which the browser logs.
test.use({ expectedConsoleErrors: [/status of 409/] })

/** A landscape PNG of soft colour bands, small enough to build here, large enough to be a photo. */
function photoPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const checksum = Buffer.alloc(4)
    checksum.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, checksum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample
  header[9] = 2 // RGB
  const rowBytes = 1 + width * 3
  const pixels = Buffer.alloc(rowBytes * height)
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const at = row * rowBytes + 1 + column * 3
      pixels[at] = 60 + Math.round((row / height) * 120)
      pixels[at + 1] = 120 + Math.round((column / width) * 100)
      pixels[at + 2] = 200
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function signInAsDemoOrganizer(page: Page, request: APIRequestContext): Promise<string> {
  const token = await signInThroughApi(request, DEMO_ORGANIZER)
  await signInContext(page.context(), STOREFRONT_URL, token)
  return token
}

/** A calendar day `days` from today (UTC), yyyy-MM-dd. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** A date for the tour through the office's dates API (its page belongs to the dates pages). */
async function addDateThroughApi(request: APIRequestContext, token: string, tourId: number) {
  const response = await request.post(`${API_URL}/crm/api/office/date/create`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      tour_id: tourId,
      start: daysFromToday(45),
      base_price_minor: 45_000,
      discount_percent: 0,
      number_of_seats: 12,
      not_guaranteed: false,
      min_travellers: null,
      prepayment_type: 3,
      prepayment_size: 0,
      full_payment_days: 0,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true })
}

/** Creates a draft through the new tour form and returns its id (from the editor's address). */
async function createDraft(page: Page, title: string): Promise<number> {
  await gotoHydrated(page, '/office/tours')
  await page.getByRole('link', { name: 'New tour' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'New tour' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('combobox', { name: 'Type' }).selectOption('tour')
  await page.getByRole('spinbutton', { name: 'Days' }).fill('3')
  await page.getByRole('combobox', { name: 'Select city' }).fill('Soch')
  await page.getByRole('option', { name: /^Sochi/ }).click()
  await page.getByRole('button', { name: 'Create draft' }).click()
  await expect(page).toHaveURL(/\/office\/tours\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return Number(/\/office\/tours\/(\d+)$/.exec(page.url())?.[1])
}

test.describe('the organizer office: tours', () => {
  test('the demo organizer creates a tour, fills it in, is told what is missing, publishes it, search finds it and a tourist books it', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000)
    const token = await signInAsDemoOrganizer(page, request)
    const title = `Lakeside walk ${Math.random().toString(36).slice(2, 8)}`

    await gotoHydrated(page, '/office/tours')
    await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const tourId = await createDraft(page, title)

    const basics = section(page, 'Basics')
    await basics
      .getByRole('textbox', { name: 'Title (Russian)' })
      .fill(`Прогулка у озера ${tourId}`)
    await basics
      .getByRole('textbox', { name: 'Short description (English)' })
      .fill('Three easy days along the shore.')
    await basics.getByRole('button', { name: 'Save' }).click()
    await expect(basics.getByRole('status')).toHaveText('Basics: saved.')

    const description = section(page, 'Description')
    await description
      .getByRole('textbox', { name: 'Description (English)' })
      .fill('<p>Forest paths, a boat across the lake and evenings by the fire.</p>')
    await description
      .getByRole('textbox', { name: 'Description (Russian)' })
      .fill('<p>Лесные тропы, лодка через озеро и вечера у костра.</p>')
    await description.getByRole('button', { name: 'Save' }).click()
    await expect(description.getByRole('status')).toHaveText('Description: saved.')

    const program = section(page, 'Program')
    await program.getByRole('button', { name: 'Add a day' }).click()
    await program.getByRole('textbox', { name: 'Title (English)' }).fill('Arrival and the shore')
    await program.getByRole('textbox', { name: 'Title (Russian)' }).fill('Приезд и берег')
    await program.getByRole('button', { name: 'Save' }).click()
    await expect(program.getByRole('status')).toHaveText('Program: saved.')
    await expect(program.getByRole('group', { name: 'Day 1' })).toBeVisible()

    const photos = section(page, 'Photos')
    await photos.getByLabel('Choose photos').setInputFiles({
      name: 'shore.png',
      mimeType: 'image/png',
      buffer: photoPng(480, 320),
    })
    await photos.getByRole('button', { name: 'Upload' }).click()
    await expect(photos.getByText('Uploaded')).toBeVisible()
    // The photo is processed for a few seconds; the page asks again until it shows.
    await expect(photos.locator('img')).toBeVisible({ timeout: 30_000 })
    await expect(photos.getByText('Cover', { exact: true })).toBeVisible()

    await expectNoSeriousAxeViolations(page)

    const publishing = section(page, 'Publishing')
    await publishing.getByRole('button', { name: 'Publish' }).click()
    await expect(publishing.getByRole('alert')).toBeVisible()
    const missingDate = publishing.getByRole('listitem').filter({ hasText: /date/i })
    await expect(missingDate).toHaveCount(1)
    await expect(missingDate.getByRole('link')).toHaveAttribute(
      'href',
      `/office/tours/${String(tourId)}/dates`,
    )
    await expect(publishing.getByText('Draft', { exact: true })).toBeVisible()

    await addDateThroughApi(request, token, tourId)
    await gotoHydrated(page, `/office/tours/${String(tourId)}`)
    await expect(
      section(page, 'Publishing').getByText(/Everything a published tour needs/),
    ).toBeVisible()
    await section(page, 'Publishing').getByRole('button', { name: 'Publish' }).click()
    await expect(section(page, 'Publishing').getByRole('status')).toHaveText('Publishing: saved.')
    await expect(section(page, 'Publishing').getByText('Published', { exact: true })).toBeVisible()

    // Search follows the change feed: the new tour is completed by its title within moments.
    await expect
      .poll(
        async () => {
          const response = await request.get(`${API_URL}/spa/tours-filter-completion`, {
            params: { phrase: title },
          })
          return JSON.stringify(await response.json())
        },
        { timeout: 10_000 },
      )
      .toContain(title)
    await gotoHydrated(page, '/')
    await page.getByRole('combobox', { name: 'Where do you want to go?' }).fill(title)
    await expect(page.getByRole('option', { name: new RegExp(title) })).toBeVisible()

    await gotoHydrated(page, '/office/tours?status=published')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Published', { exact: true })).toBeVisible()
    const onSite = row.getByRole('link', { name: `View “${title}” on the site` })
    await expect(onSite).toBeVisible()
    const tourPath = await onSite.getAttribute('href')

    await test.step('a tourist books the new tour from its page', async () => {
      const email = uniqueEmail(testInfo, 'office-tour')
      const tourist = await browser.newContext({ baseURL: STOREFRONT_URL })
      await signInContext(
        tourist,
        STOREFRONT_URL,
        await registerThroughApi(request, {
          email,
          password: 'meadow-lantern-42',
          firstName: 'Ida',
        }),
      )
      const touristPage = await tourist.newPage()
      await gotoHydrated(touristPage, tourPath ?? '/')
      await expect(touristPage.getByRole('heading', { level: 1 })).toHaveText(title)
      await touristPage
        .getByTestId('tour-dates')
        .locator('a[href^="/booking/new/"]')
        .first()
        .click()
      await expect(touristPage).toHaveURL(/\/booking\/new\/\d+$/)
      const lead = touristPage.getByRole('group', { name: 'Tourist 1' })
      await lead.getByLabel('Last name').fill('Lakeside')
      await lead.getByLabel('Date of birth').fill('1991-04-03')
      await touristPage
        .getByRole('region', { name: 'Contact person' })
        .getByRole('textbox', { name: 'Phone' })
        .fill('+1 202 555 0143')
      await touristPage.getByRole('checkbox', { name: /I accept the/ }).check()
      await touristPage.getByRole('button', { name: 'Book and pay' }).click()
      await expect(touristPage.getByRole('heading', { level: 1 })).toHaveText(
        'Pay for your booking',
        { timeout: 15_000 },
      )
      await tourist.close()
    })
  })
})

test.describe('the organizer office: tours without JavaScript', () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [] })

  test('a draft is created with a typed city, a list item added and saved', async ({
    page,
    request,
  }) => {
    await signInAsDemoOrganizer(page, request)
    const title = `Quiet valley ${Math.random().toString(36).slice(2, 8)}`
    await page.goto('/office/tours/new')
    await page.getByRole('textbox', { name: 'Title' }).fill(title)
    await page.getByRole('spinbutton', { name: 'Days' }).fill('2')
    // No list to choose from without the script: the action looks the typed city up.
    await page.getByRole('combobox', { name: 'Select city' }).fill('Sochi')
    await page.getByRole('button', { name: 'Create draft' }).click()
    await expect(page).toHaveURL(/\/office\/tours\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    await section(page, 'Included').getByRole('button', { name: 'Add an item' }).first().click()
    const item = section(page, 'Included').getByRole('textbox', { name: 'Item (English)' })
    await expect(item).toHaveCount(1)
    await item.fill('Boat across the lake')
    await section(page, 'Included').getByRole('button', { name: 'Save' }).click()
    await expect(section(page, 'Included').getByRole('status')).toHaveText('Included: saved.')
    await expect(
      section(page, 'Included').getByRole('textbox', { name: 'Item (English)' }),
    ).toHaveValue('Boat across the lake')
  })
})

test.describe('the organizer office: tours on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the list and a new tour’s editor fit a phone, with the sections as chips', async ({
    page,
    request,
  }) => {
    await signInAsDemoOrganizer(page, request)
    const title = `Harbour evening ${Math.random().toString(36).slice(2, 8)}`
    await createDraft(page, title)
    const nav = page.getByRole('navigation', { name: 'Sections' })
    await expect(nav.getByRole('link', { name: 'Photos' })).toBeVisible()
    await nav.getByRole('link', { name: 'Publishing' }).click()
    await expect(
      section(page, 'Publishing').getByRole('button', { name: 'Publish' }),
    ).toBeInViewport()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await expectNoSeriousAxeViolations(page)

    await gotoHydrated(page, '/office/tours?status=draft')
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})
