// The storefront server runs from a private copy of apps/web (server.ts, the sources it imports and
// the build) under .data/, because others rebuild apps/web/build while they work: a rebuild in the
// middle of the bench would delete the assets the running server's pages name. The copy sits inside
// the repository, so its imports resolve node_modules exactly as apps/web does.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { onCleanup } from './cleanup.ts'

const WEB = 'apps/web'
const COPIED = ['package.json', 'server.ts', 'app', 'server', 'build']
const ATTEMPTS = 30
const RETRY_DELAY_MS = 2_000
const CLIENT_ASSET = /"\/assets\/([\w.-]+)"/g

/**
 * A build is whole when the client files agree with the server bundle: the build id the client
 * announces is the one compiled into the server, and every asset the server's pages name exists.
 * A build still being written (or replaced) fails this.
 */
function isWholeBuild(build: string): boolean {
  const serverEntry = join(build, 'server/index.js')
  const latest = join(build, 'client/builds/latest.json')
  if (!existsSync(serverEntry) || !existsSync(latest)) return false
  try {
    const { buildId } = JSON.parse(readFileSync(latest, 'utf8')) as { buildId?: unknown }
    // The server bundle is its entry and the chunks it splits off (the lazily loaded contracts).
    const serverChunks = join(build, 'server/assets')
    const server = [
      serverEntry,
      ...(existsSync(serverChunks)
        ? readdirSync(serverChunks)
            .filter((name) => name.endsWith('.js'))
            .map((name) => join(serverChunks, name))
        : []),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    if (typeof buildId !== 'string' || !server.includes(buildId)) return false
    if (!existsSync(join(build, `client/builds/meta/${buildId}.json`))) return false
    const assets = new Set(readdirSync(join(build, 'client/assets')))
    return [...server.matchAll(CLIENT_ASSET)].every(([, name]) => assets.has(name ?? ''))
  } catch {
    return false
  }
}

function copyStorefront(root: string, target: string): void {
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  for (const entry of COPIED) {
    cpSync(resolve(root, WEB, entry), join(target, entry), {
      recursive: true,
      // Tests are not needed to serve, and copies of them would only confuse test runners.
      filter: (source) => !/\.test\.tsx?$/.test(basename(source)),
    })
  }
}

/** Copies apps/web once its build is whole; returns the copy's folder, removed at clean-up. */
export async function snapshotStorefront(root: string): Promise<string> {
  const target = resolve(root, '.data', `bench-web-${process.pid}`)
  onCleanup(() => rmSync(target, { recursive: true, force: true }))
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    copyStorefront(root, target)
    if (isWholeBuild(join(target, 'build'))) return target
    if (attempt === 1) console.log('  the storefront build is being rewritten; waiting for it…')
    await new Promise((wait) => setTimeout(wait, RETRY_DELAY_MS))
  }
  throw new Error(`apps/web/build stayed incomplete for ${(ATTEMPTS * RETRY_DELAY_MS) / 1000} s`)
}
