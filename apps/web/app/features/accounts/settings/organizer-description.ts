import { decodeHtmlEntities } from '@tourmarket/domain/inputs'

// The organizer description is stored as HTML (the organizer page shows it sanitised, §3), but the
// profile form is a plain textarea: it shows the text with paragraphs as blank lines and line
// breaks as new lines, and saves paragraphs back. Markup beyond paragraphs and line breaks (a link,
// bold) is kept as its text; the back-office's rich editor is where formatting is made (§1).

/** The description's HTML as the textarea shows it. */
export function descriptionText(html: string): string {
  return decodeHtmlEntities(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/\s*<br\s*\/?>\s*/gi, '\n')
      .replace(/\s*<\/(p|div|h[1-6]|li|blockquote)>\s*/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The textarea's text as the description's HTML: a paragraph per blank-line block. */
export function descriptionHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('')
}
