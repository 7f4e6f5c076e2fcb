import { describe, expect, it } from 'vitest'
import {
  consoleActions,
  consoleSectionsOf,
  isStaffRole,
  rolesFor,
  staffRoleMay,
  staffRoles,
  type ConsoleAction,
} from './staff-roles.ts'

const actions = Object.keys(consoleActions) as ConsoleAction[]

describe('operator console roles (issue 43)', () => {
  it('lets an admin take every action', () => {
    for (const action of actions) expect(staffRoleMay('admin', action), action).toBe(true)
  })

  it('gives bookings to support and admin only', () => {
    for (const action of [
      'bookings.search',
      'bookings.view',
      'bookings.cancel',
      'bookings.change-date',
      'bookings.resend-mail',
    ] as const) {
      expect(staffRoles.filter((role) => staffRoleMay(role, action))).toEqual(['admin', 'support'])
      expect(rolesFor(action)).toEqual(['admin', 'support'])
    }
  })

  it('gives the support inbox, canned answers and help requests to support and admin only', () => {
    for (const action of [
      'support.chats',
      'support.chat-assign',
      'support.canned-answers',
      'support.canned-answer-edit',
      'support.help-requests',
      'support.help-request-status',
    ] as const) {
      expect(staffRoles.filter((role) => staffRoleMay(role, action))).toEqual(['admin', 'support'])
    }
  })

  it('gives finance to finance and admin only', () => {
    for (const action of ['finance.ledger', 'finance.payouts', 'finance.commission'] as const) {
      expect(staffRoles.filter((role) => staffRoleMay(role, action))).toEqual(['admin', 'finance'])
    }
  })

  it('gives the audit log to admins only, refunds and commission to finance, staff notes to support', () => {
    const whoMay = (action: ConsoleAction) =>
      staffRoles.filter((role) => staffRoleMay(role, action))
    expect(whoMay('audit.search')).toEqual(['admin'])
    expect(whoMay('finance.refunds')).toEqual(['admin', 'finance'])
    expect(whoMay('finance.refund-retry')).toEqual(['admin', 'finance'])
    expect(whoMay('finance.tour-commission')).toEqual(['admin', 'finance'])
    expect(whoMay('support.tour-knowledge')).toEqual(['admin', 'support'])
  })

  it('gives the journal to content and admin only', () => {
    for (const action of [
      'content.journal-view',
      'content.journal-edit',
      'content.journal-publish',
      'content.help-view',
      'content.help-edit',
      'content.help-publish',
    ] as const) {
      expect(staffRoles.filter((role) => staffRoleMay(role, action))).toEqual(['admin', 'content'])
    }
  })

  it('gives organizers, moderation and the staff accounts to admins only', () => {
    for (const action of [
      'staff.list',
      'staff.second-factor-reset',
      'organizers.list',
      'organizers.view',
      'organizers.verify',
      'organizers.publish',
      'moderation.reviews',
      'moderation.review-hide',
      'moderation.complaints',
      'moderation.complaint-resolve',
    ] as const) {
      expect(staffRoles.filter((role) => staffRoleMay(role, action))).toEqual(['admin'])
      expect(rolesFor(action)).toEqual(['admin'])
    }
  })

  it('lists each role’s sections in navigation order', () => {
    expect(consoleSectionsOf('admin')).toEqual([
      'bookings',
      'organizers',
      'moderation',
      'support',
      'content',
      'finance',
      'audit',
      'staff',
    ])
    expect(consoleSectionsOf('support')).toEqual(['bookings', 'support'])
    expect(consoleSectionsOf('content')).toEqual(['content'])
    expect(consoleSectionsOf('finance')).toEqual(['finance'])
  })

  it('agrees with the sections: a role may act exactly where its navigation leads', () => {
    for (const role of staffRoles) {
      for (const action of actions) {
        expect(staffRoleMay(role, action), `${role} ${action}`).toBe(
          consoleSectionsOf(role).includes(consoleActions[action]),
        )
      }
    }
  })

  it('knows a stored role from anything else', () => {
    expect(staffRoles.every(isStaffRole)).toBe(true)
    expect(isStaffRole('owner')).toBe(false)
    expect(isStaffRole(null)).toBe(false)
  })
})
