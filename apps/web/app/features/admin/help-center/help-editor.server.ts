import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { refusedObject } from '../shell/admin-loader.server.ts'
import { markdownEditorAction } from '../shell/markdown-editor-action.server.ts'
import { helpFields } from './help-editor-model.ts'
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

/** The help-centre article editor's posts (shell/markdown-editor-action.server.ts). */
export function helpEditorAction(request: Request, context: Context, id: number | null) {
  return markdownEditorAction(request, context, id, {
    fields: helpFields,
    failedMessage: (locale) => helpTextFor(locale).text('help.failed'),
    pagePath: (locale, articleId) =>
      helpTextFor(locale).path(`/admin/help-center/${String(articleId)}`),
    publish: (api, articleId, published) =>
      callApi(api, 'adminHelpPublish', { body: { id: articleId, published } }),
    preview: (api, markdown) => callApi(api, 'adminHelpPreview', { body: { markdown } }),
    save: (api, posted) =>
      callApi(api, 'adminHelpSave', {
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
      }),
  })
}
