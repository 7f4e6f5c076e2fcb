import type { ApiClient } from '@tourmarket/api-client'
import { isApiHttpError } from '@tourmarket/api-client'
import type { Locale } from '@tourmarket/domain/i18n'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from './admin-loader.server.ts'
import type { EditorNotice, MarkdownEditorAnswer } from './markdown-editor.ts'

/** What differs between the console's Markdown editors. */
export type MarkdownEditor<Field extends string> = {
  readonly fields: readonly Field[]
  /** The message when the API could not be reached or refused without naming a field. */
  readonly failedMessage: (locale: Locale) => string
  /** The saved item's page in the console. */
  readonly pagePath: (locale: Locale, id: number) => string
  /** Publishing and unpublishing, for an item that has the state (not legal versions). */
  readonly publish?: (api: ApiClient, id: number, published: boolean) => Promise<unknown>
  /** Deleting the item, and the page to go to after (legal versions not yet in force). */
  readonly remove?: {
    readonly call: (api: ApiClient, id: number) => Promise<unknown>
    readonly donePath: (locale: Locale) => string
  }
  readonly preview: (api: ApiClient, markdown: string) => Promise<{ html: string }>
  /** Saves what was typed: the saved item's id, or field errors found before the API is asked. */
  readonly save: (
    api: ApiClient,
    posted: Readonly<Record<Field, string>>,
    locale: Locale,
  ) => Promise<{ id: number } | { fieldErrors: Record<string, string[]> }>
}

/**
 * A Markdown editor's posts (with or without its script): `preview` renders the Markdown through
 * the API and shows the form again; `save` saves and opens the item with a notice (a fresh GET,
 * so a reload repeats nothing); `publish` and `unpublish` change its state; `delete` deletes it.
 */
export async function markdownEditorAction<Field extends string>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: number | null,
  editor: MarkdownEditor<Field>,
) {
  const post = await readFormPost(request, context)
  const { locale } = post.shell
  const posted = Object.fromEntries(
    editor.fields.map((field) => [field, postedText(post.fields, field)]),
  ) as Record<Field, string>
  const answer = (
    rest: Omit<MarkdownEditorAnswer<Field>, 'posted' | 'preview'> & {
      preview?: MarkdownEditorAnswer<Field>['preview']
    },
    status = 200,
  ) =>
    data<MarkdownEditorAnswer<Field>>(
      { posted, preview: null, ...rest },
      { status, headers: ADMIN_PAGE_HEADERS },
    )
  const failed = (error: unknown) => {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    return answer(
      apiFailure(error, editor.fields, editor.failedMessage(locale)),
      isApiHttpError(error) ? error.status : 503,
    )
  }
  const intent = postedText(post.fields, 'intent')
  const opened = (savedId: number, done: EditorNotice) =>
    post.redirect(`${editor.pagePath(locale, savedId)}?done=${done}`)

  try {
    if (intent === 'delete' && id !== null && editor.remove !== undefined) {
      await editor.remove.call(post.api, id)
      return post.redirect(editor.remove.donePath(locale))
    }
    if (
      (intent === 'publish' || intent === 'unpublish') &&
      id !== null &&
      editor.publish !== undefined
    ) {
      await editor.publish(post.api, id, intent === 'publish')
      return opened(id, intent === 'publish' ? 'published' : 'unpublished')
    }
    if (intent === 'preview') {
      // Both editors keep the text in body_markdown and body_ru_markdown (the API's names).
      const russianMarkdown = postedText(post.fields, 'body_ru_markdown')
      const [english, russian] = await Promise.all([
        editor.preview(post.api, postedText(post.fields, 'body_markdown')),
        russianMarkdown.trim() === ''
          ? Promise.resolve({ html: '' })
          : editor.preview(post.api, russianMarkdown),
      ])
      return answer({
        fieldErrors: {},
        message: null,
        preview: { html: english.html, htmlRu: russian.html },
      })
    }
    const saved = await editor.save(post.api, posted, locale)
    if ('fieldErrors' in saved)
      return answer({ fieldErrors: saved.fieldErrors, message: null }, 400)
    return opened(saved.id, id === null ? 'created' : 'saved')
  } catch (error) {
    return failed(error)
  }
}
