import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../../lib/api-failure.ts'
import { callApi } from '../../../../lib/api-call.ts'
import { IMAGE_UPLOAD_MAX_BYTES } from '@tourmarket/contracts/limits'
import { readFormPost, type FormPost } from '../../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../../lib/shell-context.server.ts'
import { cityIdByName } from '../city-lookup.server.ts'
import { OFFICE_PAGE_HEADERS } from '../page-headers.ts'
import type { OfficeTour, OfficeTourUpdate } from '../tour-types.ts'
import { toursTextFor } from '../tours-text.ts'
import {
  basicsBody,
  cancellationBody,
  descriptionBody,
  EXTRA_COSTS_CURRENCY,
  extraCostsBody,
  includedBody,
  meetingBody,
  photosBody,
  postedCancellation,
  postedExtraCosts,
  postedIncluded,
  postedPhotos,
  postedProgram,
  postedRoute,
  programBody,
  questionsBody,
  type CityValue,
} from './editor-values.ts'
import { LIST_EDIT_FIELD, parseListEdit } from './list-edit.ts'
import { editorIntents, type EditorAnswer, type EditorIntent } from './editor-answer.ts'
import { missingOf, uploadRefusal } from './editor-refusals.ts'

/** A tour the account may not edit (another organizer's) or that is not there: the §8 screens. */
function refusedTour(error: unknown): never {
  if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) {
    throw new Response(null, { status: error.status === 401 ? 403 : error.status })
  }
  throw error
}

/** The tour, and the choices its fields offer, for the editor. */
export async function loadTourEditor(context: Readonly<RouterContextProvider>, id: number) {
  const api = apiClientOf(context)
  try {
    const [tour, options] = await Promise.all([
      callApi(api, 'officeTourView', { query: { id } }),
      callApi(api, 'officeTourOptions'),
    ])
    return { tour, options }
  } catch (error) {
    return refusedTour(error)
  }
}

function isIntent(value: string): value is EditorIntent {
  return (editorIntents as readonly string[]).includes(value)
}

type Answered = Omit<EditorAnswer, 'intent'>

const IMAGE_MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)

/** Posted fields no message is shown under: the form's controls and the hidden ids. */
const UNSHOWN_FIELD = /^(?:intent|list_edit)$|\.(?:id|media_id|chosen)$/

/**
 * The API's names of fields a section shows messages under, beside the names it posts: a ticked
 * box's list, a city's id, a day's photo, an item of a list.
 */
const SHOWN_API_FIELDS: Partial<Record<EditorIntent, readonly string[]>> = {
  basics: ['group_size', 'accommodation', 'language_ids', 'rest_kind_ids', 'is_on_request'],
  route: ['start_city_id', 'route_city_ids'],
  program: ['program'],
  included: [
    'included',
    'included_ru',
    'not_included',
    'not_included_ru',
    'know_before_you_go',
    'know_before_you_go_ru',
    'accessibility',
    'accessibility_ru',
    'extra_costs',
  ],
}

