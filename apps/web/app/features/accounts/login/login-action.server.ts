import type { AuthResult } from '@tourmarket/contracts'
import { AUTH_CODE_LENGTH } from '@tourmarket/domain/accounts'
import { isCodeSender } from '@tourmarket/domain/enums'
import { bearer } from '@tourmarket/domain/session'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { serializeCookie } from '../../../lib/cookies.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
  type FormPost,
} from '../../../lib/form-posts/form-post.server.ts'
import { SESSION_COOKIE_DEFINITION } from '../../../lib/session-cookie.ts'
import { accountsTextFor, safeBackPath } from '../accounts-text.ts'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { oneTimeTokenOf, signInRedirectPath } from '../sign-in-redirect.ts'
import {
  CODE_RULES,
  PASSWORD_SIGN_IN_RULES,
  SEND_CODE_RULES,
  senderFor,
  type SentCode,
  type SignInFormName,
  type SignInPosted,
} from './sign-in-forms.ts'

/**
 * §4 an auth answer ends a sign-in posted without JavaScript as the page's own code ends it
 * (complete-sign-in.ts): the token becomes the session cookie, then back where the visitor came
 * from, or to `next`.
 */
export function signedIn(
  post: FormPost,
  request: Request,
  result: AuthResult,
  next?: string,
): Response {
  const back = new URL(request.url).searchParams.get('back')
  const home = localizedPath('/', post.shell.locale)
  if (result.type === 'redirect') return post.redirect(signInRedirectPath(result.url, back, home))
  const session = serializeCookie(SESSION_COOKIE_DEFINITION, bearer(result.token), {
    secure: post.shell.secure,
  })
  return post.redirect(next ?? safeBackPath(back, home), [session])
}

/**
 * §7 redirect-auth-via-code answers "go to /login-via-token?token=…". The token was issued to this
 * very post, so it is exchanged here (access-token-by-one-time-token) for the session cookie,
 * from a path of this site only; the page itself asks before spending a token (issue 37).
 */
async function followOneTimeToken(
  post: FormPost,
  request: Request,
  result: AuthResult,
): Promise<Response> {
  const token = result.type === 'redirect' ? oneTimeTokenOf(result.url) : null
  if (token === null) return signedIn(post, request, result)
  const session = await callApi(post.api, 'userAccessTokenByOneTimeToken', { body: { token } })
  return signedIn(post, request, session)
}

/** The code form's hidden fields: whom the code went to, how long it is and lasts. */
function postedSentCode(fields: FormData, login: string): SentCode | null {
  const sender = postedText(fields, 'sender')
  const codeLength = Number(postedText(fields, 'code_length'))
  const expiresIn = Number(postedText(fields, 'expires_in'))
  if (login === '' || !isCodeSender(sender)) return null
  return {
    login,
    sender,
    sent: {
      success: true,
      code_length: Number.isInteger(codeLength) && codeLength > 0 ? codeLength : AUTH_CODE_LENGTH,
      expires_in: Number.isInteger(expiresIn) && expiresIn > 0 ? expiresIn : 0,
    },
  }
}

/**
 * POST /login without JavaScript (issue 16): the password form, the send-code form (and its
 * "send again") and the code form make the calls the page makes. Success redirects with the
 * session cookie; a refusal shows the form again with its §5/§8 messages.
 */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const { fields, shell, api } = post
  const { text } = accountsTextFor(shell.locale)
  const generic = text('accounts.error.generic')
  const login = postedText(fields, 'login').trim()
  const resend = postedText(fields, 'intent') === 'resend'
  const form: SignInFormName = resend
    ? 'send-code'
    : ((['password', 'send-code', 'code', 'link'] as const).find(
        (name) => name === postedText(fields, 'form'),
      ) ?? 'password')
  const answer = (
    shown: Pick<SignInPosted, 'fieldErrors' | 'message'>,
    sentCode: SentCode | null = null,
  ) => data<SignInPosted>({ form, login, sentCode, ...shown }, { status: 400 })

  if (form === 'password') {
    const password = postedText(fields, 'password')
    const invalid = validationErrors(PASSWORD_SIGN_IN_RULES, { login, password }, shell.locale)
    if (invalid !== null) return answer({ fieldErrors: invalid, message: null })
    try {
      return signedIn(post, request, await callApi(api, 'userAuth', { body: { login, password } }))
    } catch (error) {
      return answer(apiFailure(error, ['login', 'password'], generic))
    }
  }

  if (form === 'send-code') {
    const invalid = validationErrors(SEND_CODE_RULES, { login }, shell.locale)
    if (invalid !== null) return answer({ fieldErrors: invalid, message: null })
    const sender = senderFor(login)
    try {
      const sent = await callApi(api, 'userSendAuthCode', { body: { login, code_sender: sender } })
      return data<SignInPosted>({
        form,
        login,
        fieldErrors: {},
        message: null,
        sentCode: { login, sender, sent },
      })
    } catch (error) {
      return answer(apiFailure(error, ['login'], generic), postedSentCode(fields, login))
    }
  }

  if (form === 'link') {
    // The e-mail's link: the code is used only now, on the visitor's press (never on GET).
    const code = postedText(fields, 'code').replace(/\D/g, '')
    try {
      const result = await callApi(api, 'userRedirectAuthViaCode', {
        body: { login, code, verify_method: 'email', favourites_tours_ids: [] },
      })
      return await followOneTimeToken(post, request, result)
    } catch (error) {
      return answer(apiFailure(error, ['login', 'code'], generic))
    }
  }

  const sentCode = postedSentCode(fields, login)
  if (sentCode === null) return answer({ fieldErrors: {}, message: generic })
  // One digit per cell, or the whole code typed into one: the cells share the name.
  const code = fields
    .getAll('code')
    .filter((value) => typeof value === 'string')
    .join('')
    .replace(/\D/g, '')
  const invalid = validationErrors(CODE_RULES, { code }, shell.locale)
  if (invalid !== null) return answer({ fieldErrors: invalid, message: null }, sentCode)
  try {
    const result = await callApi(api, 'userAuthViaCode', {
      body: { login, code, verify_method: sentCode.sender, favourites_tours_ids: [] },
    })
    return signedIn(post, request, result)
  } catch (error) {
    return answer(apiFailure(error, ['code'], generic), sentCode)
  }
}
