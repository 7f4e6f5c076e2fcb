import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { refusedObject } from '../shell/admin-loader.server.ts'
import { markdownEditorAction } from '../shell/markdown-editor-action.server.ts'
import { instantOfLocalInput, journalFields } from './journal-editor-model.ts'
import { journalTextFor } from './journal-text.ts'

type Context = Readonly<RouterContextProvider>

/** The post (none for a new one) and the editor's lists. */
export async function loadJournalEditor(context: Context, id: number | null) {
  const api = apiClientOf(context)
  const [post, options] = await Promise.all([
    id === null
      ? Promise.resolve(null)
      : callApi(api, 'adminJournalPost', { query: { id } }).catch(refusedObject),
    callApi(api, 'adminJournalOptions'),
  ])
  return { post, options }
}

/** The journal editor's posts (shell/markdown-editor-action.server.ts). */
export function journalEditorAction(request: Request, context: Context, id: number | null) {
  return markdownEditorAction(request, context, id, {
    fields: journalFields,
    failedMessage: (locale) => journalTextFor(locale).text('journal.failed'),
    pagePath: (locale, postId) => journalTextFor(locale).path(`/admin/journal/${String(postId)}`),
    publish: (api, postId, published) =>
      callApi(api, 'adminJournalPublish', { body: { id: postId, published } }),
    preview: (api, markdown) => callApi(api, 'adminJournalPreview', { body: { markdown } }),
    save: async (api, posted, locale) => {
      const publishedAt = instantOfLocalInput(posted.published_at)
      if (publishedAt === null) {
        return {
          fieldErrors: { published_at: [journalTextFor(locale).text('journal.dateInvalid')] },
        }
      }
      return callApi(api, 'adminJournalSave', {
        body: {
          ...(id === null ? {} : { id }),
          title: posted.title,
          title_ru: posted.title_ru,
          slug: posted.slug,
          excerpt: posted.excerpt,
          excerpt_ru: posted.excerpt_ru,
          body_markdown: posted.body_markdown,
          body_ru_markdown: posted.body_ru_markdown,
          category_slug: posted.category_slug,
          category_name: posted.category_name,
          category_name_ru: posted.category_name_ru,
          cover_key: posted.cover_key,
          cover_alt: posted.cover_alt,
          author_name: posted.author_name,
          country_id: posted.country_id === '' ? null : Number(posted.country_id),
          published_at: publishedAt,
        },
      })
    },
  })
}
