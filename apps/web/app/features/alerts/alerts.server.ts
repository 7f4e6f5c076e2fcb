import { isApiHttpError } from '@tourmarket/api-client'
import type { Alert } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import { postedText, readFormPost } from '../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { localizedPath } from '../../routing/localized-paths.ts'

/** Personal pages: never indexed nor cached. */
export const ALERTS_HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' }

export type AlertsPage = {
  readonly alerts: readonly Alert[]
  readonly messengerLinked: boolean
  /** `?tour=` of a favourite not watched yet: the form that turns its alerts on. */
  readonly newTour: { readonly id: number; readonly title: string } | null
}

/** The account's alerts; `?tour=12` (from the favourites) adds the form for that tour. */
export async function loadAlertsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const api = apiClientOf(context)
  const answer = await callApi(api, 'userAlerts', {})
  const tourId = Number(new URL(request.url).searchParams.get('tour'))
  let newTour: AlertsPage['newTour'] = null
  if (
    Number.isSafeInteger(tourId) &&
    tourId > 0 &&
    !answer.data.some((alert) => alert.tour?.id === tourId)
  ) {
    const found = await callApi(api, 'tourGetByIds', { query: { ids: String(tourId) } })
    const card = found.data[0]
    if (card !== undefined) newTour = { id: card.id, title: card.title }
  }
  return data<AlertsPage>(
    { alerts: answer.data, messengerLinked: answer.messenger_linked, newTour },
    { headers: ALERTS_HEADERS },
  )
}

export type AlertsAnswer =
  | { readonly outcome: 'saved' | 'deleted'; readonly id: number }
  | {
      readonly outcome: 'invalid'
      readonly id: number | null
      readonly errors: Readonly<Record<string, readonly string[]>>
    }
  | { readonly outcome: 'failed' | 'signInAgain'; readonly id: number | null }

/** The settings a form posts: boxes ticked or not, the percent when price drops are watched. */
function settingsOf(fields: FormData) {
  const percent = Number(postedText(fields, 'price_drop_percent'))
  return {
    new_dates: fields.has('new_dates'),
    price_drop_percent: fields.has('price_drop') ? percent : null,
    seat_freed: fields.has('seat_freed'),
    delivery:
      postedText(fields, 'delivery') === 'digest' ? ('digest' as const) : ('instant' as const),
    by_messenger: fields.has('by_messenger'),
  }
}

/**
 * Every alerts form, posted with or without JavaScript: turn on a tour's alerts, save a search
 * (the tours page posts here), change or remove an alert. A saved search goes on to this page.
 */
export async function alertsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const intent = postedText(post.fields, 'intent')
  const id = Number(postedText(post.fields, 'id')) || null
  const answer = (status: number, body: AlertsAnswer) =>
    data<AlertsAnswer>(body, { status, headers: ALERTS_HEADERS })
  try {
    if (intent === 'save-search') {
      const saved = await callApi(post.api, 'searchAlertSave', {
        body: {
          query: postedText(post.fields, 'query'),
          label: postedText(post.fields, 'label'),
          new_dates: true,
          price_drop_percent: null,
          seat_freed: false,
          delivery: 'instant',
          by_messenger: false,
        },
      })
      return post.redirect(
        `${localizedPath('/alerts', post.shell.locale)}?saved=${String(saved.id)}#alert-${String(saved.id)}`,
      )
    }
    if (intent === 'watch-tour') {
      const saved = await callApi(post.api, 'tourAlertSave', {
        body: { tour_id: Number(postedText(post.fields, 'tour_id')), ...settingsOf(post.fields) },
      })
      return answer(200, { outcome: 'saved', id: saved.id })
    }
    // The Remove button of an alert's form.
    if (intent === 'update' && post.fields.has('delete') && id !== null) {
      await callApi(post.api, 'alertDelete', { body: { id } })
      return answer(200, { outcome: 'deleted', id })
    }
    if (intent === 'update' && id !== null) {
      await callApi(post.api, 'alertUpdate', {
        body: { id, is_active: post.fields.has('is_active'), ...settingsOf(post.fields) },
      })
      return answer(200, { outcome: 'saved', id })
    }
    return answer(400, { outcome: 'failed', id })
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) {
      return answer(401, { outcome: 'signInAgain', id })
    }
    if (isApiHttpError(error) && error.status === 400) {
      return answer(400, { outcome: 'invalid', id, errors: error.errors })
    }
    if (!isApiHttpError(error)) console.error('alert not saved', error)
    return answer(isApiHttpError(error) ? error.status : 503, { outcome: 'failed', id })
  }
}

export type AlertUnsubscribePage =
  | {
      readonly valid: true
      readonly alerts: readonly { id: number; title: string | null; is_active: boolean }[]
    }
  | { readonly valid: false }

/** The page an alert mail's link opens: which alerts it turns off; a link not ours says so (400). */
export async function loadAlertUnsubscribe(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const state = await callApi(apiClientOf(context), 'alertUnsubscribeState', { query: { token } })
    return data<AlertUnsubscribePage>(
      { valid: true, alerts: state.alerts },
      { headers: ALERTS_HEADERS },
    )
  } catch (error) {
    if (isApiHttpError(error) && error.status === 400) {
      return data<AlertUnsubscribePage>({ valid: false }, { status: 400, headers: ALERTS_HEADERS })
    }
    throw error
  }
}

export type AlertUnsubscribeAnswer = { readonly outcome: 'done' | 'invalid' | 'failed' }

/** 'Turn off', from the page or a mail client's one-click (RFC 8058) post. */
export async function alertUnsubscribeAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const post = await readFormPost(request, context)
  const answer = (status: number, outcome: AlertUnsubscribeAnswer['outcome']) =>
    data<AlertUnsubscribeAnswer>({ outcome }, { status, headers: ALERTS_HEADERS })
  try {
    await callApi(post.api, 'alertUnsubscribe', { body: { token } })
    return answer(200, 'done')
  } catch (error) {
    if (isApiHttpError(error) && error.status === 400) return answer(400, 'invalid')
    console.error('alert unsubscribe failed', error)
    return answer(503, 'failed')
  }
}
