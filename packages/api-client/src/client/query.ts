type QueryScalar = string | number | boolean

/** One query parameter; null and undefined leave it out. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined

export type QueryParams = Readonly<Record<string, QueryValue>>

function scalarText(value: QueryScalar): string {
  // §5: booleans are sent as 1; false is sent as 0 so that an explicit "no" still reaches the API.
  if (typeof value === 'boolean') return value ? '1' : '0'
  return String(value)
}

function isList(value: QueryScalar | readonly QueryScalar[]): value is readonly QueryScalar[] {
  return Array.isArray(value)
}

/**
 * The query string (with its leading '?', or '' when nothing is left) for `params`, in their
 * order. Lists are comma-joined (`ids=1,2,3`), the form the domain search normaliser writes and
 * reads; an empty list, null and undefined are dropped.
 */
export function serializeQuery(params: QueryParams | undefined): string {
  if (params === undefined) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue
    if (isList(value)) {
      if (value.length > 0) search.append(key, value.map(scalarText).join(','))
      continue
    }
    search.append(key, scalarText(value))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}
