import { isApiHttpError } from '@tourmarket/api-client'
import type { OfficeTeamInvitationPreview } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { teamTextFor } from './team-text.ts'

type Context = Readonly<RouterContextProvider>

/** Why an invitation cannot be shown or accepted, as the page explains it. */
export type AcceptProblem =
  'no_token' | 'not_found' | 'expired' | 'mismatch' | 'unconfirmed' | 'too_many' | 'restoring'

export type AcceptPageData =
  | {
      readonly kind: 'invitation'
      readonly token: string
      readonly invitation: OfficeTeamInvitationPreview
    }
  | { readonly kind: 'problem'; readonly problem: AcceptProblem }

function problemOf(error: unknown): AcceptProblem {
  if (!isApiHttpError(error) || error.status >= 500) throw error
  switch (error.code) {
    case 'invitation_expired':
      return 'expired'
    case 'invitation_email_mismatch':
      return 'mismatch'
    case 'email_not_confirmed':
      return 'unconfirmed'
    case 'captcha_required':
      return 'too_many'
    case 'unauthorized':
      return 'restoring'
    default:
      return 'not_found'
  }
}

/** The invitation of the link's token, for the signed-in account to accept (the route is authOnly). */
export async function loadAcceptPage(context: Context, request: Request): Promise<AcceptPageData> {
  sitePageOf(context)
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
  if (token === '') return { kind: 'problem', problem: 'no_token' }
  try {
    const invitation = await callApi(apiClientOf(context), 'officeTeamInvitation', {
      query: { token },
    })
    return { kind: 'invitation', token, invitation }
  } catch (error) {
    return { kind: 'problem', problem: problemOf(error) }
  }
}

/** Accepting, posted natively: the account joins and lands in the office; a refusal says why. */
export async function acceptAction(request: Request, context: Context) {
  const post = await readFormPost(request, context)
  const { path } = teamTextFor(post.shell.locale)
  try {
    await callApi(post.api, 'officeTeamAccept', {
      body: { token: postedText(post.fields, 'token') },
    })
  } catch (error) {
    const problem = problemOf(error)
    return data({ problem }, { status: isApiHttpError(error) ? error.status : 400 })
  }
  return post.redirect(path('/office'))
}
