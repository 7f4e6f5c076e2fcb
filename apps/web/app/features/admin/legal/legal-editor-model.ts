// Issue 43 item 5: what the legal version editor's page and its form post share.

import type { MarkdownEditorAnswer } from '../shell/markdown-editor.ts'

/** The editor's fields, named as the API names them (its field errors land under them). */
export const legalFields = [
  'version_label',
  'effective_from',
  'title',
  'title_ru',
  'body_markdown',
  'body_ru_markdown',
] as const

export type LegalField = (typeof legalFields)[number]

/** What a post back shows: the form as typed, with the preview or the API's messages. */
export type LegalEditorAnswer = MarkdownEditorAnswer<LegalField>
