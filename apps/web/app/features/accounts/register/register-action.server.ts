import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
} from '../../../lib/form-posts/form-post.server.ts'
import { accountsTextFor } from '../accounts-text.ts'
import { signedIn } from '../login/login-action.server.ts'
import {
  REGISTER_FIELDS,
  registerBody,
  registerRules,
  type RegisterPosted,
  type RegisterValues,
} from './register-form.ts'

/**
 * POST /register without JavaScript (issue 16): the same rules and call as the page, then on to
 * /email-confirm signed in, or the form again with its messages. No time zone: only a browser
 * script knows it.
 */
export async function registerAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const words = accountsTextFor(post.shell.locale)
  const values: RegisterValues = {
    first_name: postedText(post.fields, 'first_name'),
    last_name: postedText(post.fields, 'last_name'),
    email: postedText(post.fields, 'email'),
    phone: postedText(post.fields, 'phone'),
    password: postedText(post.fields, 'password'),
    confirm_password: postedText(post.fields, 'confirm_password'),
    consent: post.fields.get('consent') !== null,
  }
  const { password: _password, confirm_password: _confirmation, ...kept } = values
  const answer = (shown: Pick<RegisterPosted, 'fieldErrors' | 'message'>) =>
    data<RegisterPosted>({ values: kept, ...shown }, { status: 400 })

  const invalid = validationErrors(registerRules(words), values, post.shell.locale)
  if (invalid !== null) return answer({ fieldErrors: invalid, message: null })
  try {
    const result = await callApi(post.api, 'userRegister', { body: registerBody(values, null) })
    const back = new URL(request.url).searchParams.get('back')
    const confirm = words.path('/email-confirm')
    return signedIn(
      post,
      request,
      result,
      back === null ? confirm : `${confirm}?${new URLSearchParams({ back })}`,
    )
  } catch (error) {
    return answer(apiFailure(error, REGISTER_FIELDS, words.text('accounts.error.generic')))
  }
}
