/** Issue 40: the roles of an organizer profile's team (organizer_accounts.role). */
export const officeRoles = ['owner', 'staff'] as const

export type OfficeRole = (typeof officeRoles)[number]

/**
 * Staff do the daily work (bookings, tours, dates, reviews); only owners change who is on the
 * team and where the money goes.
 */
export function canManageTeam(role: OfficeRole): boolean {
  return role === 'owner'
}
