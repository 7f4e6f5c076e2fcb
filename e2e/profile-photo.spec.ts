import { randomFillSync } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { registerThroughApi, siteHeader, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

// The faked PNG is refused by the API on purpose.
test.use({ expectedConsoleErrors: [/status of 415/] })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

const password = 'copper-kettle-62'

/** A 2×2 PNG, small enough to write inline. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwAAi/v///x8AHu8F+5BApdwAAAAASUVORK5CYII=',
  'base64',
)

/** A PNG of random pixels, which deflate cannot shrink: about width × height × 3 bytes. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const framing = Buffer.alloc(8)
    framing.writeUInt32BE(data.length, 0)
    framing.writeUInt32BE(crc32(body), 4)
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample
  header[9] = 2 // RGB
  const rowBytes = 1 + width * 3
  const pixels = Buffer.alloc(rowBytes * height)
  // Each row: filter type 0, then random samples.
  for (let row = 0; row < height; row += 1) {
    randomFillSync(pixels, row * rowBytes + 1, width * 3)
  }
  return Buffer.concat([
    TINY_PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A phone photo's size: over the storefront's old 1 MiB body limit (issue 37). */
const PHOTO_1_4_MB = noisePng(690, 690)

const WRONG_TYPE = 'This file is not a photo. Choose a JPEG, PNG, WebP, GIF or AVIF image.'

function photoSection(page: Page) {
  return page.getByRole('region', { name: 'Photo', exact: true })
}

// The header hides the name on a phone and shows only the avatar, so this runs at both widths.
test.describe('§9 the profile photo', () => {
  test('uploaded in /settings, it shows there and in the header; removed, the initials return', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'profile-photo')
    await registerThroughApi(request, { email, password, firstName: 'Sasha' })
    await gotoHydrated(page, '/login')
    await page.getByLabel('E-mail or phone').fill(email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    const accountButton = siteHeader(page).getByRole('button', { name: 'Sasha Tester' })
    await expect(accountButton).toBeVisible()
    await gotoHydrated(page, '/settings/profile')

    const photo = photoSection(page)
    const input = photo.getByLabel('Choose a photo')
    await test.step('without a photo, the §9 avatar shows the initials', async () => {
      await expect(photo.getByRole('img', { name: 'Your photo' })).toHaveText('ST')
      await expect(accountButton.locator('.tm-avatar')).toHaveText('ST')
      await expect(photo.getByRole('button', { name: 'Remove the photo' })).toHaveCount(0)
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('a file that is not a photo is refused under the field, by the browser or the API', async () => {
      await input.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hi'),
      })
      await photo.getByRole('button', { name: 'Upload the photo' }).click()
      await expect(photo.getByText(WRONG_TYPE)).toBeVisible()
      await expect(input).toBeFocused()
      await expect(input).toHaveAttribute('aria-invalid', 'true')

      // Named and typed like a PNG: only the API, reading the bytes, can tell.
      await input.setInputFiles({
        name: 'holiday.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not really a picture'),
      })
      await expect(photo.getByText(WRONG_TYPE)).toHaveCount(0)
      await photo.getByRole('button', { name: 'Upload the photo' }).click()
      await expect(photo.getByText(WRONG_TYPE)).toBeVisible()
    })

    await test.step('a 1.4 MB photo is uploaded through the site with the keyboard and shows in the section and the header', async () => {
      expect(PHOTO_1_4_MB.length).toBeGreaterThan(1.4e6)
      await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_1_4_MB })
      await photo.getByRole('button', { name: 'Upload the photo' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Your photo is saved', { exact: true })).toBeVisible()
      const shown = photo.getByRole('img', { name: 'Your photo' })
      await expect(shown).toHaveAttribute('src', /^\/media\/upload-[0-9a-f-]{36}\/48x48$/)
      await expect
        .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      const inHeader = accountButton.locator('img.tm-avatar')
      await expect(inHeader).toHaveAttribute('src', /^\/media\/upload-/)
      await expect
        .poll(() => inHeader.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('the photo stays after a reload, and the Russian page shows it too', async () => {
      await gotoHydrated(page, '/ru/settings/profile')
      const russian = page.getByRole('region', { name: 'Фото', exact: true })
      await expect(russian.getByRole('img', { name: 'Ваше фото' })).toHaveAttribute(
        'src',
        /^\/media\/upload-/,
      )
      await expect(russian.getByLabel('Выберите фото')).toBeVisible()
      await gotoHydrated(page, '/settings/profile')
    })

    await test.step('removing the photo brings the initials back', async () => {
      await photoSection(page).getByRole('button', { name: 'Remove the photo' }).click()
      await expect(page.getByText('Your photo is removed', { exact: true })).toBeVisible()
      await expect(photoSection(page).getByRole('img', { name: 'Your photo' })).toHaveText('ST')
      await expect(accountButton.locator('.tm-avatar')).toHaveText('ST')
    })
  })
})
