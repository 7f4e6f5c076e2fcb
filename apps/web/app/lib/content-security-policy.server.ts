import { randomBytes } from 'node:crypto'
import type { PublicConfig } from './public-config.ts'

/** A fresh nonce per page: 128 random bits, the CSP's own advice. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The origin of a configured URL, for connect-src; a path (same origin) adds nothing. */
function originOf(url: string, webSocket: boolean): string | null {
  if (!URL.canParse(url)) return null
  const { origin, protocol, host } = new URL(url)
  if (!webSocket) return origin
  return `${protocol === 'https:' || protocol === 'wss:' ? 'wss' : 'ws'}://${host}`
}

/**
 * Where configured map tiles come from: the template's origin, its `{s}` subdomains as a wildcard
 * (CSP allows `*.` as a host's first label).
 */
function tileSource(publicConfig: PublicConfig): string | null {
  const template = publicConfig.mapTiles?.url
  if (template === undefined) return null
  const { protocol, host } = new URL(template.replaceAll('{s}', 'subdomain'))
  return `${protocol}//${host.replace(/^subdomain\./, '*.')}`
}

/**
 * The storefront's Content-Security-Policy (docs/decisions/0019): scripts only with this page's
 * nonce or loaded by such a script ('strict-dynamic': the module graph, lazy routes, analytics),
 * so markup that slips into a page (organizer HTML, issue 14) cannot run; nothing may frame the
 * site; forms post only to it (the payment provider is reached by a redirect, which form-action
 * allows); styles allow inline `style` attributes, which the UI kit sets for positions and sizes.
 */
export function contentSecurityPolicy(nonce: string, publicConfig: PublicConfig): string {
  const analytics = Object.keys(publicConfig.metrics).length > 0
  const connect = [
    "'self'",
    originOf(publicConfig.apiBaseUrl, false),
    originOf(publicConfig.wsUrl, true),
    // Configured analytics report to their own hosts, which change over time.
    analytics ? 'https:' : null,
  ].filter((source): source is string => source !== null)
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', analytics ? 'https:' : tileSource(publicConfig)]
      .filter((source) => source !== null)
      .join(' '),
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The trip pack's service worker (decision 0071): a script of this origin. Named, because under
    // 'strict-dynamic' script-src ignores 'self', and worker-src falls back to it.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
