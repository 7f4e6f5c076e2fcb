/**
 * Which chunk a module goes into, in the browser build. Left alone, the bundler gives every set of
 * importing routes its own chunk: a first visit to a search page loaded 50 scripts, most under
 * 1 KB, and gzip compresses each file on its own, so the same code cost ~20 % more bytes than in
 * a few files. A group gathers the modules its seeds import statically (what loading them loads
 * anyway) into one chunk; what they import lazily stays out.
 *
 * The walk follows only the app's own modules: a package's barrel (`@tourmarket/ui`) re-exports
 * every component, so walking through it would take the whole kit. The bundler adds the package
 * modules a group's modules really use (it sees through barrels), as a group's dependencies.
 */

/** The part of the bundler's module graph this needs. */
export type ModuleGraph = {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[] } | null
}

export type FirstLoadGroup = {
  readonly name: string
  /** Module ids; those not in the graph (e.g. in the server build) are skipped. */
  readonly seeds: readonly string[]
  /** A module joins when this many seeds reach it: 1 for all they load, 2 for what they share. */
  readonly reachedFromAtLeast: number
}

function staticallyReached(graph: ModuleGraph, seed: string, appFolder: string): Set<string> {
  const reached = new Set<string>()
  const pending = [seed]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || !id.startsWith(appFolder)) continue
    const info = graph.getModuleInfo(id)
    if (info === null) continue
    reached.add(id)
    pending.push(...info.importedIds)
  }
  return reached
}

/** Module id → group name; a module goes to the first group that takes it. */
export function assignFirstLoadGroups(
  graph: ModuleGraph,
  groups: readonly FirstLoadGroup[],
  appFolder: string,
): Map<string, string> {
  const assigned = new Map<string, string>()
  for (const group of groups) {
    const reachCount = new Map<string, number>()
    for (const seed of group.seeds) {
      for (const id of staticallyReached(graph, seed, appFolder)) {
        reachCount.set(id, (reachCount.get(id) ?? 0) + 1)
      }
    }
    for (const [id, count] of reachCount) {
      if (count >= group.reachedFromAtLeast && !assigned.has(id)) assigned.set(id, group.name)
    }
  }
  return assigned
}

/**
 * `codeSplitting` groups, the first one first: a dependency two groups share goes with the
 * earlier one. The graph is complete when chunking starts, so the assignment is worked out once
 * per chunking pass (the browser and the server build each have one); the bundler hands out the
 * same module info objects within a pass, so the first seed's info tells the passes apart.
 */
export function firstLoadChunkGroups(
  groups: readonly FirstLoadGroup[],
  appFolder: string,
): { name: (moduleId: string, graph: ModuleGraph) => string | null; priority: number }[] {
  const assignmentsByPass = new WeakMap<object, Map<string, string>>()
  const seeds = groups.flatMap((group) => group.seeds)
  const groupOf = (moduleId: string, graph: ModuleGraph) => {
    const passKey = seeds.map((seed) => graph.getModuleInfo(seed)).find((info) => info !== null)
    if (passKey === undefined) return undefined
    let assigned = assignmentsByPass.get(passKey)
    if (assigned === undefined) {
      assigned = assignFirstLoadGroups(graph, groups, appFolder)
      assignmentsByPass.set(passKey, assigned)
    }
    return assigned.get(moduleId)
  }
  return groups.map((group, index) => ({
    name: (moduleId, graph) => (groupOf(moduleId, graph) === group.name ? group.name : null),
    priority: groups.length - index,
  }))
}
