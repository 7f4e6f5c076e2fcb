import { redirect, type DataStrategyResult, type MiddlewareFunction } from 'react-router'
import {
  buildManifestPath,
  parseBuildManifest,
  resolvePathRule,
  type PathRule,
} from './path-rules.ts'

let loadedRules: Promise<readonly PathRule[]> | null = null

/**
 * §7: fetches this build's manifest once per page load. §8 "Manifest fetch fails: console only":
 * the site then works without client-side rules (the server still applies them).
 */
export function loadPathRules(buildId: string): Promise<readonly PathRule[]> {
  loadedRules ??= (async () => {
    const url = buildManifestPath(buildId)
    try {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return parseBuildManifest(await response.json(), url).pathRules
    } catch (error) {
      console.error(`The build manifest ${url} could not be loaded`, error)
      return []
    }
  })()
  return loadedRules
}

/**
 * §2 path rules on client-side navigations: a matching path redirects before any data loads. An
 * external target leaves the app: React Router answers a redirect to another origin with
 * window.location.assign, a full page load.
 */
export const pathRulesClientMiddleware: MiddlewareFunction<
  Record<string, DataStrategyResult>
> = async ({ request }, next) => {
  const rules = loadedRules === null ? [] : await loadedRules
  const target = resolvePathRule(rules, new URL(request.url))
  if (target !== null) throw redirect(target.location)
  return next()
}
