import { describe, expect, it } from 'vitest'
import {
  assignFirstLoadGroups,
  firstLoadChunkGroups,
  type ModuleGraph,
} from './first-load-chunks.ts'

// root → header → format; tour → card → format; search → card, filters; ui barrel → calendar.
const imports: Record<string, string[]> = {
  '/app/root.tsx': ['/app/header.tsx', '/packages/ui/index.ts'],
  '/app/header.tsx': ['/app/format.ts'],
  '/app/format.ts': [],
  '/app/tour.tsx': ['/app/card.tsx', '/app/format.ts'],
  '/app/search.tsx': ['/app/card.tsx', '/app/filters.tsx'],
  '/app/card.tsx': [],
  '/app/filters.tsx': ['/packages/ui/index.ts'],
  '/packages/ui/index.ts': ['/packages/ui/calendar.tsx'],
  '/packages/ui/calendar.tsx': [],
}
const graph: ModuleGraph = {
  getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
}
const groups = [
  { name: 'shell', seeds: ['/app/root.tsx'], reachedFromAtLeast: 1 },
  { name: 'catalogue', seeds: ['/app/tour.tsx', '/app/search.tsx'], reachedFromAtLeast: 2 },
]

describe('first-load chunk groups', () => {
  it('puts what the shell loads in the shell, and what both pages share in the catalogue', () => {
    expect(Object.fromEntries(assignFirstLoadGroups(graph, groups, '/app/'))).toEqual({
      '/app/root.tsx': 'shell',
      '/app/header.tsx': 'shell',
      '/app/format.ts': 'shell',
      '/app/card.tsx': 'catalogue',
    })
  })

  it('leaves package modules to the bundler, which sees through their barrels', () => {
    const assigned = assignFirstLoadGroups(graph, groups, '/app/')
    expect(assigned.has('/packages/ui/calendar.tsx')).toBe(false)
    expect(assigned.has('/app/filters.tsx')).toBe(false)
  })

  it('gives the earlier group the higher priority and names only its own modules', () => {
    const [shell, catalogue] = firstLoadChunkGroups(groups, '/app/')
    expect(shell?.priority).toBeGreaterThan(catalogue?.priority ?? Infinity)
    expect(shell?.name('/app/format.ts', graph)).toBe('shell')
    expect(shell?.name('/app/card.tsx', graph)).toBeNull()
    expect(catalogue?.name('/app/card.tsx', graph)).toBe('catalogue')
  })

  it('names nothing in a build without the seeds', () => {
    const [shell] = firstLoadChunkGroups(groups, '/app/')
    const otherBuild: ModuleGraph = { getModuleInfo: () => null }
    expect(shell?.name('/app/format.ts', otherBuild)).toBeNull()
  })
})
