import { isApiHttpError } from '@tourmarket/api-client'
import {
  optionalMailKinds,
  type MailSubscription,
  type OptionalMailKind,
} from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'

/** Personal pages: never indexed nor cached. */
export const MAIL_PREFERENCES_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'private, no-store',
}

/** The settings' form intent of the Notifications section. */
export const MAIL_PREFERENCES_INTENT = 'mail-preferences'

export type MailPreferencesAnswer =
  | { readonly outcome: 'saved'; readonly subscriptions: readonly MailSubscription[] }
  | { readonly outcome: 'failed' | 'signInAgain' }

/**
 * The account's optional mails for the settings page, read with the page's session; null when
 * the session cannot be used here (an expired token), and the section then asks in the browser.
 */
export async function loadMailSubscriptions(
  context: Readonly<RouterContextProvider>,
): Promise<readonly MailSubscription[] | null> {
  try {
    return (await callApi(apiClientOf(context), 'mailPreferences', {})).data
  } catch (error) {
    if (isApiHttpError(error)) return null
    throw error
  }
}

function isOptionalMailKind(value: unknown): value is OptionalMailKind {
  return optionalMailKinds.some((kind) => kind === value)
}

/** The Notifications form posted (with or without JavaScript): the ticked kinds are received. */
export async function saveMailPreferences(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  const subscribed = post.fields.getAll('subscribed_kinds').filter(isOptionalMailKind)
  const answer = (status: number, body: MailPreferencesAnswer) =>
    data<MailPreferencesAnswer>(body, { status, headers: MAIL_PREFERENCES_HEADERS })
  try {
    const saved = await callApi(post.api, 'updateMailPreferences', {
      body: { subscribed_kinds: subscribed },
    })
    return answer(200, { outcome: 'saved', subscriptions: saved.data })
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) {
      return answer(401, { outcome: 'signInAgain' })
    }
    if (!isApiHttpError(error)) console.error('mail preferences were not saved', error)
    return answer(isApiHttpError(error) ? error.status : 503, { outcome: 'failed' })
  }
}

export type UnsubscribePage =
  | { readonly valid: true; readonly token: string; readonly subscription: MailSubscription }
  | { readonly valid: false }

/** The unsubscribe page: what the link turns off; a link that is not ours says so (400). */
export async function loadUnsubscribePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const subscription = await callApi(apiClientOf(context), 'mailUnsubscribeState', {
      query: { token },
    })
    return data<UnsubscribePage>(
      { valid: true, token, subscription },
      { headers: MAIL_PREFERENCES_HEADERS },
    )
  } catch (error) {
    if (isApiHttpError(error) && error.status === 400) {
      return data<UnsubscribePage>(
        { valid: false },
        { status: 400, headers: MAIL_PREFERENCES_HEADERS },
      )
    }
    throw error
  }
}

export type UnsubscribeAnswer =
  | { readonly outcome: 'done'; readonly subscription: MailSubscription }
  | { readonly outcome: 'invalid' | 'failed' }

/**
 * 'Unsubscribe' posted from the page (with or without JavaScript) or by a mail client's own
 * button (RFC 8058 one-click posts `List-Unsubscribe=One-Click` here, without an Origin).
 */
export async function unsubscribeAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const post = await readFormPost(request, context)
  const answer = (status: number, body: UnsubscribeAnswer) =>
    data<UnsubscribeAnswer>(body, { status, headers: MAIL_PREFERENCES_HEADERS })
  try {
    const subscription = await callApi(post.api, 'mailUnsubscribe', { body: { token } })
    return answer(200, { outcome: 'done', subscription })
  } catch (error) {
    if (isApiHttpError(error) && error.status === 400) return answer(400, { outcome: 'invalid' })
    console.error('mail unsubscribe failed', error)
    return answer(503, { outcome: 'failed' })
  }
}
