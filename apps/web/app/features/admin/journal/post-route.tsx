import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import type { Route } from './+types/post-route.ts'
import { JournalEditorPage } from './journal-editor.tsx'
import { editorNoticeOf } from '../shell/markdown-editor.ts'
import type { JournalEditorAnswer } from './journal-editor-model.ts'
import { journalEditorAction, loadJournalEditor } from './journal-editor.server.ts'
import { journalWords } from './journal-text.ts'

/** `new` writes a post; a number edits that one. */
const postIdOf = (param: string | undefined): number | null =>
  param === undefined || param === 'new' ? null : Number(param)

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'content')
  const done = editorNoticeOf(new URL(request.url).searchParams.get('done'))
  return { admin, done, ...(await loadJournalEditor(context, postIdOf(params.id))) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Preview, save, publish and unpublish: plain form posts. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  journalEditorAction(request, context, postIdOf(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    journalWords(locale, args.params.id === 'new' ? 'journal.newTitle' : 'journal.title'),
  )

/** /admin/journal/new and /admin/journal/:id: a journal post's editor (issue 43 item 5). */
export default function AdminJournalPostRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <JournalEditorPage
      admin={loaderData.admin}
      post={loaderData.post}
      options={loaderData.options}
      done={loaderData.done}
      answer={(actionData as JournalEditorAnswer | undefined) ?? null}
    />
  )
}
