import { isApiHttpError } from '@tourmarket/api-client'
import type { AdminSecondFactor } from '@tourmarket/contracts'
import { bearer } from '@tourmarket/domain/session'
import QRCode from 'qrcode'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { apiFailure, type ApiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { serializeCookie } from '../../../lib/cookies.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { SESSION_COOKIE_DEFINITION } from '../../../lib/session-cookie.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import {
  ADMIN_PAGE_HEADERS,
  adminBackPath,
  notForThisAccount,
} from '../shell/admin-loader.server.ts'
import { adminTextFor } from '../shell/admin-text.ts'

type Context = Readonly<RouterContextProvider>

export type AdminSignInPage =
  | { readonly kind: 'restoring' }
  | {
      readonly kind: 'ready'
      readonly factor: AdminSecondFactor
      /** The otpauth URI as a QR code (SVG drawn on the server), when enrolling. */
      readonly qrSvg: string | null
    }

/**
 * Issue 43 item 8: the staff sign-in's second step. A staff account signed in without its code
 * enrols (the QR code, the URI and the secret as text) or types the code; an admin session goes
 * on to the console; anyone who is not staff gets the 404 page.
 */
export async function loadAdminSignIn(
  context: Context,
  request: Request,
): Promise<AdminSignInPage> {
  const { locale } = sitePageOf(context)
  let factor: AdminSecondFactor
  try {
    factor = await callApi(apiClientOf(context), 'adminSecondFactor')
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) return { kind: 'restoring' }
    if (isApiHttpError(error) && error.status === 403) notForThisAccount()
    throw error
  }
  if (factor.state === 'done') {
    const back = adminBackPath(new URL(request.url).searchParams.get('back'))
    throw redirect(back ?? adminTextFor(locale).path('/admin'), { headers: ADMIN_PAGE_HEADERS })
  }
  const qrSvg =
    factor.otpauth_uri === null
      ? null
      : await QRCode.toString(factor.otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M' })
  return { kind: 'ready', factor, qrSvg }
}

/**
 * The code form (with or without script): the admin session's token becomes the session cookie,
 * then on to the page asked for; a wrong or used code shows the form again with the API's words.
 */
export async function adminSignInAction(request: Request, context: Context) {
  const post = await readFormPost(request, context)
  const words = adminTextFor(post.shell.locale)
  const code = postedText(post.fields, 'code').replace(/\s/g, '')
  try {
    const result = await callApi(post.api, 'adminSecondFactorVerify', { body: { code } })
    if (result.type !== 'token') throw new Error('The second factor answered without a session')
    const session = serializeCookie(SESSION_COOKIE_DEFINITION, bearer(result.token), {
      secure: post.shell.secure,
    })
    const back = adminBackPath(new URL(request.url).searchParams.get('back'))
    return post.redirect(back ?? words.path('/admin'), [session])
  } catch (error) {
    if (isApiHttpError(error) && error.status === 403) notForThisAccount()
    const failure = apiFailure(error, ['code'], words.text('admin.signIn.failed'))
    return data<ApiFailure>(failure, {
      status: isApiHttpError(error) ? error.status : 503,
      headers: ADMIN_PAGE_HEADERS,
    })
  }
}
