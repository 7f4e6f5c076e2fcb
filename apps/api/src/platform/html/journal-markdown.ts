import { Marked } from 'marked'
import { sanitizeJournalHtml } from './journal-html.ts'

/** One parser of its own, so no other module's marked options reach the journal. */
const journalMarked = new Marked({ gfm: true, breaks: false, async: false })

/**
 * Issue 43: a journal post's (or a help article's) Markdown as the HTML its page shows, sanitised
 * by the journal's rules (what the preview shows is what is stored). Raw HTML in the Markdown goes through the
 * same rules, so a post first written as HTML stays the same when edited.
 */
export function renderJournalMarkdown(markdown: string): string {
  return sanitizeJournalHtml(journalMarked.parse(markdown, { async: false }))
}

/** Reading time at 200 words a minute, at least one. */
export function readingMinutesOf(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 200))
}
