import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { AuditTrail } from '../shell/audit-trail.tsx'
import { OfficeLayout } from '../shell/office-layout.tsx'
import type { Route } from './+types/route.ts'
import { RemoveConfirmation, TeamMembers } from './team-members.tsx'
import { InviteForm, TeamInvitations } from './team-invitations.tsx'
import { loadTeamPage, teamAction } from './team.server.ts'
import { teamWords, useTeamText, type TeamMessageKey } from './team-text.ts'
import './team.css'

/** Issue 40 item 7: the profile's team: members, pending invitations, and for owners the changes. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadTeamPage(context, request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return teamAction(request, context)
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => teamWords(locale, 'team.title'))

export default function OfficeTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { office, team, history, done, removing } = loaderData
  const { text } = useTeamText()
  const isOwner = team.your_role === 'owner'
  const auditLabel = (action: string) =>
    action.startsWith('team.') ? text(`team.audit.${action}` as TeamMessageKey) : undefined
  const fieldLabel = (field: string) =>
    ['email', 'role', 'user_id', 'invitation_id'].includes(field)
      ? text(`team.audit.field.${field}` as TeamMessageKey)
      : undefined
  return (
    <OfficeLayout office={office} current="team" title={text('team.title')}>
      <p className="office-muted">{text('team.lead')}</p>
      {done === null || actionData !== undefined ? null : (
        <p className="office-notice office-notice--success" role="status">
          {text(`team.done.${done}`)}
        </p>
      )}
      {actionData === undefined ? null : (
        <p className="office-notice office-notice--error" role="alert">
          {actionData.message}
        </p>
      )}
      {isOwner ? null : (
        <p className="office-notice" data-testid="team-read-only">
          {text('team.readOnly')}
        </p>
      )}
      {removing === null ? null : <RemoveConfirmation member={removing} />}
      <TeamMembers team={team} />
      <TeamInvitations team={team} />
      {isOwner ? <InviteForm answer={actionData} /> : null}
      <AuditTrail entries={history} actionLabel={auditLabel} fieldLabel={fieldLabel} />
    </OfficeLayout>
  )
}
