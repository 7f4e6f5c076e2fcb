import type { Locale } from '@tourmarket/domain/i18n'
import {
  legalDocuments,
  resolveLegalVersion,
  type LegalDocumentId,
  type LegalSection,
} from '@tourmarket/domain/legal'

/** What a legal page shows: one version of one document in one language, the brand's name filled in. */
export type LegalPageData = {
  readonly documentId: LegalDocumentId
  readonly title: string
  readonly summary: string
  readonly sections: readonly LegalSection[]
  readonly effectiveFrom: string
  readonly isCurrent: boolean
  /** The current version's date, for the notice on an older version. */
  readonly currentEffectiveFrom: string
  /** Earlier versions' dates, newest first. */
  readonly earlier: readonly string[]
}

function withProjectName(text: string, projectName: string): string {
  return text.replaceAll('{projectName}', projectName)
}

/** The page for /{documentId}/{versionPath}, or null (404) for a version that is not published. */
export function legalPageData(
  documentId: LegalDocumentId,
  versionPath: string,
  locale: Locale,
  projectName: string,
  today: string,
): LegalPageData | null {
  const resolved = resolveLegalVersion(legalDocuments[documentId], versionPath, today)
  if (resolved === null) return null
  const text = resolved.version.text[locale]
  const fill = (value: string) => withProjectName(value, projectName)
  return {
    documentId,
    title: fill(text.title),
    summary: fill(text.summary),
    sections: text.sections.map((section) => ({
      id: section.id,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      ...(section.items === undefined ? {} : { items: section.items.map(fill) }),
    })),
    effectiveFrom: resolved.version.effectiveFrom,
    isCurrent: resolved.version === resolved.current,
    currentEffectiveFrom: resolved.current.effectiveFrom,
    earlier: resolved.earlier.map((version) => version.effectiveFrom),
  }
}
