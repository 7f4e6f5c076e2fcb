// Issue 43 item 5: what the help-centre article editor's page and its form post share.

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
export type HelpEditorAnswer = {
  readonly posted: Readonly<Record<HelpField, string>>
  readonly preview: { readonly html: string; readonly htmlRu: string } | null
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** The notices a saved or published article's page opens with (?done=…). */
export const helpNotices = ['created', 'saved', 'published', 'unpublished'] as const
export type HelpNotice = (typeof helpNotices)[number]

export function helpNoticeOf(value: string | null): HelpNotice | null {
  return (helpNotices as readonly (string | null)[]).includes(value) ? (value as HelpNotice) : null
}
