import type { OrganizerTeamRole } from '../../db/schema/organizers.ts'
import { and, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { organizerAccounts } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../http/session-guard.ts'

/** Who acts in the organizer's office: the profile the account acts for now, and its role there. */
export type OfficeMember = {
  readonly organizerId: number
  readonly role: OrganizerTeamRole
  readonly userId: number
}

/**
 * Issue 40: every office call is made for the organizer profile the caller currently acts for
 * (users.organizer_id, switched by §7 set-acting), and only while the account is still on that
 * profile's team (organizer_accounts): removing a member ends their access on their next call.
 */
export type OfficeAccess = {
  /** The caller's office membership; 403 `forbidden` when they act for no organizer. */
  member(viewer: Viewer): Promise<OfficeMember>
  /** As `member`, but only for the profile's owners (team, payouts); 403 for staff. */
  owner(viewer: Viewer): Promise<OfficeMember>
  /**
   * Refuses (403 `forbidden`) an object of another organizer. Use-cases call it with the
   * object's organizer id after reading it, so a guessed id of someone else's object leaks nothing.
   */
  ensureOwnObject(member: OfficeMember, objectOrganizerId: number | null | undefined): void
}

function notAnOfficeMember(): AppError {
  return new AppError({
    code: 'forbidden',
    message:
      'This account does not act for an organizer. Switch to one of your organizer profiles first.',
  })
}

export function createOfficeAccess(db: AppDatabase): OfficeAccess {
  async function member(viewer: Viewer): Promise<OfficeMember> {
    const organizerId = viewer.user.organizerId
    if (organizerId === null) throw notAnOfficeMember()
    const [row] = await db
      .select({ role: organizerAccounts.role })
      .from(organizerAccounts)
      .where(
        and(
          eq(organizerAccounts.organizerId, organizerId),
          eq(organizerAccounts.userId, viewer.user.id),
        ),
      )
    if (row === undefined) throw notAnOfficeMember()
    return { organizerId, role: row.role, userId: viewer.user.id }
  }

  return {
    member,
    async owner(viewer) {
      const found = await member(viewer)
      if (found.role !== 'owner') {
        throw new AppError({
          code: 'forbidden',
          message: 'Only an owner of this organizer profile can do this.',
        })
      }
      return found
    },
    ensureOwnObject(found, objectOrganizerId) {
      if (objectOrganizerId !== found.organizerId) {
        throw new AppError({
          code: 'forbidden',
          message: 'This belongs to another organizer.',
        })
      }
    },
  }
}
