import type { Locale } from '../i18n/catalogue.ts'

/**
 * Legal texts are versioned with the code: each document is a list of versions, each with the day
 * it takes effect and its text in every storefront language as structured sections (no HTML), so
 * a page can build its table of contents and nothing from here is ever rendered as markup.
 * `{projectName}` in any string stands for the brand's name.
 */
export const legalDocumentIds = [
  'agreement',
  'tour-provider-agreement',
  'privacy',
  'safety-rules',
] as const
export type LegalDocumentId = (typeof legalDocumentIds)[number]

export type LegalSection = {
  /** The section's anchor on the page (#id); stable across versions. */
  readonly id: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  /** A list shown after the paragraphs. */
  readonly items?: readonly string[]
}

export type LegalText = {
  readonly title: string
  /** One or two sentences under the title: what the document is and whom it binds. */
  readonly summary: string
  readonly sections: readonly LegalSection[]
}

export type LegalVersion = {
  /** The day the version takes effect (yyyy-MM-dd); also its path segment (/agreement/2025-06-01). */
  readonly effectiveFrom: string
  readonly text: Readonly<Record<Locale, LegalText>>
}

export type LegalDocument = {
  readonly id: LegalDocumentId
  /** Oldest first. */
  readonly versions: readonly LegalVersion[]
}

/**
 * A text with some sections replaced (same id, same place) and others removed (null): an earlier
 * version is written as the changes from the later one, so the two cannot drift apart by accident.
 */
export function reviseText(
  text: LegalText,
  changes: Readonly<Record<string, LegalSection | null>>,
): LegalText {
  for (const id of Object.keys(changes)) {
    if (!text.sections.some((section) => section.id === id)) {
      throw new Error(`No section "${id}" in "${text.title}" to revise`)
    }
  }
  return {
    ...text,
    sections: text.sections.flatMap((section) => {
      const change = changes[section.id]
      if (change === undefined) return [section]
      return change === null ? [] : [change]
    }),
  }
}
