import { HELP_REQUEST_FIELDS, helpRequestRules } from '@tourmarket/domain/help-center'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../lib/api-failure.ts'
import { callApi } from '../../lib/api-call.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
} from '../../lib/form-posts/form-post.server.ts'
import { helpCenterTextFor } from './help-center-text.ts'
import {
  DEFAULT_HELP_REQUEST_KIND,
  helpRequestBody,
  type HelpRequestPosted,
  type HelpRequestValues,
} from './help-request-form-values.ts'

/** The query that tells the page to show the §7 request as sent (after the 303). */
export const HELP_REQUEST_SENT_PARAM = 'sent'

/**
 * The help request posted without JavaScript (decision 0021): the same §5 rules and the same
 * call as the page, then back to the page (303, so a reload does not send it twice) with the
 * request shown as sent, or the form again with its messages and what was typed.
 */
export async function helpRequestAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  const { locale } = post.shell
  const words = helpCenterTextFor(locale)
  const values: HelpRequestValues = {
    name: postedText(post.fields, 'name'),
    email: postedText(post.fields, 'email'),
    phone: postedText(post.fields, 'phone'),
    kind: postedText(post.fields, 'kind') || DEFAULT_HELP_REQUEST_KIND,
    message: postedText(post.fields, 'message'),
  }
  const answer = (shown: Pick<HelpRequestPosted, 'fieldErrors' | 'message'>) =>
    data<HelpRequestPosted>({ values, ...shown }, { status: 400 })

  const invalid = validationErrors(helpRequestRules(locale), values, locale)
  if (invalid !== null) return answer({ fieldErrors: invalid, message: null })
  const url = new URL(request.url)
  try {
    await callApi(post.api, 'submitHelpRequest', { body: helpRequestBody(values, url.pathname) })
  } catch (error) {
    return answer(apiFailure(error, HELP_REQUEST_FIELDS, words.text('helpCenter.form.failed')))
  }
  url.searchParams.set(HELP_REQUEST_SENT_PARAM, '1')
  return post.redirect(`${url.pathname}${url.search}#help-request`)
}
