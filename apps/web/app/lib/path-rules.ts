// §2 "A path rule may redirect; an external target causes a full page load." The rules travel in
// the build manifest (§7 GET builds/meta/{buildId}.json): the server applies them to every request
// and the browser to every client-side navigation. See docs/decisions/0009-storefront-shell.md.
import { sameSitePath } from './same-site-path.ts'

/** `from` is a path (`/old`) or a path prefix (`/old/**`); `to` a path or an http(s) URL. */
export type PathRule = { readonly from: string; readonly to: string }

export type BuildManifest = { readonly buildId: string; readonly pathRules: readonly PathRule[] }

/** Where a matching rule sends the visitor; `external` targets need a full page load. */
export type PathRuleTarget = { readonly location: string; readonly external: boolean }

/** Folder of the manifests in the client build and in URLs. */
export const BUILD_MANIFEST_DIRECTORY = 'builds/meta'

const BUILD_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/
const REST = '/**'

/** The URL path of a build's manifest. */
export function buildManifestPath(buildId: string): string {
  return `/${BUILD_MANIFEST_DIRECTORY}/${buildId}.json`
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
}

function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s?#]*$/.test(value)
}

function ruleProblems(rule: unknown, index: number): string[] {
  const where = `rule ${index + 1}`
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
    return [`${where} must be an object { "from": "/path", "to": "/path or https://…" }`]
  }
  const { from, to, ...unknownFields } = rule as Record<string, unknown>
  const problems: string[] = []
  const extra = Object.keys(unknownFields)
  if (extra.length > 0) problems.push(`${where} has unknown fields: ${extra.join(', ')}`)
  if (typeof from !== 'string' || !isSitePath(from) || from.slice(0, -REST.length).includes('*')) {
    problems.push(
      `${where}: "from" must be a path such as /old or /old/**, got ${JSON.stringify(from)}`,
    )
  }
  if (typeof to !== 'string' || !(isSitePath(to.split('?')[0] ?? '') || isHttpUrl(to))) {
    problems.push(`${where}: "to" must be a path or an http(s) URL, got ${JSON.stringify(to)}`)
  } else if (to.endsWith(REST) && !(typeof from === 'string' && from.endsWith(REST))) {
    problems.push(`${where}: "to" may end with /** only when "from" does`)
  }
  if (typeof from === 'string' && from === to) problems.push(`${where} redirects ${from} to itself`)
  return problems
}

/** Checks a path-rules list (the committed file or PATH_RULES_FILE); throws naming every problem. */
export function parsePathRules(value: unknown, source: string): PathRule[] {
  if (!Array.isArray(value)) {
    throw new Error(`${source} must hold a JSON list of { "from", "to" } rules`)
  }
  const problems = value.flatMap((rule, index) => ruleProblems(rule, index))
  const froms = value.map((rule) => (rule as { from?: unknown }).from)
  const repeated = froms.filter((from, index) => froms.indexOf(from) !== index)
  for (const from of new Set(repeated)) problems.push(`"from" ${String(from)} appears twice`)
  if (problems.length > 0)
    throw new Error(`Invalid path rules in ${source}:\n  ${problems.join('\n  ')}`)
  return (value as PathRule[]).map(({ from, to }) => ({ from, to }))
}

/** Checks a fetched or read build manifest; throws when it is not one. */
export function parseBuildManifest(value: unknown, source: string): BuildManifest {
  const manifest = value as Partial<BuildManifest> | null
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    typeof manifest.buildId !== 'string' ||
    !BUILD_ID_PATTERN.test(manifest.buildId)
  ) {
    throw new Error(`${source} is not a build manifest { buildId, pathRules }`)
  }
  return { buildId: manifest.buildId, pathRules: parsePathRules(manifest.pathRules, source) }
}

/** Whether a value can be a build id: safe in a file name and a URL. */
export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && BUILD_ID_PATTERN.test(value)
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/** The part of `pathname` a rule's `from` matched beyond its prefix, or null when it does not match. */
function matchedRest(from: string, pathname: string): string | null {
  if (!from.endsWith(REST)) return withoutTrailingSlash(from) === pathname ? '' : null
  const prefix = withoutTrailingSlash(from.slice(0, -REST.length) || '/')
  if (prefix === '/') return pathname.slice(1)
  if (pathname === prefix) return ''
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length + 1) : null
}

function joinRest(base: string, rest: string): string {
  if (rest === '') return base === '' ? '/' : base
  return `${base.replace(/\/+$/, '')}/${rest}`
}

/**
 * The first rule matching the URL's path, as a redirect target; null when none matches. The query
 * goes along (UTM parameters must survive a moved page) unless the target has its own.
 */
export function resolvePathRule(rules: readonly PathRule[], url: URL): PathRuleTarget | null {
  const pathname = withoutTrailingSlash(url.pathname)
  for (const rule of rules) {
    const rest = matchedRest(rule.from, pathname)
    if (rest === null) continue
    const target = rule.to.endsWith(REST) ? joinRest(rule.to.slice(0, -REST.length), rest) : rule.to
    // Only a rule written as a URL may leave the site: a path target whose rest came from the
    // request (`/**` → `/**` with `//evil.example`) must not turn into another host.
    const isUrlRule = /^https?:\/\//i.test(rule.to)
    const resolved = new URL(isUrlRule ? target : sameSitePath(target), url)
    if (resolved.search === '') resolved.search = url.search
    const external = resolved.origin !== url.origin
    return {
      location: external ? resolved.href : sameSitePath(`${resolved.pathname}${resolved.search}`),
      external,
    }
  }
  return null
}
