/**
 * What brought the visitor to the booking page, from its address: the checkout (`?created=1`)
 * or the add-tourists page (`?added={count}`). Anything else shows no notice.
 */
export type BookingNotice = { readonly kind: 'created' } | { readonly kind: 'added'; count: number }

export function bookingNoticeOf(params: URLSearchParams): BookingNotice | null {
  if (params.get('created') === '1') return { kind: 'created' }
  const added = params.get('added') ?? ''
  if (/^[1-9]\d{0,2}$/.test(added)) return { kind: 'added', count: Number(added) }
  return null
}

/** The add-tourists page's way back: the booking page telling how many tourists were added. */
export function addedNoticeSearch(count: number): string {
  return `?${new URLSearchParams({ added: String(count) })}`
}
