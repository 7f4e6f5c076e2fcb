import type { LegalDocument, LegalDocumentId, LegalVersion } from './legal-document.ts'
import { legalDocuments } from './legal-documents.ts'

const calendarDate = /^\d{4}-\d{2}-\d{2}$/

/** The versions in effect on `today` (yyyy-MM-dd), oldest first: a later one is not published yet. */
export function publishedVersions(document: LegalDocument, today: string): LegalVersion[] {
  return document.versions
    .filter((version) => version.effectiveFrom <= today)
    .toSorted((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
}

export type ResolvedLegalVersion = {
  readonly version: LegalVersion
  /** The version in effect today, which the bare path shows. */
  readonly current: LegalVersion
  /** Versions before the current one, newest first. */
  readonly earlier: readonly LegalVersion[]
}

/**
 * §2 /{document}/{version*}: no version is the current one; a version is its effective date and
 * must be published; anything else (an unknown date, a deeper path) is null, which is a 404.
 */
export function resolveLegalVersion(
  document: LegalDocument,
  versionPath: string,
  today: string,
): ResolvedLegalVersion | null {
  const published = publishedVersions(document, today)
  const current = published.at(-1)
  if (current === undefined) return null
  const requested = versionPath.replace(/\/+$/, '')
  const version =
    requested === ''
      ? current
      : calendarDate.test(requested)
        ? published.find((candidate) => candidate.effectiveFrom === requested)
        : undefined
  if (version === undefined) return null
  return { version, current, earlier: published.slice(0, -1).toReversed() }
}

/**
 * The terms a booking accepts: the checkout's consent names the Terms and Conditions (§2's
 * /agreement), so a booking records that document's version in effect when it was made.
 */
export const termsDocumentId = 'agreement' satisfies LegalDocumentId

/** The effective date (yyyy-MM-dd) of the Terms and Conditions in effect on `today`, which /agreement/{date} shows. */
export function termsVersionInEffect(today: string): string | null {
  return publishedVersions(legalDocuments[termsDocumentId], today).at(-1)?.effectiveFrom ?? null
}
