import { isApiHttpError } from '@tourmarket/api-client'
import type { AdminHelpArticle } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import {
  helpFields,
  type HelpEditorAnswer,
  type HelpField,
  type HelpNotice,
} from './help-editor-model.ts'
import { helpTextFor } from './help-text.ts'

type Context = Readonly<RouterContextProvider>

/** The article (none for a new one). */
export async function loadHelpEditor(context: Context, id: number | null) {
  return {
    article:
      id === null
        ? null
        : await callApi(apiClientOf(context), 'adminHelpArticle', { query: { id } }).catch(
            refusedObject,
          ),
  }
}

/**
 * The editor's posts (with or without its script): `preview` renders the Markdown through the
 * API and shows the form again; `save` saves and opens the article with a notice (a fresh GET, so
 * a reload repeats nothing); `publish` and `unpublish` change its state.
 */
export async function helpEditorAction(request: Request, context: Context, id: number | null) {
  const post = await readFormPost(request, context)
  const words = helpTextFor(post.shell.locale)
  const posted = Object.fromEntries(
    helpFields.map((field) => [field, postedText(post.fields, field)]),
  ) as Record<HelpField, string>
  const answer = (
    rest: Omit<HelpEditorAnswer, 'posted' | 'preview'> & {
      preview?: HelpEditorAnswer['preview']
    },
    status = 200,
  ) =>
    data<HelpEditorAnswer>(
      { posted, preview: null, ...rest },
      { status, headers: ADMIN_PAGE_HEADERS },
    )
  const failed = (error: unknown) => {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    return answer(
      apiFailure(error, helpFields, words.text('help.failed')),
      isApiHttpError(error) ? error.status : 503,
    )
  }
  const intent = postedText(post.fields, 'intent')
  const opened = (articleId: number, done: HelpNotice) =>
    post.redirect(`${words.path(`/admin/help-center/${String(articleId)}`)}?done=${done}`)

  if ((intent === 'publish' || intent === 'unpublish') && id !== null) {
    try {
      await callApi(post.api, 'adminHelpPublish', {
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
        callApi(post.api, 'adminHelpPreview', { body: { markdown: posted.body_markdown } }),
        posted.body_ru_markdown.trim() === ''
          ? Promise.resolve({ html: '' })
          : callApi(post.api, 'adminHelpPreview', {
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

  let saved: AdminHelpArticle
  try {
    saved = await callApi(post.api, 'adminHelpSave', {
      body: {
        ...(id === null ? {} : { id }),
        title: posted.title,
        title_ru: posted.title_ru,
        slug: posted.slug,
        section_slug: posted.section_slug,
        section_name: posted.section_name,
        section_name_ru: posted.section_name_ru,
        // A blank or typed place goes as typed: the API names the field when it is no number.
        position: posted.position.trim() === '' ? 0 : posted.position,
        body_markdown: posted.body_markdown,
        body_ru_markdown: posted.body_ru_markdown,
      },
    })
  } catch (error) {
    return failed(error)
  }
  return opened(saved.id, id === null ? 'created' : 'saved')
}
