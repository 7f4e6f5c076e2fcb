// What Lighthouse gives a page the storefront cannot beat, audited beside the storefront's pages
// (issue 45 item 6): the same short document without any script, with the framework alone
// hydrating it (apps/web/bench/floor-page: React, react-dom and React Router's data router), and
// with the framework formatting a price and a date with Intl as it hydrates, as every storefront
// page does (a renderer's first Intl formatter loads ICU's data: 45–65 ms here, unthrottled). On a
// machine kept busy, their TBT shows how much of a page's figure is the machine and the framework.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { onCleanup } from './cleanup.ts'

export type FloorPage = { name: 'no script' | 'framework' | 'framework + Intl'; url: string }

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/
const ROOT_CONTENT_END = '</main>'
/** What floor-entry.ts renders with `data-with-formats`, so hydration finds the same text. */
const FORMATTED_TEXT = '<p>€1,234.50 on Jun 1, 2027</p>'

function buildFloorPage(root: string, outDirectory: string): void {
  const build = spawnSync(
    resolve(root, 'node_modules/.bin/vite'),
    ['build', 'bench/floor-page', '--outDir', outDirectory, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: resolve(root, 'apps/web'), stdio: 'inherit' },
  )
  if (build.status !== 0) throw new Error('Building the floor page failed (see above)')
  const withFramework = readFileSync(join(outDirectory, 'index.html'), 'utf8')
  if (!MODULE_SCRIPT.test(withFramework)) throw new Error('The floor page loads no module script')
  writeFileSync(join(outDirectory, 'no-script.html'), withFramework.replace(MODULE_SCRIPT, ''))
  writeFileSync(
    join(outDirectory, 'with-formats.html'),
    withFramework
      .replace('<div id="root">', '<div id="root" data-with-formats>')
      .replace(ROOT_CONTENT_END, `${FORMATTED_TEXT}${ROOT_CONTENT_END}`),
  )
}

/** Builds the floor page and serves it (gzip, cached a year, as the storefront serves assets). */
export async function startFloorPages(root: string): Promise<FloorPage[]> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  onCleanup(() => rmSync(directory, { recursive: true, force: true }))
  buildFloorPage(root, directory)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname
    const file = join(directory, path === '/' ? 'index.html' : path)
    let body: Buffer
    try {
      if (!file.startsWith(directory)) throw new Error('outside the floor page')
      body = gzipSync(readFileSync(file))
    } catch {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    response.end(body)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  onCleanup(() => new Promise<void>((closed) => server.close(() => closed())))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return [
    { name: 'no script', url: `${origin}/no-script.html` },
    { name: 'framework', url: `${origin}/` },
    { name: 'framework + Intl', url: `${origin}/with-formats.html` },
  ]
}
