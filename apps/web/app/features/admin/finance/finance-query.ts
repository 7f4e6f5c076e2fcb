/**
 * The finance pages' filters, read from the address (GET forms: no script needed) and given to
 * the API as they are; the page and its CSV link read the same ones.
 */
export const ledgerStatusOptions = [
  'pending',
  'succeeded',
  'failed',
  'expired',
  'refunded',
] as const
export type LedgerStatusOption = (typeof ledgerStatusOptions)[number]

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export type LedgerFilters = {
  readonly from?: string
  readonly to?: string
  readonly status?: LedgerStatusOption
  readonly organizer_id?: number
}

function organizerOf(params: URLSearchParams): number | undefined {
  const value = Number(params.get('organizer_id') ?? '')
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined
}

/** The ledger's filters; a malformed one is left out rather than failing the page. */
export function readLedgerFilters(params: URLSearchParams): LedgerFilters {
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const status = params.get('status') ?? ''
  const organizerId = organizerOf(params)
  return {
    ...(dayPattern.test(from) ? { from } : {}),
    ...(dayPattern.test(to) && (!dayPattern.test(from) || to >= from) ? { to } : {}),
    ...((ledgerStatusOptions as readonly string[]).includes(status)
      ? { status: status as LedgerStatusOption }
      : {}),
    ...(organizerId === undefined ? {} : { organizer_id: organizerId }),
  }
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

export type YearFilters = { readonly year?: number; readonly organizer_id?: number }

/** The payouts' and commission's year and organizer. */
export function readYearFilters(params: URLSearchParams): YearFilters {
  const year = Number(params.get('year') ?? '')
  const organizerId = organizerOf(params)
  return {
    ...(Number.isInteger(year) && year >= 2000 && year <= 2100 ? { year } : {}),
    ...(organizerId === undefined ? {} : { organizer_id: organizerId }),
  }
}

/** The filters (and a page past the first) as an address's query, `?…` or nothing. */
export function filtersQuery(
  filters: Readonly<Record<string, string | number | undefined>>,
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || (key === 'page' && value === 1)) continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
