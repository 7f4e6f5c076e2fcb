import { data, isRouteErrorResponse } from 'react-router'

/**
 * An error a page throws that search engines must not index either (§2 /meet: "not indexed by
 * search engines"). The root error boundary renders every page's error screen, below any route's
 * own meta, so the mark travels with the error: its data says noindex (the screen adds the robots
 * meta tag) and its headers carry X-Robots-Tag (the root's headers pass it on).
 */
const NOINDEX_ERROR = 'noindex-error'

export type NoindexErrorData = { readonly kind: typeof NOINDEX_ERROR }

/** The thrown answer: the status, the page's own headers, and the noindex mark. */
export function noindexError(status: number, headers: Readonly<Record<string, string>>) {
  const body: NoindexErrorData = { kind: NOINDEX_ERROR }
  return data(body, { status, headers: { ...headers, 'X-Robots-Tag': 'noindex' } })
}

/** Whether the error a boundary shows came from noindexError. */
export function isNoindexError(error: unknown): boolean {
  if (!isRouteErrorResponse(error)) return false
  const body: unknown = error.data
  return typeof body === 'object' && body !== null && 'kind' in body && body.kind === NOINDEX_ERROR
}

/** Headers of a thrown error answer the error page keeps: its indexing and caching rules. */
const KEPT_ERROR_HEADERS = ['X-Robots-Tag', 'Cache-Control'] as const

/** The root's headers: its parent's as they are, plus the kept headers of a thrown error answer. */
export function withErrorPageHeaders(
  parentHeaders: Headers,
  errorHeaders: Headers | undefined,
): Headers {
  const headers = new Headers(parentHeaders)
  for (const name of KEPT_ERROR_HEADERS) {
    const value = errorHeaders?.get(name)
    if (value !== null && value !== undefined) headers.set(name, value)
  }
  return headers
}
