// Issue 39: modules meet through the composition root (src/services.ts), so no two modules import
// each other, whether values or types: a two-way tie makes two modules one in all but name.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const modulesFolder = resolve(import.meta.dirname, '../src/modules')

/** The module a path belongs to, or null outside src/modules. */
function moduleOf(path: string): string | null {
  const [name, ...rest] = relative(modulesFolder, path).split(sep)
  return name === undefined || name === '..' || rest.length === 0 ? null : name
}

/** "a -> b" for every module a with a file that imports (values or types) a file of module b. */
function moduleImports(): Set<string> {
  const edges = new Set<string>()
  const files = readdirSync(modulesFolder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.ts$|test-support/.test(file),
  )
  for (const file of files) {
    const path = join(modulesFolder, file)
    const from = moduleOf(path)
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = moduleOf(resolve(dirname(path), fileName))
      if (from !== null && to !== null && from !== to) edges.add(`${from} -> ${to}`)
    }
  }
  return edges
}

it('no two API modules import each other', () => {
  const edges = moduleImports()
  const ties = [...edges].flatMap((edge) => {
    const [from = '', to = ''] = edge.split(' -> ')
    return from < to && edges.has(`${to} -> ${from}`) ? [`${from} <-> ${to}`] : []
  })
  expect(ties).toEqual([])
})
