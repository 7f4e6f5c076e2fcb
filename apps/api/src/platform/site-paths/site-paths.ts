/** §2 tour page: /{slug ending in -digits}. */
export function tourUrl(slug: string): string {
  return `/${slug}`
}
