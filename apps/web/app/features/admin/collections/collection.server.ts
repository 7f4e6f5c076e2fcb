import { adminCollectionTourMoves } from '@tourmarket/contracts'
import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiFailure } from '../../../lib/api-failure.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import { collectionFields, type CollectionAnswer } from './collection-model.ts'
import { collectionTextFor } from './collections-text.ts'

type Context = Readonly<RouterContextProvider>

/** The collection, with the tours matching `find` to add. */
export async function loadCollection(context: Context, id: number, find: string) {
  return callApi(apiClientOf(context), 'adminCollection', { query: { id, find } }).catch(
    refusedObject,
  )
}

const isMove = (value: string): value is (typeof adminCollectionTourMoves)[number] =>
  (adminCollectionTourMoves as readonly string[]).includes(value)

/**
 * The collection page's plain form posts: `save` (texts and cover), `publish` or `hide`, and a
 * tour's move (add, remove, up, down, top). Each opens the page again with a notice (a fresh GET, so a reload
 * repeats nothing); a refusal shows the form again with the API's words under its fields.
 */
export async function collectionAction(request: Request, context: Context, id: number) {
  const post = await readFormPost(request, context)
  const { locale } = post.shell
  const { text, path } = collectionTextFor(locale)
  const posted = Object.fromEntries(
    collectionFields.map((field) => [field, postedText(post.fields, field)]),
  ) as CollectionAnswer['posted']
  const intent = postedText(post.fields, 'intent')
  const pagePath = path(`/admin/collections/${String(id)}`)
  try {
    if (intent === 'save') {
      const cover = postedText(post.fields, 'cover')
      await callApi(post.api, 'adminCollectionSave', {
        body: {
          id,
          name: posted.name,
          name_ru: posted.name_ru,
          description: posted.description,
          description_ru: posted.description_ru,
          cover: cover === '' ? null : cover,
        },
      })
      return post.redirect(`${pagePath}?done=saved`)
    }
    if (intent === 'publish' || intent === 'hide') {
      await callApi(post.api, 'adminCollectionPublish', {
        body: { id, published: intent === 'publish' },
      })
      return post.redirect(`${pagePath}?done=${intent === 'publish' ? 'published' : 'hidden'}`)
    }
    const move = postedText(post.fields, 'move')
    await callApi(post.api, 'adminCollectionTours', {
      body: {
        id,
        // A tampered post goes as sent: the API names the field.
        tour_id: Number(postedText(post.fields, 'tour_id')),
        move: isMove(move) ? move : ('' as 'up'),
      },
    })
    return post.redirect(`${pagePath}?done=moved#tours`)
  } catch (error) {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    const failure = apiFailure(error, [...collectionFields, 'cover'], text('collection.failed'))
    return data<CollectionAnswer>(
      {
        posted,
        fieldErrors: failure.fieldErrors,
        message:
          failure.message ??
          (intent === 'save' ? null : (Object.values(failure.fieldErrors)[0]?.[0] ?? null)),
      },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
}
