/** §2: the UTM values saved on every entry. */
export type Utm = {
  readonly source: string | null
  readonly campaign: string | null
  readonly content: string | null
}

/** A URLSearchParams, or a parsed query object whose values may repeat. */
export type QueryInput =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | null | undefined>>

const UTM_PARAMS = {
  source: 'utm_source',
  campaign: 'utm_campaign',
  content: 'utm_content',
} as const

/** §2: source, campaign and content from utm_source/utm_campaign/utm_content; null when none. */
export function extractUtm(query: QueryInput): Utm | null {
  const utm: Utm = {
    source: readParam(query, UTM_PARAMS.source),
    campaign: readParam(query, UTM_PARAMS.campaign),
    content: readParam(query, UTM_PARAMS.content),
  }
  return utm.source === null && utm.campaign === null && utm.content === null ? null : utm
}

function readParam(query: QueryInput, name: string): string | null {
  const raw = isReader(query) ? query.get(name) : query[name]
  // A repeated parameter keeps its first non-blank value, as a link usually carries one.
  const values = typeof raw === 'string' ? [raw] : (raw ?? [])
  for (const value of values) {
    const trimmed = value.trim()
    if (trimmed !== '') return trimmed
  }
  return null
}

function isReader(query: QueryInput): query is { get(name: string): string | null } {
  return typeof query.get === 'function'
}
