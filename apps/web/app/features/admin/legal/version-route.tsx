import { legalDocumentIds, type LegalDocumentId } from '@tourmarket/domain/legal'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { ADMIN_PAGE_HEADERS, loadAdmin, notForThisAccount } from '../shell/admin-loader.server.ts'
import { editorNoticeOf } from '../shell/markdown-editor.ts'
import type { Route } from './+types/version-route.ts'
import { LegalEditorPage } from './legal-editor.tsx'
import type { LegalEditorAnswer } from './legal-editor-model.ts'
import { legalEditorAction, loadLegalEditor } from './legal-editor.server.ts'
import { adminLegalWords } from './legal-text.ts'

/** The document the address names (the route table lets only these through). */
function documentOf(param: string | undefined): LegalDocumentId {
  const document = legalDocumentIds.find((id) => id === param)
  if (document === undefined) notForThisAccount()
  return document
}

/** `new` adds a version; a number opens that one. */
const versionIdOf = (param: string | undefined): number | null =>
  param === undefined || param === 'new' ? null : Number(param)

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'content')
  const done = editorNoticeOf(new URL(request.url).searchParams.get('done'))
  return {
    admin,
    done,
    ...(await loadLegalEditor(context, documentOf(params.document), versionIdOf(params.id))),
  }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Preview, save and delete: plain form posts. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  legalEditorAction(request, context, documentOf(params.document), versionIdOf(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminLegalWords(locale, 'legal.title'))

/** /admin/legal/:document/new and /admin/legal/:document/:id (issue 43 item 5). */
export default function AdminLegalVersionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LegalEditorPage
      admin={loaderData.admin}
      version={loaderData.version}
      base={loaderData.base}
      title={loaderData.title}
      done={loaderData.done}
      answer={(actionData as LegalEditorAnswer | undefined) ?? null}
    />
  )
}
