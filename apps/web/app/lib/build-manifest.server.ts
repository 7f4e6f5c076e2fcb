import builtManifest from 'virtual:tourmarket/build-manifest'
import { readPathRulesFile } from '../../server/path-rules-file.ts'
import { getServerEnv } from './env.server.ts'
import type { BuildManifest } from './path-rules.ts'

function manifestToApply(): BuildManifest {
  const overrideFile = getServerEnv().pathRulesFile
  return overrideFile === null
    ? builtManifest
    : { buildId: builtManifest.buildId, pathRules: readPathRulesFile(overrideFile) }
}

let current: BuildManifest | undefined

/**
 * The manifest this server applies: the one its build wrote, or, when PATH_RULES_FILE is set, the
 * same build id with that file's rules (server.ts serves the same override to browsers).
 */
export function serverBuildManifest(): BuildManifest {
  current ??= manifestToApply()
  return current
}
