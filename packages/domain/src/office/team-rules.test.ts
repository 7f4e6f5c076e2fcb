import { describe, expect, it } from 'vitest'
import {
  INVITATION_LIFETIME_DAYS,
  invitationExpiresAt,
  isInvitationExpired,
  teamChangeRefusal,
  type TeamMember,
} from './team-rules.ts'

const owner = (userId: number): TeamMember => ({ userId, role: 'owner' })
const staff = (userId: number): TeamMember => ({ userId, role: 'staff' })

describe('invitation expiry', () => {
  it('is seven days after sending', () => {
    const sent = new Date('2026-05-01T10:00:00Z')
    expect(INVITATION_LIFETIME_DAYS).toBe(7)
    expect(invitationExpiresAt(sent).toISOString()).toBe('2026-05-08T10:00:00.000Z')
  })

  it('accepts until the expiry instant and refuses from it on', () => {
    const expires = new Date('2026-05-08T10:00:00Z')
    expect(isInvitationExpired(expires, new Date('2026-05-08T09:59:59.999Z'))).toBe(false)
    expect(isInvitationExpired(expires, expires)).toBe(true)
    expect(isInvitationExpired(expires, new Date('2026-05-09T00:00:00Z'))).toBe(true)
  })
})

describe('teamChangeRefusal', () => {
  it('refuses to remove, demote or let go the only owner', () => {
    const team = [owner(1), staff(2)]
    expect(teamChangeRefusal(team, { userId: 1, role: null })).toBe('last_owner')
    expect(teamChangeRefusal(team, { userId: 1, role: 'staff' })).toBe('last_owner')
  })

  it('lets an owner go or be demoted while another owner remains', () => {
    const team = [owner(1), owner(3), staff(2)]
    expect(teamChangeRefusal(team, { userId: 1, role: null })).toBeNull()
    expect(teamChangeRefusal(team, { userId: 3, role: 'staff' })).toBeNull()
  })

  it('lets staff be removed, leave or become owners', () => {
    const team = [owner(1), staff(2)]
    expect(teamChangeRefusal(team, { userId: 2, role: null })).toBeNull()
    expect(teamChangeRefusal(team, { userId: 2, role: 'owner' })).toBeNull()
  })

  it('keeps an owner an owner without question', () => {
    expect(teamChangeRefusal([owner(1)], { userId: 1, role: 'owner' })).toBeNull()
  })

  it('names a change to someone off the team', () => {
    expect(teamChangeRefusal([owner(1)], { userId: 9, role: null })).toBe('not_member')
  })
})
