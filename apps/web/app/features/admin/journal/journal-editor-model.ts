// Issue 43 item 5: what the journal editor's page and its form post share.

import type { MarkdownEditorAnswer } from '../shell/markdown-editor.ts'

/** The editor's fields, named as the API names them (its field errors land under them). */
export const journalFields = [
  'title',
  'title_ru',
  'slug',
  'excerpt',
  'excerpt_ru',
  'body_markdown',
  'body_ru_markdown',
  'category_slug',
  'category_name',
  'category_name_ru',
  'cover_key',
  'cover_alt',
  'author_name',
  'country_id',
  'published_at',
] as const

export type JournalField = (typeof journalFields)[number]

/** What a post back shows: the form as typed, with the preview or the API's messages. */
export type JournalEditorAnswer = MarkdownEditorAnswer<JournalField>

/** A `datetime-local` value, read as UTC (the form says so), as an ISO instant; null if not one. */
export function instantOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const instant = new Date(`${value.length === 16 ? `${value}:00` : value}Z`)
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString()
}

/** An instant as a `datetime-local` value in UTC. */
export function localInputOfInstant(instant: string): string {
  return new Date(instant).toISOString().slice(0, 16)
}
