import type { SitemapEntry } from '@tourmarket/contracts'

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** sitemap.xml (sitemaps.org 0.9) for the entries, each path made absolute on the origin. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const fields = [`<loc>${escapeXml(new URL(entry.url, origin).href)}</loc>`]
    if (entry.lastmod !== null) fields.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`)
    fields.push(`<priority>${entry.priority.toFixed(1)}</priority>`)
    return `<url>${fields.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
