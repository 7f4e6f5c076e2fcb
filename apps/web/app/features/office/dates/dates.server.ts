import { isApiHttpError } from '@tourmarket/api-client'
import type { OfficeDateList } from '@tourmarket/contracts'
import { seriesStartDates } from '@tourmarket/domain/office'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { loadOffice } from '../shell/office-loader.server.ts'
import {
  formFieldOf,
  postedDay,
  postedWeekdays,
  termsFromForm,
  type FormProblems,
  type PostedValues,
} from './date-form-values.ts'
import { datesTextFor, type DatesMessageKey } from './dates-text.ts'

type Context = Readonly<RouterContextProvider>

/** The forms of the page, each answered beside itself. */
export type DatesFormId = 'add' | 'series' | 'edit' | 'row'

/** What a change did, said once the page shows again (`?done=`). */
export const datesDoneNotices = [
  'created',
  'series',
  'updated',
  'closed',
  'reopened',
  'deleted',
] as const
export type DatesDone = (typeof datesDoneNotices)[number]

/** A refused form, shown again with what was typed and each refusal under its field. */
export type DatesActionAnswer = {
  readonly form: DatesFormId
  readonly values: PostedValues
  readonly fieldErrors: Readonly<Record<string, string>>
  readonly message: string | null
  /** The series form's count, asked for with "Count the dates". */
  readonly seriesCount: number | null
}

function recordId(value: string | null): number | null {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/** The page: the office frame, the tour's dates, the date being edited and the notice of a change. */
export async function loadDatesPage(context: Context, request: Request, tourId: string) {
  const office = await loadOffice(context, request)
  const id = recordId(tourId)
  if (id === null) throw notFound()
  let dates: OfficeDateList
  try {
    dates = await callApi(apiClientOf(context), 'officeDateList', { query: { tour_id: id } })
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 403)) throw notFound()
    throw error
  }
  const search = new URL(request.url).searchParams
  const editId = recordId(search.get('edit'))
  const done = datesDoneNotices.find((notice) => notice === search.get('done')) ?? null
  return {
    office,
    dates,
    editing: dates.data.find((date) => date.id === editId) ?? null,
    done,
    count: recordId(search.get('count')) ?? 0,
  }
}

function refusalKey(code: string | undefined): DatesMessageKey {
  switch (code) {
    case 'tour_date_not_found':
    case 'tour_not_found':
      return 'dates.error.gone'
    case 'forbidden':
      return 'dates.error.forbidden'
    case 'captcha_required':
      return 'dates.error.tooMany'
    case 'validation_failed':
      return 'dates.error.form'
    default:
      return 'dates.error.generic'
  }
}

/**
 * The page's forms, posted natively (they work before hydration and without JavaScript): add a
 * date, add a series (or count its dates first), edit, close, reopen, delete. A change comes back
 * to the page with its notice (303); a refusal shows the page again with the reasons by field.
 */
export async function datesAction(request: Request, context: Context, tourIdParam: string) {
  const tourId = recordId(tourIdParam)
  if (tourId === null) throw notFound()
  const post = await readFormPost(request, context)
  const { text, path } = datesTextFor(post.shell.locale)
  const values: Record<string, string> = {}
  for (const name of new Set(post.fields.keys())) values[name] = postedText(post.fields, name)
  const intent = values.intent ?? ''
  const form: DatesFormId =
    intent === 'add' || intent === 'edit'
      ? intent
      : intent === 'series' || intent === 'series-preview'
        ? 'series'
        : 'row'
  const page = path(`/office/tours/${String(tourId)}/dates`)
  const back = (done: DatesDone, count?: number) =>
    post.redirect(`${page}?done=${done}${count === undefined ? '' : `&count=${String(count)}`}`)
  const refuse = (
    status: number,
    fieldErrors: Readonly<Record<string, string>>,
    message: string | null,
    seriesCount: number | null = null,
  ) => data<DatesActionAnswer>({ form, values, fieldErrors, message, seriesCount }, { status })
  const wordsOf = (problems: FormProblems): Record<string, string> => {
    const words: Record<string, string> = {}
    for (const [field, key] of Object.entries(problems))
      if (key !== undefined) words[field] = text(key)
    return words
  }

  const weekdays = postedWeekdays(post.fields)
  // Ticked boxes share one name: kept together, so a refused series shows them ticked again.
  values.weekdays = weekdays.join(',')
  if (intent === 'series-preview') {
    const from = postedDay(values, 'from')
    const to = postedDay(values, 'to')
    const series =
      from === null || to === null
        ? null
        : seriesStartDates({ from, to }, { kind: 'weekly', weekdays })
    return refuse(200, {}, null, series?.ok === true ? series.dates.length : 0)
  }

  const dateId = recordId(values.id ?? null)
  try {
    if (intent === 'add' || intent === 'series' || intent === 'edit') {
      const { terms, problems } = termsFromForm(values)
      // A booked date's start is locked: its form posts none, and the start stays.
      const start = intent === 'series' ? null : postedDay(values, 'start')
      if (
        start === null &&
        (intent === 'add' || (intent === 'edit' && values.start !== undefined))
      ) {
        problems.start = 'dates.error.date'
      }
      if (intent === 'series') {
        if (postedDay(values, 'from') === null) problems.from = 'dates.error.date'
        if (postedDay(values, 'to') === null) problems.to = 'dates.error.date'
      }
      if (Object.keys(problems).length > 0) {
        return refuse(400, wordsOf(problems), text('dates.error.form'))
      }
      if (intent === 'add' && start !== null) {
        await callApi(post.api, 'officeDateCreate', { body: { ...terms, tour_id: tourId, start } })
        return back('created')
      }
      if (intent === 'series') {
        const created = await callApi(post.api, 'officeDateCreateSeries', {
          body: {
            ...terms,
            tour_id: tourId,
            from: values.from ?? '',
            to: values.to ?? '',
            weekdays,
          },
        })
        return back('series', created.created)
      }
      if (intent === 'edit' && dateId !== null) {
        await callApi(post.api, 'officeDateUpdate', {
          body: { ...terms, id: dateId, ...(start === null ? {} : { start }) },
        })
        return back('updated')
      }
    }
    if (dateId !== null && intent === 'close') {
      await callApi(post.api, 'officeDateClose', { body: { id: dateId } })
      return back('closed')
    }
    if (dateId !== null && intent === 'reopen') {
      await callApi(post.api, 'officeDateReopen', { body: { id: dateId } })
      return back('reopened')
    }
    if (dateId !== null && intent === 'delete') {
      await callApi(post.api, 'officeDateDelete', { body: { id: dateId } })
      return back('deleted')
    }
  } catch (error) {
    if (!isApiHttpError(error) || error.status >= 500 || error.status === 401) throw error
    const fieldErrors: Record<string, string> = {}
    for (const [field, messages] of Object.entries(error.errors)) {
      const [first] = messages
      if (first !== undefined) fieldErrors[formFieldOf(field)] = first
    }
    const named = Object.keys(fieldErrors).length > 0
    // A refusal with a message of its own (seats below those sold, a booked date) says it as is.
    const message =
      error.code === 'seats_below_sold' || error.code === 'tour_date_has_bookings'
        ? error.message
        : text(refusalKey(named ? 'validation_failed' : error.code))
    return refuse(error.status, fieldErrors, message)
  }
  return refuse(400, {}, text('dates.error.generic'))
}
