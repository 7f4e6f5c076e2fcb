import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../src/endpoints.ts'

const root = resolve(import.meta.dirname, '../../..')
const contractsDir = resolve(import.meta.dirname, '..')
/** Where other workspaces keep code that may import the contracts. */
const consumerDirs = ['apps', 'packages', 'e2e', 'scripts'].map((dir) => join(root, dir))
const skippedDirs = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage'])
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/

function sourceFiles(dir: string): string[] {
  if (dir === contractsDir) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFiles(path)
    return sourceFile.test(entry.name) ? [path] : []
  })
}

const namedImport = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@tourmarket\/contracts'/g
/** The storefront loads the contracts lazily (`import('@tourmarket/contracts')`) and reads members. */
const lazyLoad = /import\('@tourmarket\/contracts'\)|loadApiContracts\(/
const lazyMember = /\bcontracts\.([A-Za-z_$][\w$]*)/g

/** Every name another workspace takes from the package root. */
function namesImportedElsewhere(): Set<string> {
  const names = new Set<string>()
  for (const file of consumerDirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8')
    for (const [, list = ''] of text.matchAll(namedImport)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name !== undefined && name !== '') names.add(name)
      }
    }
    if (lazyLoad.test(text)) for (const [, name = ''] of text.matchAll(lazyMember)) names.add(name)
  }
  return names
}

/** The names the package root (src/index.ts) exports. */
function rootExports(): string[] {
  const text = readFileSync(join(contractsDir, 'src/index.ts'), 'utf8')
  return [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  )
}

describe('the contracts package', () => {
  // Unused exports only widen what a change must keep stable; the typecheck catches a missing one.
  it('exports from its root only names another workspace imports', () => {
    const used = namesImportedElsewhere()
    const exported = rootExports()
    expect(exported.length).toBeGreaterThan(100)
    expect(exported.filter((name) => !used.has(name))).toEqual([])
  })

  it('names each endpoint once across the areas', async () => {
    const areaNames = readdirSync(join(contractsDir, 'src/areas')).map((file) =>
      file.replace(/\.ts$/, ''),
    )
    const areaEndpointCounts = await Promise.all(
      areaNames.map(async (name) => {
        const area: Record<string, unknown> = await import(`../src/areas/${name}.ts`)
        return Object.entries(area)
          .filter(([name]) => name.endsWith('Endpoints'))
          .reduce((count, [, group]) => count + Object.keys(group as object).length, 0)
      }),
    )
    const total = areaEndpointCounts.reduce((sum, count) => sum + count, 0)
    expect(Object.keys(endpoints)).toHaveLength(total)
  })
})
