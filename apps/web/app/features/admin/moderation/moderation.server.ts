import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import {
  moderationFormKey,
  type ModerationAnswer,
  type ModerationNotice,
} from './moderation-model.ts'
import { moderationTextFor } from './moderation-text.ts'

type Context = Readonly<RouterContextProvider>

/**
 * The page the post came from (its list filters kept) with the notice: the script's post asks
 * for React Router's data path, so its suffix and parameters go.
 */
function backWith(request: Request, done: ModerationNotice): string {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  for (const name of ['_routes', 'index', 'done']) url.searchParams.delete(name)
  url.searchParams.set('done', done)
  return `${url.pathname}?${url.searchParams.toString()}`
}

/**
 * The moderation pages' forms (with or without the script): a review or its reply hidden with a
 * reason or restored; a reported tour hidden with a reason or its reports dismissed. Then back to
 * the same list with a notice (a fresh GET), or the list again with the form's messages.
 */
export async function moderationAction(request: Request, context: Context) {
  const post = await readFormPost(request, context)
  const words = moderationTextFor(post.shell.locale)
  const id = Number(postedText(post.fields, 'object_id'))
  const target = postedText(post.fields, 'kind')
  const act = postedText(post.fields, 'verb')
  const reason = postedText(post.fields, 'reason')
  const hide = act === 'hide'
  const kind = target === 'tour' ? 'tour' : target === 'reply' ? 'reply' : 'review'
  let done: ModerationNotice
  try {
    if (kind === 'tour') {
      await callApi(post.api, 'adminComplaintResolve', {
        body: { tour_id: id, action: hide ? 'hide' : 'dismiss', reason: hide ? reason : '' },
      })
      done = hide ? 'hide' : 'dismiss'
    } else {
      await callApi(post.api, 'adminReviewModerate', {
        body: { id, target: kind, action: hide ? 'hide' : 'restore', reason: hide ? reason : '' },
      })
      done = `${kind}-${hide ? 'hide' : 'restore'}`
    }
  } catch (error) {
    if (isApiHttpError(error) && [401, 403].includes(error.status)) refusedObject(error)
    return data<ModerationAnswer>(
      {
        form: moderationFormKey(kind, id),
        reason,
        ...apiFailure(error, ['reason'], words.text('moderation.failed')),
      },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(backWith(request, done))
}
