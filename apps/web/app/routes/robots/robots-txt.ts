/**
 * Paths crawlers are kept out of: developer pages, private meetings, bookings and the pages of a
 * booking's or an offer's link (/order/…, /arrival/…), chats, settings, review links, the
 * program subscription pages, the staff cookie page.
 */
export const DISALLOWED_PATHS = [
  '/dev/',
  '/meet',
  '/booking/',
  '/order/',
  '/arrival/',
  '/employees-cookie',
  '/chat/',
  '/settings',
  '/review/',
  '/tour-program-subscriptions',
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
