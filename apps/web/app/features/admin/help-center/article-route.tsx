import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import type { Route } from './+types/article-route.ts'
import { HelpEditorPage } from './help-editor.tsx'
import { editorNoticeOf } from '../shell/markdown-editor.ts'
import type { HelpEditorAnswer } from './help-editor-model.ts'
import { helpEditorAction, loadHelpEditor } from './help-editor.server.ts'
import { helpWords } from './help-text.ts'

/** `new` writes an article; a number edits that one. */
const articleIdOf = (param: string | undefined): number | null =>
  param === undefined || param === 'new' ? null : Number(param)

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'content')
  const done = editorNoticeOf(new URL(request.url).searchParams.get('done'))
  return { admin, done, ...(await loadHelpEditor(context, articleIdOf(params.id))) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Preview, save, publish and unpublish: plain form posts. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  helpEditorAction(request, context, articleIdOf(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    helpWords(locale, args.params.id === 'new' ? 'help.newTitle' : 'help.title'),
  )

/** /admin/help-center/new and /admin/help-center/:id (issue 43 item 5). */
export default function AdminHelpArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HelpEditorPage
      admin={loaderData.admin}
      article={loaderData.article}
      done={loaderData.done}
      answer={(actionData as HelpEditorAnswer | undefined) ?? null}
    />
  )
}
