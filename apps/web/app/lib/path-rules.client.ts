import { redirect, type DataStrategyResult, type MiddlewareFunction } from 'react-router'
import type { PathRuleTarget } from './path-rules.ts'

type PathRuleResolver = (url: URL) => PathRuleTarget | null

let loadedResolver: Promise<PathRuleResolver> | null = null

/**
 * §7: fetches this build's manifest once per page load. §8 "Manifest fetch fails: console only":
 * the site then works without client-side rules (the server still applies them). The rules' code
 * arrives with the manifest, after start-up: a first load needs neither.
 */
export function loadPathRules(buildId: string): Promise<PathRuleResolver> {
  loadedResolver ??= (async () => {
    const { buildManifestPath, parseBuildManifest, resolvePathRule } =
      await import('./path-rules.ts')
    const url = buildManifestPath(buildId)
    try {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const { pathRules } = parseBuildManifest(await response.json(), url)
      return (target: URL) => resolvePathRule(pathRules, target)
    } catch (error) {
      console.error(`The build manifest ${url} could not be loaded`, error)
      return () => null
    }
  })()
  return loadedResolver
}

/**
 * §2 path rules on client-side navigations: a matching path redirects before any data loads. An
 * external target leaves the app: React Router answers a redirect to another origin with
 * window.location.assign, a full page load.
 */
export const pathRulesClientMiddleware: MiddlewareFunction<
  Record<string, DataStrategyResult>
> = async ({ request }, next) => {
  const target = loadedResolver === null ? null : (await loadedResolver)(new URL(request.url))
  if (target !== null) throw redirect(target.location)
  return next()
}
