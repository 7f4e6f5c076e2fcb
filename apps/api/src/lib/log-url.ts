/** Query parameters that are credentials: the §2 meet page's secret key travels in `?key=`. */
const SECRET_QUERY_PARAMS = ['key'] as const

const secretParam = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi')

/** A request URL as logs may keep it: the values of secret query parameters replaced. */
export function loggableUrl(url: string): string {
  return url.replace(secretParam, '$1[redacted]')
}
