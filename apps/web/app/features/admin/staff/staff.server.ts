import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailureMessage } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import { staffTextFor } from './staff-text.ts'

/** A refused reset: the page again with the API's message. */
export type StaffAnswer = { readonly message: string }

/**
 * The staff page's form (with or without the script): reset the second factor of the account
 * posted, then back to the page naming whose it was (a fresh GET: a reload repeats nothing).
 */
export async function staffAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const words = staffTextFor(post.shell.locale)
  const id = Number(postedText(post.fields, 'id'))
  try {
    const member = await callApi(post.api, 'adminStaffSecondFactorReset', { body: { id } })
    const who = member.email ?? String(member.id)
    return post.redirect(`${words.path('/admin/staff')}?${new URLSearchParams({ reset: who })}`)
  } catch (error) {
    if (isApiHttpError(error) && [401, 403].includes(error.status)) refusedObject(error)
    return data<StaffAnswer>(
      { message: apiFailureMessage(error, words.text('staff.failed')) },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
}
