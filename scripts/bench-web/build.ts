// The bench measures the production build, so it rebuilds the storefront when any of its sources
// (or the workspace packages it bundles) changed after the last build, or when asked to.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const BUILD_ENTRY = 'apps/web/build/server/index.js'
const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/server',
  'apps/web/package.json',
  'apps/web/path-rules.json',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'packages/api-client/src',
  'packages/api-client/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/ui/src',
  'packages/ui/package.json',
]

function newestModification(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

function buildIsCurrent(root: string): boolean {
  const entry = resolve(root, BUILD_ENTRY)
  if (!existsSync(entry)) return false
  const builtAt = statSync(entry).mtimeMs
  return SOURCES.every((source) => newestModification(resolve(root, source)) <= builtAt)
}

export function ensureStorefrontBuild(root: string, force: boolean): void {
  if (!force && buildIsCurrent(root)) {
    console.log('Storefront build is newer than its sources; using it.')
    return
  }
  console.log('Building the storefront…')
  const started = Date.now()
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@tourmarket/web'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    const why = result.error?.message ?? `${result.stdout}${result.stderr}`
    throw new Error(`the storefront build failed:\n${why}`)
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}
