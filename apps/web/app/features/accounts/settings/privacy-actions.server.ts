import { isApiHttpError } from '@tourmarket/api-client'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { serializeCookie } from '../../../lib/cookies.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { SESSION_COOKIE_DEFINITION } from '../../../lib/session-cookie.ts'
import { MAIL_PREFERENCES_HEADERS } from '../mail-preferences/mail-preferences.server.ts'
import {
  ACCOUNT_CODE_INTENT,
  ACCOUNT_DELETE_INTENT,
  isPurpose,
  privacyFailureOf,
  type PrivacyAnswer,
} from './privacy-answer.ts'

/** The posted intent of a settings form, read from a copy so the action can still read the body. */
export async function postedIntent(request: Request): Promise<string> {
  const fields = await request.clone().formData()
  return postedText(fields, 'intent')
}

/**
 * "Send me a code" and "Delete my account", posted as real forms (they work before the page's
 * script and without it). A deletion signs the browser out: the session cookie goes with the
 * redirect to the sign-in page, which says the account is deleted.
 */
export async function privacyAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const intent = postedText(post.fields, 'intent')
  const purpose = postedText(post.fields, 'purpose')
  const answer = (status: number, body: PrivacyAnswer) =>
    data<PrivacyAnswer>(body, { status, headers: MAIL_PREFERENCES_HEADERS })
  if (intent === ACCOUNT_CODE_INTENT) {
    if (!isPurpose(purpose)) return answer(400, { intent, purpose: 'export', outcome: 'failed' })
    try {
      await callApi(post.api, 'accountCode', { body: { purpose } })
      return answer(200, { intent, purpose, outcome: 'sent' })
    } catch (error) {
      return answer(isApiHttpError(error) ? error.status : 503, {
        intent,
        purpose,
        outcome: privacyFailureOf(error),
      })
    }
  }
  try {
    await callApi(post.api, 'accountDelete', { body: { code: postedText(post.fields, 'code') } })
  } catch (error) {
    return answer(isApiHttpError(error) ? error.status : 503, {
      intent: ACCOUNT_DELETE_INTENT,
      purpose: 'delete',
      outcome: privacyFailureOf(error),
    })
  }
  const signedOut = serializeCookie(SESSION_COOKIE_DEFINITION, null, { secure: post.shell.secure })
  return post.redirect(`${localizedPath('/login', post.shell.locale)}?account=deleted`, [signedOut])
}
