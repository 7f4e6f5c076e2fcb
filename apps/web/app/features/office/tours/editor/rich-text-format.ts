/**
 * The description's formatting buttons: each wraps the selected text of the HTML source in one of
 * the tags the API's sanitiser keeps (apps/api/src/platform/html: paragraphs, headings, lists,
 * emphasis, links). The API cleans whatever is sent anyway; these only save typing tags.
 */
export const richTextFormats = ['paragraph', 'heading', 'bold', 'italic', 'list', 'link'] as const
export type RichTextFormat = (typeof richTextFormats)[number]

export type TextSelection = { readonly start: number; readonly end: number }

export type FormattedText = { readonly value: string; readonly selection: TextSelection }

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

function listOf(text: string): string {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const lines = items.length === 0 ? [''] : items
  return `<ul>\n${lines.map((line) => `  <li>${line}</li>`).join('\n')}\n</ul>`
}

/** The tags around the selection; a list with nothing selected is one empty item. */
function wrap(format: RichTextFormat, href: string): readonly [string, string] {
  switch (format) {
    case 'paragraph':
      return ['<p>', '</p>']
    case 'heading':
      return ['<h3>', '</h3>']
    case 'bold':
      return ['<strong>', '</strong>']
    case 'italic':
      return ['<em>', '</em>']
    case 'link':
      return [`<a href="${escapeAttribute(href)}">`, '</a>']
    case 'list': {
      const list = listOf('')
      const itemStart = list.indexOf('<li>') + '<li>'.length
      return [list.slice(0, itemStart), list.slice(itemStart)]
    }
    default: {
      const unknown: never = format
      throw new Error(`Unknown format ${String(unknown)}`)
    }
  }
}

/**
 * The source with the selection formatted, and the selection to put back: the formatted text
 * (or, when nothing was selected, the caret between the new tags).
 */
export function applyRichTextFormat(
  value: string,
  selection: TextSelection,
  format: RichTextFormat,
  href = 'https://',
): FormattedText {
  const selected = value.slice(selection.start, selection.end)
  const before = value.slice(0, selection.start)
  const after = value.slice(selection.end)
  if (format === 'list' && selected !== '') {
    const list = listOf(selected)
    return {
      value: `${before}${list}${after}`,
      selection: { start: before.length, end: before.length + list.length },
    }
  }
  const [open, close] = wrap(format, href)
  const start = before.length + open.length
  return {
    value: `${before}${open}${selected}${close}${after}`,
    selection: { start, end: start + selected.length },
  }
}
