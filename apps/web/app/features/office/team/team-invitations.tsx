import type { OfficeTeam, OfficeTeamInvitation } from '@tourmarket/contracts'
import { Form } from 'react-router'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import type { TeamActionAnswer } from './team-answer.ts'
import { useTeamText } from './team-text.ts'

/** The invitations not yet accepted; owners may revoke each. */
export function TeamInvitations({ team }: { team: OfficeTeam }) {
  const { text } = useTeamText()
  const canManage = team.your_role === 'owner'
  return (
    <section className="office-section" aria-labelledby="team-invitations">
      <h2 id="team-invitations" className="office-section__title">
        {text('team.invitations.title')}
      </h2>
      {team.invitations.length === 0 ? (
        <p className="office-muted">{text('team.invitations.empty')}</p>
      ) : (
        <div className="office-table-wrap">
          <table className="office-table team-table" data-testid="team-invitations">
            <caption>{text('team.invitations.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{text('team.invitations.email')}</th>
                <th scope="col">{text('team.invitations.role')}</th>
                <th scope="col">{text('team.invitations.by')}</th>
                <th scope="col">{text('team.invitations.expires')}</th>
                {canManage ? <th scope="col">{text('team.members.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {team.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} canManage={canManage} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function InvitationRow({
  invitation,
  canManage,
}: {
  invitation: OfficeTeamInvitation
  canManage: boolean
}) {
  const { text, locale } = useTeamText()
  return (
    <tr>
      <td className="office-table__primary">
        <span className="team-table__email">{invitation.email}</span>
      </td>
      <td data-label={text('team.invitations.role')}>
        <span>{text(invitation.role === 'owner' ? 'team.role.owner' : 'team.role.staff')}</span>
      </td>
      <td data-label={text('team.invitations.by')}>
        <span>{invitation.invited_by ?? text('team.invitations.byUnknown')}</span>
      </td>
      <td data-label={text('team.invitations.expires')}>
        <span>{formatUtcInstant(invitation.expires_at, locale)}</span>
      </td>
      {canManage ? (
        <td data-label={text('team.members.actions')}>
          <Form method="post">
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="invitation_id" value={invitation.id} />
            <button
              type="submit"
              className="office-button office-button--secondary office-button--small"
              aria-label={text('team.invitations.revokeLabel', { email: invitation.email })}
            >
              {text('team.invitations.revoke')}
            </button>
          </Form>
        </td>
      ) : null}
    </tr>
  )
}

/** The owner's invite form: an address and a role; a refusal keeps what was typed. */
export function InviteForm({ answer }: { answer: TeamActionAnswer | undefined }) {
  const { text } = useTeamText()
  const typed = answer?.invite ?? null
  const emailError = answer?.emailError ?? null
  return (
    <section className="office-section" aria-labelledby="team-invite">
      <h2 id="team-invite" className="office-section__title">
        {text('team.invite.title')}
      </h2>
      <p className="office-muted">{text('team.invite.lead')}</p>
      <Form method="post" className="team-invite" data-testid="team-invite-form">
        <input type="hidden" name="intent" value="invite" />
        <div className="office-field">
          <label className="office-field__label" htmlFor="team-invite-email">
            {text('team.invite.email')}
          </label>
          <input
            id="team-invite-email"
            name="email"
            type="email"
            className="office-input"
            autoComplete="off"
            required
            defaultValue={typed?.email ?? ''}
            aria-invalid={emailError === null ? undefined : true}
            aria-describedby={emailError === null ? undefined : 'team-invite-email-error'}
          />
          {emailError === null ? null : (
            <p id="team-invite-email-error" className="office-field__error">
              {emailError}
            </p>
          )}
        </div>
        <div className="office-field">
          <label className="office-field__label" htmlFor="team-invite-role">
            {text('team.invite.role')}
          </label>
          <select
            id="team-invite-role"
            name="role"
            className="office-input"
            defaultValue={typed?.role ?? 'staff'}
          >
            <option value="staff">{text('team.role.staff')}</option>
            <option value="owner">{text('team.role.owner')}</option>
          </select>
        </div>
        <button type="submit" className="office-button">
          {text('team.invite.submit')}
        </button>
      </Form>
    </section>
  )
}
