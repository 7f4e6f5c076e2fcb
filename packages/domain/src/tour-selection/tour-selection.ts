/** §2: the query parameter that carries a tour selection token on any page. */
export const TOUR_SELECTION_TOKEN_PARAM = 'tour-selection-token'

export type TourSelectionItem = { readonly id: number }

/** §3 tour selection: its items and the token that names it. */
export type TourSelection = {
  readonly items: readonly TourSelectionItem[]
  readonly token: string | null
}

export const emptyTourSelection: TourSelection = { items: [], token: null }

/**
 * §3: the request id is the part of the token before the first hyphen. A token without a hyphen
 * is all request id; a blank token, or one that starts with a hyphen, has none (null).
 */
export function requestIdFromSelectionToken(token: string | null | undefined): string | null {
  const trimmed = token?.trim() ?? ''
  const hyphen = trimmed.indexOf('-')
  const requestId = hyphen === -1 ? trimmed : trimmed.slice(0, hyphen)
  return requestId === '' ? null : requestId
}

/**
 * §2: a token arriving in the address is stored and the list emptied, because the items belonged
 * to whatever selection was open before. A blank token changes nothing (null).
 */
export function selectionFromToken(token: string | null | undefined): TourSelection | null {
  const trimmed = token?.trim() ?? ''
  return trimmed === '' ? null : { items: [], token: trimmed }
}

/**
 * §2: the query string without the token parameter, for replacing the address. Other parameters
 * keep their order and encoding; the result has a leading '?' only when something is left.
 */
export function withoutSelectionTokenParam(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && decodeParamName(pair) !== TOUR_SELECTION_TOKEN_PARAM)
  return kept.length === 0 ? '' : `?${kept.join('&')}`
}

function decodeParamName(pair: string): string {
  const rawName = pair.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(rawName.replaceAll('+', ' '))
  } catch {
    // A malformed escape cannot spell our parameter's name; keep the pair as it is.
    return rawName
  }
}