/** The fields of a section a refusal's messages can go under; the others make its message. */
function shownFields(intent: EditorIntent, fields: FormData, error: unknown): string[] {
  const posted = [...new Set(fields.keys())].filter((name) => !UNSHOWN_FIELD.test(name))
  const prefixes = SHOWN_API_FIELDS[intent] ?? []
  const named = isApiHttpError(error) ? Object.keys(error.errors) : []
  const shown = named.filter((name) =>
    prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}.`)),
  )
  return [...posted, ...shown]
}

/** The §8 refusal of a call as the section shows it: messages under its fields, one above. */
function failed(
  intent: EditorIntent,
  error: unknown,
  fields: FormData,
  fallback: string,
): Answered {
  const failure = apiFailure(error, shownFields(intent, fields, error), fallback)
  return { outcome: 'failed', fieldErrors: failure.fieldErrors, message: failure.message }
}

/** The route's cities with ids: a city posted by name is looked up; one not found is an error. */
async function routeBody(
  api: ApiClient,
  fields: FormData,
  chooseCity: string,
): Promise<{ body: OfficeTourUpdate } | { errors: Record<string, string[]> }> {
  const route = postedRoute(fields)
  const idOf = async (city: CityValue) => city.id ?? (await cityIdByName(api, city.name))
  const start = await idOf(route.start)
  // A row left empty is dropped; a row's message goes under it, by its place in the form.
  const cities = await Promise.all(
    route.cities.map(async (city) => (city.name === '' ? undefined : await idOf(city))),
  )
  const errors: Record<string, string[]> = {}
  if (start === null) errors['start_city_id'] = [chooseCity]
  cities.forEach((city, index) => {
    if (city === null) errors[`route_city_ids.${String(index)}`] = [chooseCity]
  })
  const ids = cities.filter((city) => typeof city === 'number')
  if (Object.keys(errors).length > 0 || start === null) return { errors }
  return { body: { start_city_id: start, route_city_ids: ids } }
}

const updateIntents: Partial<
  Record<EditorIntent, (fields: FormData, russian: boolean) => OfficeTourUpdate>
> = {
  basics: basicsBody,
  description: descriptionBody,
  program: (fields) => programBody(postedProgram(fields)),
  included: (fields) => ({
    ...includedBody(postedIncluded(fields)),
    ...extraCostsBody(postedExtraCosts(fields), textOf(fields, EXTRA_COSTS_CURRENCY)),
  }),
  questions: questionsBody,
  meeting: meetingBody,
  cancellation: (fields) => cancellationBody(postedCancellation(fields)),
}

/** The images of a photo form posted without a script, each sent to photo-upload in turn. */
async function uploadPostedPhotos(
  post: FormPost,
  tourId: number,
  words: ReturnType<typeof toursTextFor>,
): Promise<Answered | null> {
  const files = post.fields
    .getAll('image')
    .filter((file): file is File => typeof file !== 'string' && file.size > 0)
  if (files.length === 0) {
    return {
      outcome: 'failed',
      fieldErrors: { image: [words.text('tours.photos.missing')] },
      message: null,
    }
  }
  for (const file of files) {
    const body = new FormData()
    body.append('id', String(tourId))
    body.append('image', file, file.name)
    try {
      await callApi(post.api, 'officeTourPhotoUpload', { body })
    } catch (error) {
      const refusal = uploadRefusal(error)
      const reason =
        refusal === 'type'
          ? words.text('tours.photos.wrongType')
          : refusal === 'size'
            ? words.text('tours.photos.tooBig', { size: IMAGE_MEGABYTES })
            : (apiFailure(error, [], words.text('tours.failed')).message ?? '')
      return {
        outcome: 'failed',
        fieldErrors: { image: [`${file.name}: ${reason}`] },
        message: null,
      }
    }
  }
  return null
}

/** The posted text fields, to draw a refused or moved section as it was sent. */
function postedOf(fields: FormData): Record<string, string[]> {
  const posted: Record<string, string[]> = {}
  for (const [name, value] of fields.entries()) {
    if (typeof value !== 'string') continue
    ;(posted[name] ??= []).push(value)
  }
  return posted
}

function textOf(fields: FormData, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value : ''
}

/** A question added needs both halves; the API would name the list's index, not these fields. */
function newQuestionErrors(fields: FormData, required: string): Record<string, string[]> | null {
  const question = textOf(fields, 'new_question').trim()
  const answer = textOf(fields, 'new_answer').trim()
  if ((question === '') === (answer === '')) return null
  return question === '' ? { new_question: [required] } : { new_answer: [required] }
}

/**
 * Figures that are not amounts ('12,5 €', 'abc'): JSON would send them as null, which means
 * "estimate it", so they are refused here, under their field, before the API is asked.
 */
function extraCostErrors(fields: FormData, message: string): Record<string, string[]> | null {
  const body = extraCostsBody(postedExtraCosts(fields), textOf(fields, EXTRA_COSTS_CURRENCY))
  const errors: Record<string, string[]> = {}
  for (const [kind, figure] of Object.entries(body.extra_costs ?? {})) {
    if (Number.isNaN(figure)) errors[`extra_costs.${kind}`] = [message]
  }
  return Object.keys(errors).length === 0 ? null : errors
}

/**
 * A section of the editor posted (with a script or without): a list move shows the section again
 * with the move made and nothing saved; otherwise the section's fields go to the API, and the
 * section shows its notice, or the refusal under the fields it names with what was posted.
 */
export async function tourEditorAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  tourId: number,
) {
  const post = await readFormPost(request, context)
  const { fields, api } = post
  const words = toursTextFor(post.shell.locale)
  const fallback = words.text('tours.failed')
  const intentValue = textOf(fields, 'intent')
  const intent: EditorIntent = isIntent(intentValue) ? intentValue : 'basics'
  const answer = (status: number, answered: Answered) =>
    data<EditorAnswer>({ intent, ...answered }, { status, headers: OFFICE_PAGE_HEADERS })
  if (!isIntent(intentValue)) return answer(400, failed(intent, null, fields, fallback))

  const move = parseListEdit(textOf(fields, LIST_EDIT_FIELD))
  if (move !== null) {
    return answer(200, {
      outcome: 'edited',
      fieldErrors: {},
      message: null,
      posted: postedOf(fields),
      move,
    })
  }
  const refusedFields = (fieldErrors: Record<string, string[]>) =>
    answer(400, {
      outcome: 'failed',
      fieldErrors,
      message: words.text('tours.editor.fix'),
      posted: postedOf(fields),
    })
  const saved = (tour: OfficeTour) =>
    answer(200, { outcome: 'saved', fieldErrors: {}, message: null, status: tour.status })

  try {
    switch (intent) {
      case 'status': {
        const status = textOf(fields, 'status') as OfficeTour['status']
        return saved(await callApi(api, 'officeTourSetStatus', { body: { id: tourId, status } }))
      }
      case 'photo-upload': {
        const refused = await uploadPostedPhotos(post, tourId, words)
        if (refused !== null) return answer(400, refused)
        return saved(await callApi(api, 'officeTourView', { query: { id: tourId } }))
      }
      case 'photos': {
        const tour = await callApi(api, 'officeTourView', { query: { id: tourId } })
        const body = photosBody(postedPhotos(fields, tour))
        return saved(await callApi(api, 'officeTourPhotos', { body: { id: tourId, ...body } }))
      }
      case 'route': {
        const route = await routeBody(api, fields, words.text('tours.route.chooseCity'))
        if ('errors' in route) return refusedFields(route.errors)
        return saved(
          await callApi(api, 'officeTourUpdate', { body: { id: tourId, ...route.body } }),
        )
      }
      default: {
        if (intent === 'questions') {
          const missingHalf = newQuestionErrors(fields, words.t('validation.required'))
          if (missingHalf !== null) return refusedFields(missingHalf)
        }
        if (intent === 'included') {
          const notAmounts = extraCostErrors(fields, words.text('tours.extraCosts.notAmount'))
          if (notAmounts !== null) return refusedFields(notAmounts)
        }
        const { offered_locales } = await callApi(api, 'officeTourOptions')
        const body = updateIntents[intent]?.(fields, offered_locales.includes('ru')) ?? {}
        return saved(await callApi(api, 'officeTourUpdate', { body: { id: tourId, ...body } }))
      }
    }
  } catch (error) {
    if (isApiHttpError(error) && error.code === 'tour_not_found') return refusedTour(error)
    const missing = missingOf(error)
    return answer(isApiHttpError(error) ? error.status : 503, {
      ...failed(intent, error, fields, fallback),
      posted: postedOf(fields),
      ...(missing === null ? {} : { missing }),
    })
  }
}
