import type { Locale } from '@tourmarket/domain/i18n'
import type { LegalDocumentId } from '@tourmarket/domain/legal'
import type { LegalVersionRow } from './repository.ts'

export type LegalVersionState = 'current' | 'earlier' | 'scheduled'

/** A version's state against the one in force today. */
export function stateOf(
  row: { readonly id: number; readonly effectiveFrom: string },
  current: { readonly id: number } | undefined,
  today: string,
): LegalVersionState {
  if (row.id === current?.id) return 'current'
  return row.effectiveFrom > today ? 'scheduled' : 'earlier'
}

/** Its storefront path: the bare path shows the version in force, any other is at its day. */
export function versionPath(
  document: LegalDocumentId,
  row: { readonly effectiveFrom: string },
  state: LegalVersionState,
): string {
  return state === 'current' ? `/${document}` : `/${document}/${row.effectiveFrom}`
}

/** The title and Markdown in a language (Russian is required, so it is always there). */
export function textOf(row: LegalVersionRow, language: Locale) {
  return language === 'ru'
    ? { title: row.titleRu, markdown: row.bodyRuMarkdown }
    : { title: row.title, markdown: row.bodyMarkdown }
}

export function isLegalDocumentId(
  value: string,
  ids: readonly LegalDocumentId[],
): value is LegalDocumentId {
  return (ids as readonly string[]).includes(value)
}
