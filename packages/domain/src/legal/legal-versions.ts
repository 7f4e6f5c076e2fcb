import type { LegalDocumentId } from './legal-document.ts'

/** Anything with the day it takes effect (yyyy-MM-dd): a stored version, or one of the seed's. */
export type DatedVersion = { readonly effectiveFrom: string }

const calendarDate = /^\d{4}-\d{2}-\d{2}$/

const byDate = (a: DatedVersion, b: DatedVersion) => a.effectiveFrom.localeCompare(b.effectiveFrom)

/** The version in force on `today` (yyyy-MM-dd): the latest that took effect on or before it. */
export function versionInForce<Version extends DatedVersion>(
  versions: readonly Version[],
  today: string,
): Version | undefined {
  return versions
    .filter((version) => version.effectiveFrom <= today)
    .toSorted(byDate)
    .at(-1)
}

/**
 * Whether the console may still change or delete a version: only before it takes effect. From its
 * first day it is what bookings accept and pages show, so a change is a new version.
 */
export function legalVersionEditable(version: DatedVersion, today: string): boolean {
  return version.effectiveFrom > today
}

export type ResolvedLegalVersion<Version extends DatedVersion> = {
  readonly version: Version
  /** The version in force today, which the bare path shows. */
  readonly current: Version
  /** Versions before the current one, newest first. */
  readonly earlier: readonly Version[]
  /** The next version to take effect, announced on the page; undefined when none is scheduled. */
  readonly upcoming: Version | undefined
}

/**
 * §2 /{document}/{version*}: no version is the one in force; a version is its effective date, in
 * force before or scheduled (announced, so it can be read before it binds anyone); anything else
 * (an unknown date, a deeper path) is null, which is a 404.
 */
export function resolveLegalVersion<Version extends DatedVersion>(
  versions: readonly Version[],
  versionPath: string,
  today: string,
): ResolvedLegalVersion<Version> | null {
  const current = versionInForce(versions, today)
  if (current === undefined) return null
  const requested = versionPath.replace(/\/+$/, '')
  const version =
    requested === ''
      ? current
      : calendarDate.test(requested)
        ? versions.find((candidate) => candidate.effectiveFrom === requested)
        : undefined
  if (version === undefined) return null
  const sorted = versions.toSorted(byDate)
  return {
    version,
    current,
    earlier: sorted
      .filter((candidate) => candidate.effectiveFrom < current.effectiveFrom)
      .toReversed(),
    upcoming: sorted.find((candidate) => candidate.effectiveFrom > today),
  }
}

/**
 * The terms a booking accepts: the checkout's consent names the Terms and Conditions (§2's
 * /agreement), so a booking records that document's version in force when it was made.
 */
export const termsDocumentId = 'agreement' satisfies LegalDocumentId
