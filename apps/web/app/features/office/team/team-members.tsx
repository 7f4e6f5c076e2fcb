import type { OfficeTeam, OfficeTeamMember } from '@tourmarket/contracts'
import { Form, Link } from 'react-router'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { useTeamText } from './team-text.ts'

/**
 * The team's members: a table on wide screens, a card per member on phones (the office table's
 * cells name their column). Owners get each member's role select and a Remove link that opens
 * the confirmation step; staff read the list only.
 */
export function TeamMembers({ team }: { team: OfficeTeam }) {
  const { text } = useTeamText()
  const canManage = team.your_role === 'owner'
  return (
    <section className="office-section" aria-labelledby="team-members">
      <h2 id="team-members" className="office-section__title">
        {text('team.members.title')}
      </h2>
      <div className="office-table-wrap">
        <table className="office-table team-table" data-testid="team-members">
          <caption>{text('team.members.caption', { organizer: team.organizer.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{text('team.members.name')}</th>
              <th scope="col">{text('team.members.email')}</th>
              <th scope="col">{text('team.members.role')}</th>
              <th scope="col">{text('team.members.since')}</th>
              {canManage ? <th scope="col">{text('team.members.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => (
              <MemberRow key={member.user_id} member={member} canManage={canManage} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function MemberRow({ member, canManage }: { member: OfficeTeamMember; canManage: boolean }) {
  const { text, path, locale } = useTeamText()
  const roleText = text(member.role === 'owner' ? 'team.role.owner' : 'team.role.staff')
  return (
    <tr data-testid={`team-member-${String(member.user_id)}`}>
      <td className="office-table__primary">
        {member.name}
        {member.is_you ? <span className="office-muted"> ({text('team.members.you')})</span> : null}
      </td>
      <td data-label={text('team.members.email')}>
        <span className="team-table__email">{member.email ?? text('team.members.noEmail')}</span>
      </td>
      <td data-label={text('team.members.role')}>
        {canManage ? <RoleForm member={member} /> : <span>{roleText}</span>}
      </td>
      <td data-label={text('team.members.since')}>
        <span>{formatUtcInstant(member.since, locale)}</span>
      </td>
      {canManage ? (
        <td data-label={text('team.members.actions')}>
          <span>
            <Link
              className="office-button office-button--danger office-button--small"
              to={`${path('/office/team')}?remove=${String(member.user_id)}#team-remove`}
              aria-label={text('team.remove.label', { name: member.name })}
            >
              {text('team.remove')}
            </Link>
          </span>
        </td>
      ) : null}
    </tr>
  )
}

/** A member's role as a small form of its own: a select and the button that saves it. */
function RoleForm({ member }: { member: OfficeTeamMember }) {
  const { text } = useTeamText()
  const selectId = `team-role-${String(member.user_id)}`
  return (
    <Form method="post" className="team-role-form">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="user_id" value={member.user_id} />
      <select
        id={selectId}
        name="role"
        className="office-input"
        defaultValue={member.role}
        aria-label={text('team.role.label', { name: member.name })}
      >
        <option value="owner">{text('team.role.owner')}</option>
        <option value="staff">{text('team.role.staff')}</option>
      </select>
      <button type="submit" className="office-button office-button--secondary office-button--small">
        {text('team.role.save')}
      </button>
    </Form>
  )
}

/** The confirmation step of a removal: nothing changes until the owner posts this form. */
export function RemoveConfirmation({ member }: { member: OfficeTeamMember }) {
  const { text, path } = useTeamText()
  return (
    <section
      id="team-remove"
      className="office-section team-confirm"
      aria-labelledby="team-remove-title"
    >
      <h2 id="team-remove-title" className="office-section__title">
        {text('team.remove.title', { name: member.name })}
      </h2>
      <p>{text('team.remove.text')}</p>
      <Form method="post" action={path('/office/team')} className="office-actions">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="user_id" value={member.user_id} />
        <button type="submit" className="office-button office-button--danger">
          {text('team.remove.confirm')}
        </button>
        <Link className="office-button office-button--secondary" to={path('/office/team')}>
          {text('team.remove.cancel')}
        </Link>
      </Form>
    </section>
  )
}
