// What Lighthouse gives a page the storefront cannot beat, audited beside the storefront's pages
// (issue 45 item 6): the same short document without any script, with the framework alone
// hydrating it (apps/web/bench/floor-page: React, react-dom and React Router's data router), and
// with the framework formatting a price and a date with Intl as it hydrates, as every storefront
// page does (a renderer's first Intl formatter loads ICU's data: 45–65 ms here, unthrottled). On a
// machine kept busy, their TBT shows how much of a page's figure is the machine and the framework.
// The storefront under test serves them as its public files, through the same HTTP stack as its
// pages (compression, headers).
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { onCleanup } from './cleanup.ts'
import { STATIC_DIRECTORY } from './tour-page-load.ts'

export type FloorPage = { name: 'no script' | 'framework' | 'framework + Intl'; url: string }

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/
const ROOT_CONTENT_END = '</main>'
/** What floor-entry.ts renders with `data-with-formats`, so hydration finds the same text. */
const FORMATTED_TEXT = '<p>€1,234.50 on Jun 1, 2027</p>'

/**
 * Builds the floor page from the repository's sources into the storefront copy's public files
 * (removed at the end) and returns its three variants' addresses.
 */
export async function startFloorPages(
  root: string,
  webDirectory: string,
  webUrl: string,
): Promise<FloorPage[]> {
  const folder = `bench-floor-${process.pid}`
  const directory = join(webDirectory, STATIC_DIRECTORY, folder)
  onCleanup(() => rmSync(directory, { recursive: true, force: true }))
  const build = spawnSync(
    resolve(root, 'node_modules/.bin/vite'),
    [
      'build',
      'bench/floor-page',
      ...['--base', `/${folder}/`, '--outDir', directory, '--emptyOutDir', '--logLevel', 'error'],
    ],
    { cwd: resolve(root, 'apps/web'), stdio: 'inherit' },
  )
  if (build.status !== 0) throw new Error('Building the floor page failed (see above)')
  const withFramework = readFileSync(join(directory, 'index.html'), 'utf8')
  if (!MODULE_SCRIPT.test(withFramework)) throw new Error('The floor page loads no module script')
  writeFileSync(join(directory, 'no-script.html'), withFramework.replace(MODULE_SCRIPT, ''))
  writeFileSync(
    join(directory, 'with-formats.html'),
    withFramework
      .replace('<div id="root">', '<div id="root" data-with-formats>')
      .replace(ROOT_CONTENT_END, `${FORMATTED_TEXT}${ROOT_CONTENT_END}`),
  )
  const pages: FloorPage[] = [
    { name: 'no script', url: `${webUrl}/${folder}/no-script.html` },
    { name: 'framework', url: `${webUrl}/${folder}/index.html` },
    { name: 'framework + Intl', url: `${webUrl}/${folder}/with-formats.html` },
  ]
  for (const { url } of pages) {
    const response = await fetch(url)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`The storefront answered ${response.status} for ${url}`)
  }
  return pages
}
