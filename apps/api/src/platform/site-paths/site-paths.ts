/** §2 tour page: /{slug ending in -digits}. */
export function tourUrl(slug: string): string {
  return `/${slug}`
}

/** §2 organizer page. */
export function organizerUrl(id: number): string {
  return `/tour-provider/${id}`
}
