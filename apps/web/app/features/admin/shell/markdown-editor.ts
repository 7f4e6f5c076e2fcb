// What the console's Markdown editors (journal posts, help-centre articles) and their form posts
// share.

/** What a post back shows: the form as typed, with the preview or the API's messages. */
export type MarkdownEditorAnswer<Field extends string> = {
  readonly posted: Readonly<Record<Field, string>>
  readonly preview: MarkdownPreview | null
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** The Markdown rendered by the API, in English and (when written) Russian. */
export type MarkdownPreview = { readonly html: string; readonly htmlRu: string }

/** The notices a saved or published page opens with (?done=…). */
export const editorNotices = ['created', 'saved', 'published', 'unpublished'] as const
export type EditorNotice = (typeof editorNotices)[number]

export function editorNoticeOf(value: string | null): EditorNotice | null {
  return (editorNotices as readonly (string | null)[]).includes(value)
    ? (value as EditorNotice)
    : null
}
