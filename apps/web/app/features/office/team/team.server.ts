import { isApiHttpError } from '@tourmarket/api-client'
import type { OfficeTeamRole } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { loadAuditTrail, loadOffice } from '../shell/office-loader.server.ts'
import { teamDoneNotices, type TeamActionAnswer, type TeamDone } from './team-answer.ts'
import { teamTextFor, type TeamMessageKey } from './team-text.ts'

type Context = Readonly<RouterContextProvider>

function doneOf(value: string | null): TeamDone | null {
  return teamDoneNotices.find((notice) => notice === value) ?? null
}

/** A positive record id from a query or a form, or null. */
function recordId(value: string | null): number | null {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The team page: the office frame, the team, its history, a notice of the change just made, and
 * the member an owner asked to remove (`?remove=<id>`), whose confirmation the page shows.
 */
export async function loadTeamPage(context: Context, request: Request) {
  const office = await loadOffice(context, request)
  const api = apiClientOf(context)
  const [team, history] = await Promise.all([
    callApi(api, 'officeTeam'),
    loadAuditTrail(context, { kind: 'team', id: office.organizer.id }),
  ])
  const search = new URL(request.url).searchParams
  const removeId = recordId(search.get('remove'))
  const removing =
    team.your_role === 'owner'
      ? (team.members.find((member) => member.user_id === removeId) ?? null)
      : null
  return { office, team, history, done: doneOf(search.get('done')), removing }
}

const roleOf = (value: string): OfficeTeamRole => (value === 'owner' ? 'owner' : 'staff')

/** The words for a refusal by its §8 code; the API's own message for anything else. */
function refusalKey(code: string | undefined): TeamMessageKey {
  switch (code) {
    case 'last_owner':
      return 'team.error.lastOwner'
    case 'team_member_not_found':
    case 'invitation_not_found':
      return 'team.error.gone'
    case 'forbidden':
      return 'team.error.forbidden'
    case 'already_team_member':
      return 'team.invite.already'
    case 'mail_unavailable':
      return 'team.invite.mailFailed'
    case 'captcha_required':
      return 'team.error.tooMany'
    default:
      return 'team.error.generic'
  }
}

/**
 * The team page's forms, posted natively (they work before hydration and without JavaScript):
 * invite, revoke, change a role, remove after the confirmation step. A change comes back to the
 * page with its notice (303); a refusal shows the page again with the reason.
 */
export async function teamAction(request: Request, context: Context) {
  const post = await readFormPost(request, context)
  const { fields } = post
  const { text, path } = teamTextFor(post.shell.locale)
  const intent = postedText(fields, 'intent')
  const back = (done: TeamDone) => post.redirect(`${path('/office/team')}?done=${done}`)
  const invite =
    intent === 'invite'
      ? { email: postedText(fields, 'email'), role: roleOf(postedText(fields, 'role')) }
      : null
  try {
    if (invite !== null) {
      await callApi(post.api, 'officeTeamInvite', { body: invite })
      return back('invited')
    }
    const id = recordId(postedText(fields, intent === 'revoke' ? 'invitation_id' : 'user_id'))
    if (id !== null && intent === 'revoke') {
      await callApi(post.api, 'officeTeamRevoke', { body: { invitation_id: id } })
      return back('revoked')
    }
    if (id !== null && intent === 'remove') {
      await callApi(post.api, 'officeTeamRemove', { body: { user_id: id } })
      return back('removed')
    }
    if (id !== null && intent === 'role') {
      const role = roleOf(postedText(fields, 'role'))
      await callApi(post.api, 'officeTeamRole', { body: { user_id: id, role } })
      return back('role')
    }
  } catch (error) {
    if (!isApiHttpError(error) || error.status >= 500 || error.status === 401) throw error
    const emailError =
      invite === null
        ? null
        : error.code === 'already_team_member'
          ? text('team.invite.already')
          : error.errors.email !== undefined
            ? text('team.invite.badEmail')
            : null
    const answer: TeamActionAnswer = {
      message: emailError ?? text(refusalKey(error.code)),
      emailError,
      invite,
    }
    return data(answer, { status: error.status })
  }
  const unknown: TeamActionAnswer = {
    message: text('team.error.generic'),
    emailError: null,
    invite,
  }
  return data(unknown, { status: 400 })
}
