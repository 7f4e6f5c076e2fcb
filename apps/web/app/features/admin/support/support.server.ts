import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import type { SupportAnswer, SupportNotice } from './support-model.ts'
import { supportTextFor } from './support-text.ts'

type Context = Readonly<RouterContextProvider>

/**
 * The page the post came from (its filters kept) with the notice; the script's post asks for
 * React Router's data path, so its suffix and parameters go (and a canned answer picked for the
 * reply that was just sent).
 */
function backWith(request: Request, done: SupportNotice): string {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  for (const name of ['_routes', 'index', 'done', 'canned']) url.searchParams.delete(name)
  url.searchParams.set('done', done)
  return `${url.pathname}?${url.searchParams.toString()}`
}

/**
 * Every Support page's forms (with or without the script), told apart by `intent`: assign a
 * chat, reply in it (the chat's own send call, after marking it read), save or delete a canned
 * answer, change a help request's status. Then back to the page with a notice, or the page again
 * with the form's messages.
 */
export async function supportAction(request: Request, context: Context) {
  const post = await readFormPost(request, context)
  const words = supportTextFor(post.shell.locale)
  const intent = postedText(post.fields, 'intent')
  const objectId = Number(postedText(post.fields, 'object_id'))
  const values: Record<string, string> = {}
  let fields: string[] = []
  let done: SupportNotice
  try {
    switch (intent) {
      case 'assign': {
        const agent = postedText(post.fields, 'agent')
        await callApi(post.api, 'adminSupportAssign', {
          body: { chat_id: objectId, user_id: agent === '' ? null : Number(agent) },
        })
        done = agent === '' ? 'unassign' : 'assign'
        break
      }
      case 'reply': {
        values.message = postedText(post.fields, 'message')
        fields = ['message']
        await callApi(post.api, 'chatMarkAsRead', { body: { chat_id: objectId } })
        await callApi(post.api, 'chatSendMessage', {
          body: { chat_id: objectId, message: values.message },
        })
        done = 'reply'
        break
      }
      case 'canned-save': {
        values.title = postedText(post.fields, 'title')
        values.text = postedText(post.fields, 'text')
        fields = ['title', 'text']
        await callApi(post.api, 'adminCannedAnswerSave', {
          body: {
            ...(objectId > 0 ? { id: objectId } : {}),
            title: values.title,
            text: values.text,
          },
        })
        done = 'canned-save'
        break
      }
      case 'canned-delete':
        await callApi(post.api, 'adminCannedAnswerDelete', { body: { id: objectId } })
        done = 'canned-delete'
        break
      default: {
        const status = postedText(post.fields, 'status')
        await callApi(post.api, 'adminHelpRequestStatus', {
          body: { id: objectId, status: status as 'new' | 'in_progress' | 'done' },
        })
        done = 'status'
      }
    }
  } catch (error) {
    if (isApiHttpError(error) && [401, 403].includes(error.status)) refusedObject(error)
    return data<SupportAnswer>(
      {
        form: `${intent}-${String(objectId)}`,
        values,
        ...apiFailure(error, fields, words.text('support.failed')),
      },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(backWith(request, done))
}
