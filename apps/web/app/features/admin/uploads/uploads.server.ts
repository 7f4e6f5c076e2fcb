import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import type { UploadAnswer, UploadNotice } from './uploads-model.ts'
import { uploadsTextFor } from './uploads-text.ts'

/** Back to the list the post came from (its filter and page kept) with the notice. */
function backWith(request: Request, done: UploadNotice): string {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  for (const name of ['_routes', 'index', 'done']) url.searchParams.delete(name)
  url.searchParams.set('done', done)
  return `${url.pathname}?${url.searchParams.toString()}`
}

/**
 * The uploads page's forms: a photo hidden with a reason or restored, then back to the same list
 * with a notice, or the list again with the form's messages.
 */
export async function uploadsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const words = uploadsTextFor(post.shell.locale)
  const key = postedText(post.fields, 'key')
  const hide = postedText(post.fields, 'verb') === 'hide'
  const reason = hide ? postedText(post.fields, 'reason') : ''
  try {
    await callApi(post.api, 'adminUploadModerate', {
      body: { key, action: hide ? 'hide' : 'restore', reason },
    })
  } catch (error) {
    if (isApiHttpError(error) && [401, 403].includes(error.status)) refusedObject(error)
    return data<UploadAnswer>(
      { key, reason, ...apiFailure(error, ['reason'], words.text('uploads.failed')) },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(backWith(request, hide ? 'hide' : 'restore'))
}
