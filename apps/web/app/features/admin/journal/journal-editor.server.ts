import { isApiHttpError } from '@tourmarket/api-client'
import type { AdminJournalPost } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import {
  instantOfLocalInput,
  journalFields,
  type JournalEditorAnswer,
  type JournalField,
  type JournalNotice,
} from './journal-editor-model.ts'
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

/**
 * The editor's posts (with or without its script): `preview` renders the Markdown through the
 * API and shows the form again; `save` saves and opens the post with a notice (a fresh GET, so a
 * reload repeats nothing); `publish` and `unpublish` change its state.
 */
export async function journalEditorAction(request: Request, context: Context, id: number | null) {
  const post = await readFormPost(request, context)
  const words = journalTextFor(post.shell.locale)
  const posted = Object.fromEntries(
    journalFields.map((field) => [field, postedText(post.fields, field)]),
  ) as Record<JournalField, string>
  const answer = (
    rest: Omit<JournalEditorAnswer, 'posted' | 'preview'> & {
      preview?: JournalEditorAnswer['preview']
    },
    status = 200,
  ) =>
    data<JournalEditorAnswer>(
      { posted, preview: null, ...rest },
      { status, headers: ADMIN_PAGE_HEADERS },
    )
  const failed = (error: unknown) => {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    return answer(
      apiFailure(error, journalFields, words.text('journal.failed')),
      isApiHttpError(error) ? error.status : 503,
    )
  }
  const intent = postedText(post.fields, 'intent')
  const opened = (postId: number, done: JournalNotice) =>
    post.redirect(`${words.path(`/admin/journal/${String(postId)}`)}?done=${done}`)

  if ((intent === 'publish' || intent === 'unpublish') && id !== null) {
    try {
      await callApi(post.api, 'adminJournalPublish', {
        body: { id, published: intent === 'publish' },
      })
    } catch (error) {
      return failed(error)
    }
    return opened(id, intent === 'publish' ? 'published' : 'unpublished')
  }

  if (intent === 'preview') {
    try {
      const [english, russian] = await Promise.all([
        callApi(post.api, 'adminJournalPreview', { body: { markdown: posted.body_markdown } }),
        posted.body_ru_markdown.trim() === ''
          ? Promise.resolve({ html: '' })
          : callApi(post.api, 'adminJournalPreview', {
              body: { markdown: posted.body_ru_markdown },
            }),
      ])
      return answer({
        fieldErrors: {},
        message: null,
        preview: { html: english.html, htmlRu: russian.html },
      })
    } catch (error) {
      return failed(error)
    }
  }

  const publishedAt = instantOfLocalInput(posted.published_at)
  if (publishedAt === null) {
    return answer(
      { fieldErrors: { published_at: [words.text('journal.dateInvalid')] }, message: null },
      400,
    )
  }
  let saved: AdminJournalPost
  try {
    saved = await callApi(post.api, 'adminJournalSave', {
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
  } catch (error) {
    return failed(error)
  }
  return opened(saved.id, id === null ? 'created' : 'saved')
}
