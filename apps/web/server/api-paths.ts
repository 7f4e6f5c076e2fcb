// The paths the API answers (§7: /spa, /crm/api, /node-api, the /ws messenger socket, media files).
// The storefront forwards them so the browser talks to one origin.
export const API_PATH_PREFIXES = ['/spa', '/crm/api', '/node-api', '/ws', '/media'] as const

/**
 * Whether a request path belongs to the API. A prefix matches only as a whole path segment:
 * a tour search slug such as `/spa-resorts` or `/media-tours` stays with the storefront.
 */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}
