import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'
import {
  BUILD_MANIFEST_DIRECTORY,
  buildManifestPath,
  type BuildManifest,
} from '../app/lib/path-rules.ts'
import { readPathRulesFile } from './path-rules-file.ts'

/** The module through which the server bundle gets the manifest this build wrote. */
export const BUILD_MANIFEST_MODULE = 'virtual:tourmarket/build-manifest'
const RESOLVED_MODULE = `\0${BUILD_MANIFEST_MODULE}`

/** `builds/latest.json` names the current build, so a server (or a client) can find its manifest. */
export const LATEST_BUILD_FILE = 'builds/latest.json'

/**
 * §7 build manifest: every build gets a fresh id and writes builds/meta/{buildId}.json with the
 * §2 path rules of `rulesFile` into the client output (and builds/latest.json naming it). The
 * server bundle imports the same manifest from a virtual module, and the dev server serves it, so
 * server and browser always apply the same rules.
 */
export function buildManifestPlugin({ rulesFile }: { rulesFile: string }): Plugin {
  const buildId = randomUUID()
  const manifest = (): BuildManifest => ({ buildId, pathRules: readPathRulesFile(rulesFile) })

  return {
    name: 'tourmarket:build-manifest',
    resolveId(id) {
      return id === BUILD_MANIFEST_MODULE ? RESOLVED_MODULE : undefined
    },
    load(id) {
      if (id !== RESOLVED_MODULE) return undefined
      this.addWatchFile(rulesFile)
      return `export default ${JSON.stringify(manifest())}`
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      const current = manifest()
      this.emitFile({
        type: 'asset',
        fileName: `${BUILD_MANIFEST_DIRECTORY}/${buildId}.json`,
        source: JSON.stringify(current),
      })
      this.emitFile({
        type: 'asset',
        fileName: LATEST_BUILD_FILE,
        source: JSON.stringify({ buildId }),
      })
    },
    configureServer(server) {
      server.middlewares.use(buildManifestPath(buildId), (_request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.end(JSON.stringify(manifest()))
      })
    },
  }
}
