import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../../lib/api-failure.ts'
import { callApi } from '../../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../../lib/form-posts/form-post.server.ts'
import { cityIdByName } from '../city-lookup.server.ts'
import { postedCity } from '../editor/editor-values.ts'
import { OFFICE_PAGE_HEADERS } from '../page-headers.ts'
import { tourEditorPath } from '../tour-paths.ts'
import type { OfficeTourKind } from '../tour-types.ts'
import { toursTextFor } from '../tours-text.ts'

/** The new tour form as posted, to draw it again with its messages. */
export type NewTourAnswer = {
  readonly values: {
    readonly title: string
    readonly type: string
    readonly days: string
    readonly city: { readonly id: number | null; readonly name: string }
  }
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

const FIELDS = ['title', 'type', 'start_city_id', 'days']

/**
 * The new tour form (with or without the page's script): a draft with the title, type and start
 * city, then its length, and on to the editor; a refusal shows the form again.
 */
export async function createTourAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const words = toursTextFor(post.shell.locale)
  const values = {
    title: postedText(post.fields, 'title'),
    type: postedText(post.fields, 'type'),
    days: postedText(post.fields, 'days'),
    city: postedCity(post.fields, 'start_city'),
  }
  const refused = (status: number, shown: Pick<NewTourAnswer, 'fieldErrors' | 'message'>) =>
    data<NewTourAnswer>({ values, ...shown }, { status, headers: OFFICE_PAGE_HEADERS })

  const cityId = values.city.id ?? (await cityIdByName(post.api, values.city.name))
  const days = Number(values.days)
  const errors: Record<string, string[]> = {}
  if (cityId === null) errors['start_city_id'] = [words.text('tours.route.chooseCity')]
  if (!Number.isInteger(days) || days < 1) errors['days'] = [words.text('tours.new.daysWrong')]
  if (Object.keys(errors).length > 0 || cityId === null) {
    return refused(400, { fieldErrors: errors, message: null })
  }
  try {
    const tour = await callApi(post.api, 'officeTourCreate', {
      body: { title: values.title, type: values.type as OfficeTourKind, start_city_id: cityId },
    })
    if (tour.days !== days) {
      await callApi(post.api, 'officeTourUpdate', { body: { id: tour.id, days } })
    }
    return post.redirect(words.path(tourEditorPath(tour.id)))
  } catch (error) {
    const failure = apiFailure(error, FIELDS, words.text('tours.failed'))
    return refused(isApiHttpError(error) ? error.status : 503, failure)
  }
}
