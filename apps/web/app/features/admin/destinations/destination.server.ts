import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiFailure } from '../../../lib/api-failure.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import { destinationTextFor } from './destinations-text.ts'

type Context = Readonly<RouterContextProvider>

/** The destination form's text fields, named as the API names them. */
export const destinationFields = ['description', 'description_ru'] as const
export type DestinationField = (typeof destinationFields)[number]

/** What a refused post shows: what was typed, the API's words under fields, and a message. */
export type DestinationAnswer = {
  readonly posted: Readonly<Record<DestinationField, string>>
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

export async function loadDestination(context: Context, id: number) {
  return callApi(apiClientOf(context), 'adminDestination', { query: { id } }).catch(refusedObject)
}

/**
 * The destination page's plain form post: its descriptions and cover. Saved, the page opens again
 * with a notice (a fresh GET); refused, the form shows again with the API's words under its fields.
 */
export async function destinationAction(request: Request, context: Context, id: number) {
  const post = await readFormPost(request, context)
  const { text, path } = destinationTextFor(post.shell.locale)
  const posted = {
    description: postedText(post.fields, 'description'),
    description_ru: postedText(post.fields, 'description_ru'),
  }
  try {
    const cover = postedText(post.fields, 'cover')
    await callApi(post.api, 'adminDestinationSave', {
      body: { id, ...posted, cover: cover === '' ? null : cover },
    })
    return post.redirect(`${path(`/admin/destinations/${String(id)}`)}?done=saved`)
  } catch (error) {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    const failure = apiFailure(error, [...destinationFields, 'cover'], text('destination.failed'))
    return data<DestinationAnswer>(
      { posted, fieldErrors: failure.fieldErrors, message: failure.message },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
}
