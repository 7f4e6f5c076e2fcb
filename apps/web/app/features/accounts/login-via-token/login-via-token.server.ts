import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailureMessage } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import { enforceRouteRules, sitePageOf } from '../../../routing/route-access.server.ts'
import { accountsTextFor } from '../accounts-text.ts'
import { signedIn } from '../login/login-action.server.ts'
import { maskedLogin } from './masked-login.ts'

type LoaderContext = Readonly<RouterContextProvider>

/**
 * The address holds a token that signs in: no cache keeps the page and no search engine lists it
 * (its Referrer-Policy is the server's, server/security-headers.ts, for every capability address).
 */
const CAPABILITY_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const

export type LoginViaTokenPageData = {
  /** The link's token, null when it has none. */
  readonly token: string | null
  /** The account this browser is signed in to now, masked; null when none. */
  readonly signedInAs: string | null
}

/** The signed-in account the link would replace, when there is one the API still knows. */
async function currentAccount(context: LoaderContext): Promise<string | null> {
  if (shellRequestOf(context).sessionToken === null) return null
  try {
    return maskedLogin(await callApi(apiClientOf(context), 'userProfile'))
  } catch (error) {
    // An expired or revoked session is simply no account to mention.
    if (isApiHttpError(error)) return null
    throw error
  }
}

/** GET spends nothing: it shows whose session the link would replace and a button. */
export async function loginViaTokenLoader(request: Request, context: LoaderContext) {
  sitePageOf(context)
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
  const page: LoginViaTokenPageData =
    token === ''
      ? { token: null, signedInAs: null }
      : { token, signedInAs: await currentAccount(context) }
  return data(page, { headers: CAPABILITY_PAGE_HEADERS })
}

/**
 * The button's post (from this site only, readFormPost) spends the token: the session cookie is
 * set and the visitor goes back where they came from; a dead token shows the page's message.
 */
export async function loginViaTokenAction(request: Request, context: LoaderContext) {
  enforceRouteRules(request, getServerEnv().brand)
  const post = await readFormPost(request, context)
  const { text } = accountsTextFor(post.shell.locale)
  const invalid = text('accounts.viaToken.invalid')
  const token = postedText(post.fields, 'token').trim()
  const refused = (failure: string, status: number) =>
    data({ failure }, { status, headers: CAPABILITY_PAGE_HEADERS })
  if (token === '') return refused(invalid, 400)
  try {
    const session = await callApi(post.api, 'userAccessTokenByOneTimeToken', { body: { token } })
    return signedIn(post, request, session)
  } catch (error) {
    return refused(apiFailureMessage(error, invalid), isApiHttpError(error) ? error.status : 503)
  }
}
