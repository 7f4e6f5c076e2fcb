import type { LegalText } from './legal-document.ts'

/**
 * A structured legal text as the Markdown the console edits: the summary first, then each section
 * as a `##` heading carrying its anchor (`{#id}`, so links to /agreement#cancellations keep
 * working), its paragraphs and its list. The title is kept beside it, not in it.
 */
export function legalTextMarkdown(text: LegalText): string {
  const blocks = [text.summary]
  for (const section of text.sections) {
    blocks.push(`## ${section.heading} {#${section.id}}`, ...section.paragraphs)
    if (section.items !== undefined) {
      blocks.push(section.items.map((item) => `- ${item}`).join('\n'))
    }
  }
  return `${blocks.join('\n\n')}\n`
}
