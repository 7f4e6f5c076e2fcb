// Issue 43 item 5: what the help-centre article editor's page and its form post share.

import type { MarkdownEditorAnswer } from '../shell/markdown-editor.ts'

/** The editor's fields, named as the API names them (its field errors land under them). */
export const helpFields = [
  'title',
  'title_ru',
  'slug',
  'section_slug',
  'section_name',
  'section_name_ru',
  'position',
  'body_markdown',
  'body_ru_markdown',
] as const

export type HelpField = (typeof helpFields)[number]

/** What a post back shows: the form as typed, with the preview or the API's messages. */
export type HelpEditorAnswer = MarkdownEditorAnswer<HelpField>
