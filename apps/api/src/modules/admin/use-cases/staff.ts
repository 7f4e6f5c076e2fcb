import type { AdminStaffList, AdminStaffMember } from '@tourmarket/contracts'
import { isStaffRole } from '@tourmarket/domain/console'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { AdminStaffRepository, EndedSession, StaffRecord } from '../staff-repository.ts'

export type AdminStaffOptions = {
  repository: AdminStaffRepository
  /** The ended sessions' chat sockets close on every instance; never rejects. */
  sessionsEnded: (ended: readonly EndedSession[]) => void
  now: () => Date
}

function secondFactorOf(record: StaffRecord): AdminStaffMember['second_factor'] {
  if (record.offeredAt === null) return 'none'
  return record.confirmedAt === null ? 'enrolling' : 'enrolled'
}

function member(record: StaffRecord, viewerId: number): AdminStaffMember {
  return {
    id: record.id,
    name: [record.firstName, record.lastName]
      .filter((part) => part !== null && part !== '')
      .join(' '),
    email: record.email,
    role: isStaffRole(record.staffRole) ? record.staffRole : null,
    second_factor: secondFactorOf(record),
    enrolled_at: record.confirmedAt?.toISOString() ?? null,
    is_you: record.id === viewerId,
  }
}

/**
 * Issue 43 item 8, for admins: the staff accounts, and resetting another's second factor when its
 * phone is lost. An admin's own factor is not reset here (it would lock the caller out of the
 * page that undoes it); the reset ends the account's sessions, so it signs in and enrols again.
 */
export function createAdminStaffUseCases({ repository, sessionsEnded, now }: AdminStaffOptions) {
  return {
    async staffList(viewer: Viewer): Promise<AdminStaffList> {
      const staff = requireRole(viewer, 'staff.list')
      const records = await repository.list()
      return { data: records.map((record) => member(record, staff.userId)) }
    },

    async staffSecondFactorReset(viewer: Viewer, id: number): Promise<AdminStaffMember> {
      const staff = requireRole(viewer, 'staff.second-factor-reset')
      if (id === staff.userId) {
        throw new AppError({
          code: 'own_second_factor',
          message: 'You cannot reset your own second factor here: ask another administrator.',
        })
      }
      const before = await repository.find(id)
      if (before === undefined) {
        throw new AppError({ code: 'staff_not_found', message: `There is no staff account ${id}.` })
      }
      const ended = await repository.resetSecondFactor(
        id,
        staff.userId,
        { second_factor: secondFactorOf(before) },
        now(),
      )
      if (ended.length > 0) sessionsEnded(ended)
      const after = await repository.find(id)
      return member(after ?? before, staff.userId)
    },
  }
}

export type AdminStaffUseCases = ReturnType<typeof createAdminStaffUseCases>
