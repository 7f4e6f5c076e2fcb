/** The office's pages are personal: never indexed nor cached. */
export const OFFICE_PAGE_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'private, no-store',
}
