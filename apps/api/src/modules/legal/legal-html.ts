import { Lexer } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { renderJournalMarkdown } from '../../platform/html/journal-markdown.ts'

export type LegalSectionHtml = {
  readonly id: string
  readonly heading: string
  readonly html: string
}

export type LegalHtml = {
  /** What comes before the first `##` heading: the document's summary. */
  readonly summaryHtml: string
  /** The summary as plain text, for the page's description. */
  readonly summaryText: string
  readonly sections: readonly LegalSectionHtml[]
}

/** `## Heading {#anchor}`: the anchor an editor gave the section, kept across versions. */
const ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/

/** An anchor made from a heading: Latin letters and digits joined by dashes (none for Russian). */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Issue 43 item 5: a legal text's Markdown as the legal page shows it. Each `##` heading starts a
 * section (its anchor from `{#…}`, else made from the heading, unique on the page; its heading plain
 * text) so the page keeps its table of contents; everything else is rendered and sanitised by the
 * journal's rules (platform/html), so no markup an editor types reaches the page unchecked.
 */
export function renderLegalMarkdown(markdown: string): LegalHtml {
  const summary: string[] = []
  const sections: { id: string; heading: string; raw: string[] }[] = []
  const taken = new Set<string>()
  for (const token of Lexer.lex(markdown, { gfm: true })) {
    if (token.type === 'heading' && token.depth === 2) {
      const text = String(token.text)
      const given = ANCHOR.exec(text)?.[1]
      const heading = text.replace(ANCHOR, '').trim()
      const base = given ?? (anchorOf(heading) || `section-${String(sections.length + 1)}`)
      let id = base
      for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${String(suffix)}`
      taken.add(id)
      sections.push({ id, heading, raw: [] })
    } else {
      ;(sections.at(-1)?.raw ?? summary).push(token.raw)
    }
  }
  const summaryHtml = renderJournalMarkdown(summary.join(''))
  return {
    summaryHtml,
    summaryText: plainText(summaryHtml),
    sections: sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      html: renderJournalMarkdown(section.raw.join('')),
    })),
  }
}

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

/** Sanitised HTML's text: its tags dropped, the entities the sanitiser writes read back. */
function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The console's preview: the page's summary, then each section under its numbered heading. */
export function legalPreviewHtml(markdown: string): string {
  const { summaryHtml, sections } = renderLegalMarkdown(markdown)
  return [
    summaryHtml,
    ...sections.map(
      (section, index) =>
        `<h2>${String(index + 1)}. ${escapeHtml(section.heading)}</h2>${section.html}`,
    ),
  ].join('')
}
