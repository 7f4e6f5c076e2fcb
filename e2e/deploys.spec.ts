import { randomUUID } from 'node:crypto'
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import {
  freePort,
  startOwnStorefront as startStorefront,
  type OwnStorefront as Storefront,
} from './support/own-storefront.ts'
import { expect, test } from './support/test.ts'

// Decision 0048: a deploy (a rebuild, then maybe a restart) must not break a tab that is open. The
// test runs a storefront of its own from a copy of the build in a temporary folder (the shared e2e
// storefront serves apps/web/build and must not see it change), against this worker's API, whose
// catalogue it only reads.

const repositoryRoot = resolve(import.meta.dirname, '..')
// The build the e2e storefronts run (WEB_BUILD_DIR, as apps/web/server.ts reads it).
const webBuild = process.env.WEB_BUILD_DIR ?? join(repositoryRoot, 'apps/web/build')

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((name) => join(directory, name))
    .filter((path) => statSync(path).isFile())
}

function buildIdOf(buildDirectory: string): string {
  const latest = JSON.parse(
    readFileSync(join(buildDirectory, 'client/builds/latest.json'), 'utf8'),
  ) as { buildId: string }
  return latest.buildId
}

/**
 * What a rebuild leaves: a new build id, and every chunk of the client and the server bundles under
 * a new name (the old names gone), referenced as such.
 */
function rebuild(buildDirectory: string): string {
  const oldId = buildIdOf(buildDirectory)
  const newId = randomUUID()
  const renamed = new Map<string, string>()
  for (const folder of ['client/assets', 'server/assets']) {
    const assets = join(buildDirectory, folder)
    for (const name of readdirSync(assets)) {
      const to = name.replace(/(\.[a-z]+)$/, `-next$1`)
      renameSync(join(assets, name), join(assets, to))
      renamed.set(name, to)
    }
  }
  renameSync(
    join(buildDirectory, `client/builds/meta/${oldId}.json`),
    join(buildDirectory, `client/builds/meta/${newId}.json`),
  )
  const names = new RegExp(
    [...renamed.keys(), oldId].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  )
  for (const file of filesUnder(buildDirectory)) {
    if (!/\.(?:js|json|css|mjs)$/.test(file)) continue
    const text = readFileSync(file, 'utf8')
    const next = text.replace(names, (name) =>
      name === oldId ? newId : (renamed.get(name) ?? name),
    )
    if (next !== text) writeFileSync(file, next)
  }
  return newId
}

/** The tab's own marker: gone after a document load, kept by a client-side navigation. */
async function markTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as { deployTestTab?: boolean }).deployTestTab = true
  })
}
const tabMarked = (page: Page) =>
  page.evaluate(() => (window as { deployTestTab?: boolean }).deployTestTab === true)

test.describe('deploys and open tabs (decision 0048)', () => {
  let folder: string
  let buildDirectory: string
  const running: Storefront[] = []

  test.beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'tourmarket-deploy-'))
    // The copied server bundle imports React Router and the rest from the repository's packages.
    symlinkSync(join(repositoryRoot, 'node_modules'), join(folder, 'node_modules'), 'dir')
    buildDirectory = join(folder, 'build')
    cpSync(webBuild, buildDirectory, { recursive: true })
  })

  test.afterEach(async ({ page }) => {
    await page.close()
    for (const storefront of running.splice(0)) await storefront.stop()
    rmSync(folder, { recursive: true, force: true })
  })

  async function openLanding(page: Page, storefront: Storefront) {
    await page
      .context()
      .addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: storefront.url }])
    await Promise.all([
      page.waitForRequest((request) => /\/builds\/meta\/[^/]+\.json$/.test(request.url())),
      page.goto(`${storefront.url}/italy`),
    ])
    await markTab(page)
  }

  test('a rebuild under the running server: the open tab still navigates, its chunks kept', async ({
    page,
  }) => {
    const storefront = await startStorefront(await freePort(), { WEB_BUILD_DIR: buildDirectory })
    running.push(storefront)
    await openLanding(page, storefront)

    const oldId = buildIdOf(buildDirectory)
    rebuild(buildDirectory)
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url())
    })

    const firstTour = page.locator('.tour-card__link').first()
    const title = ((await firstTour.textContent()) ?? '').trim()
    await firstTour.click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // The same process serves the build it started with: a client-side navigation, nothing missing.
    expect(await tabMarked(page)).toBe(true)
    expect(missing).toEqual([])
    const manifest = await page.request.get(`${storefront.url}/builds/meta/${oldId}.json`)
    expect(manifest.status()).toBe(200)
    // A page this process had not rendered yet (the 404 screen's own chunk) still renders.
    const unknown = await page.request.get(`${storefront.url}/no-such-page-after-the-rebuild`)
    expect(unknown.status()).toBe(404)
  })

  test.describe('a restart', () => {
    // While the server restarts, the tab's background requests find no one there: refused, or
    // (caught mid-close, seen in CI) a socket that never connected or was reset.
    test.use({
      expectedConsoleErrors: [
        /ERR_CONNECTION_REFUSED|ERR_SOCKET_NOT_CONNECTED|ERR_CONNECTION_RESET/,
      ],
    })

    test('a restart on the new build: the next navigation of the open tab loads a document', async ({
      page,
    }) => {
      const port = await freePort()
      const before = await startStorefront(port, { WEB_BUILD_DIR: buildDirectory })
      running.push(before)
      await openLanding(page, before)

      const newId = rebuild(buildDirectory)
      await before.stop()
      running.splice(0)
      const after = await startStorefront(port, { WEB_BUILD_DIR: buildDirectory })
      running.push(after)

      const firstTour = page.locator('.tour-card__link').first()
      const title = ((await firstTour.textContent()) ?? '').trim()
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url())
      })
      await firstTour.click()

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      expect(await tabMarked(page)).toBe(false)
      expect(documents).toEqual([page.url()])
      const served = await (await page.request.get(`${after.url}/builds/latest.json`)).json()
      expect(served).toEqual({ buildId: newId })
    })
  })
})
