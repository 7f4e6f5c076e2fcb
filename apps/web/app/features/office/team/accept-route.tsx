import { Form, Link } from 'react-router'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { OfficeRestoring } from '../shell/office-states.tsx'
import type { Route } from './+types/accept-route.ts'
import { acceptAction, loadAcceptPage, type AcceptProblem } from './accept.server.ts'
import { teamWords, useTeamText, type TeamMessageKey } from './team-text.ts'
import '../shell/office.css'
import './team.css'

/**
 * Issue 40 item 7: the invitation link's page. Signed in (the route is authOnly: a visitor logs
 * in first and comes back), the account sees which profile and role it is offered, and accepts
 * with a plain form.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAcceptPage(context, request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return acceptAction(request, context)
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => teamWords(locale, 'team.accept.title'))

const problemKeys: Record<Exclude<AcceptProblem, 'restoring' | 'mismatch'>, TeamMessageKey> = {
  no_token: 'team.accept.noToken',
  not_found: 'team.accept.notFound',
  expired: 'team.accept.expired',
  unconfirmed: 'team.accept.unconfirmed',
  too_many: 'team.accept.tooMany',
}

export default function TeamAcceptRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { text, path, locale } = useTeamText()
  const problem = actionData?.problem ?? (loaderData.kind === 'problem' ? loaderData.problem : null)
  if (problem === 'restoring') return <OfficeRestoring back={null} />
  const invitation = loaderData.kind === 'invitation' ? loaderData.invitation : null
  const roleText =
    invitation === null
      ? ''
      : text(invitation.role === 'owner' ? 'team.role.owner' : 'team.role.staff')
  return (
    <main className="office office--single">
      <section className="office-section team-accept" aria-labelledby="team-accept-title">
        <h1 id="team-accept-title" className="office__title">
          {text('team.accept.title')}
        </h1>
        {invitation === null ? null : (
          <>
            <p>
              {invitation.invited_by === null
                ? text('team.accept.leadNoInviter', {
                    organizer: invitation.organizer.name,
                    role: roleText,
                  })
                : text('team.accept.lead', {
                    inviter: invitation.invited_by,
                    organizer: invitation.organizer.name,
                    role: roleText,
                  })}
            </p>
            <dl className="team-accept__details">
              <dt>{text('team.accept.organizer')}</dt>
              <dd>{invitation.organizer.name}</dd>
              <dt>{text('team.accept.role')}</dt>
              <dd>{roleText}</dd>
              <dt>{text('team.accept.email')}</dt>
              <dd>{invitation.email}</dd>
              <dt>{text('team.accept.expires')}</dt>
              <dd>{formatUtcInstant(invitation.expires_at, locale)}</dd>
            </dl>
          </>
        )}
        {problem === null ? null : (
          <p className="office-notice office-notice--error" role="alert">
            {problem === 'mismatch'
              ? text('team.accept.mismatch', { email: invitation?.email ?? '' })
              : text(problemKeys[problem])}
          </p>
        )}
        <div className="office-actions">
          {invitation !== null && invitation.already_member ? (
            <>
              <p>{text('team.accept.already')}</p>
              <Link className="office-button" to={path('/office')}>
                {text('team.accept.openOffice')}
              </Link>
            </>
          ) : invitation !== null && loaderData.kind === 'invitation' ? (
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className="office-button">
                {text('team.accept.submit')}
              </button>
            </Form>
          ) : (
            <Link className="office-button office-button--secondary" to={path('/')}>
              {text('team.accept.home')}
            </Link>
          )}
          {problem === 'unconfirmed' ? (
            <Link className="office-button office-button--secondary" to={path('/email-confirm')}>
              {text('team.accept.confirmEmail')}
            </Link>
          ) : null}
        </div>
      </section>
    </main>
  )
}
