/** Paths crawlers are kept out of: developer pages, private meetings, bookings, chats, settings, review links. */
export const DISALLOWED_PATHS = [
  '/dev/',
  '/meet',
  '/booking/',
  '/chat/',
  '/settings',
  '/review/',
] as const

/** robots.txt: everything else is open, and the sitemap is named by its absolute address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n')
}
