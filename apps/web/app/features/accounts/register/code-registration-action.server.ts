import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
  type FormPost,
} from '../../../lib/form-posts/form-post.server.ts'
import { accountsTextFor } from '../accounts-text.ts'
import { loginAction } from '../login/login-action.server.ts'
import { registerAction } from './register-action.server.ts'
import {
  CODE_REGISTRATION_FIELDS,
  CODE_REGISTRATION_FORM,
  codeRegistrationBody,
  codeRegistrationRules,
  type CodeRegistrationPosted,
  type CodeRegistrationValues,
} from './code-registration-form.ts'

/**
 * A registration by code posted without JavaScript: §7 register-without-password with the same
 * rules as the page, then the code form (the sign-in's own, which /register's action hands to the
 * login action), or this form again with its messages.
 */
export async function codeRegistrationAction(post: FormPost) {
  const words = accountsTextFor(post.shell.locale)
  const values: CodeRegistrationValues = {
    first_name: postedText(post.fields, 'first_name'),
    last_name: postedText(post.fields, 'last_name'),
    login: postedText(post.fields, 'login').trim(),
    consent: post.fields.get('consent') !== null,
  }
  const { consent: _consent, ...kept } = values
  const answer = (
    shown: Pick<CodeRegistrationPosted, 'fieldErrors' | 'message' | 'sentCode'>,
    status = 400,
  ) =>
    data<CodeRegistrationPosted>(
      { form: CODE_REGISTRATION_FORM, values: kept, ...shown },
      { status },
    )

  const invalid = validationErrors(codeRegistrationRules(words), values, post.shell.locale)
  if (invalid !== null) return answer({ fieldErrors: invalid, message: null, sentCode: null })
  const body = codeRegistrationBody(values, null)
  try {
    const sent = await callApi(post.api, 'userRegisterWithoutPassword', { body })
    return answer(
      {
        fieldErrors: {},
        message: null,
        sentCode: { login: body.login, sender: body.code_sender, sent },
      },
      200,
    )
  } catch (error) {
    const failure = apiFailure(
      error,
      CODE_REGISTRATION_FIELDS,
      words.text('accounts.error.generic'),
    )
    return answer({ ...failure, sentCode: null })
  }
}

/**
 * POST /register without JavaScript: the registration with a password, the registration by code,
 * or the code form that follows it — the sign-in's own form, answered as /login answers it.
 */
export async function registerPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const form = (await request.clone().formData()).get('form')
  if (form === CODE_REGISTRATION_FORM) {
    return codeRegistrationAction(await readFormPost(request, context))
  }
  if (form === 'code' || form === 'send-code') return loginAction(request, context)
  return registerAction(request, context)
}
