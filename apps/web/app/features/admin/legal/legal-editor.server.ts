import type { AdminLegalVersion } from '@tourmarket/contracts'
import type { LegalDocumentId } from '@tourmarket/domain/legal'
import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { notForThisAccount, refusedObject } from '../shell/admin-loader.server.ts'
import { markdownEditorAction } from '../shell/markdown-editor-action.server.ts'
import { legalFields } from './legal-editor-model.ts'
import { adminLegalTextFor } from './legal-text.ts'

type Context = Readonly<RouterContextProvider>

/**
 * The version to edit, or for a new one the version in force, whose text it starts from. A
 * version of another document than the address names is the 404 page.
 */
export async function loadLegalEditor(
  context: Context,
  document: LegalDocumentId,
  id: number | null,
): Promise<{ version: AdminLegalVersion | null; base: AdminLegalVersion; title: string }> {
  const api = apiClientOf(context)
  const list = await callApi(api, 'adminLegalDocuments').catch(refusedObject)
  const entry = list.data.find((candidate) => candidate.document === document)
  const currentId = entry?.versions.find((row) => row.state === 'current')?.id
  if (entry === undefined || currentId === undefined) notForThisAccount()
  const read = (versionId: number) =>
    callApi(api, 'adminLegalVersion', { query: { id: versionId } }).catch(refusedObject)
  const version = id === null ? null : await read(id)
  if (version !== null && version.document !== document) notForThisAccount()
  return { version, base: version ?? (await read(currentId)), title: entry.title }
}

/** The legal version editor's posts (shell/markdown-editor-action.server.ts). */
export function legalEditorAction(
  request: Request,
  context: Context,
  document: LegalDocumentId,
  id: number | null,
) {
  const pages = (locale: Parameters<typeof adminLegalTextFor>[0]) => adminLegalTextFor(locale)
  return markdownEditorAction(request, context, id, {
    fields: legalFields,
    failedMessage: (locale) => pages(locale).text('legal.failed'),
    pagePath: (locale, versionId) =>
      pages(locale).path(`/admin/legal/${document}/${String(versionId)}`),
    remove: {
      call: (api, versionId) => callApi(api, 'adminLegalDelete', { body: { id: versionId } }),
      donePath: (locale) => `${pages(locale).path('/admin/legal')}?done=deleted`,
    },
    preview: (api, markdown) => callApi(api, 'adminLegalPreview', { body: { markdown } }),
    save: (api, posted) =>
      callApi(api, 'adminLegalSave', {
        body: {
          ...(id === null ? {} : { id }),
          document,
          version_label: posted.version_label,
          effective_from: posted.effective_from,
          title: posted.title,
          title_ru: posted.title_ru,
          body_markdown: posted.body_markdown,
          body_ru_markdown: posted.body_ru_markdown,
        },
      }),
  })
}
