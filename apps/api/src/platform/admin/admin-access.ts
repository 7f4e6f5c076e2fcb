import {
  isStaffRole,
  rolesFor,
  staffRoleMay,
  type ConsoleAction,
  type StaffRole,
} from '@tourmarket/domain/console'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../http/session-guard.ts'

/** Who acts in the operator console: a staff account signed in as staff, and its role. */
export type ConsoleStaff = {
  readonly userId: number
  readonly role: StaffRole
}

/**
 * The console's role, or null: a staff account (users.is_staff) with a role, signed in as staff
 * (§6 is_admin_auth: a session made before the account became staff is not).
 */
export function consoleRoleOf(viewer: Viewer): StaffRole | null {
  if (!viewer.isAdminAuth || !viewer.user.isStaff) return null
  return isStaffRole(viewer.user.staffRole) ? viewer.user.staffRole : null
}

/**
 * Issue 43: every console endpoint starts here. 403 `forbidden` for anyone who is not console
 * staff, and for a role the action is not for, naming the action and who may take it. The role
 * is read from the account on every call (the viewer's row), so a changed role counts at once.
 */
export function requireRole(viewer: Viewer, action: ConsoleAction): ConsoleStaff {
  const role = consoleRoleOf(viewer)
  if (role === null) {
    throw new AppError({
      code: 'forbidden',
      message: 'The operator console is for Tourmarket staff only.',
    })
  }
  if (!staffRoleMay(role, action)) {
    throw new AppError({
      code: 'forbidden',
      message: `The ${role} role may not do this: ${action} is for ${rolesFor(action).join(' and ')} only.`,
    })
  }
  return { userId: viewer.user.id, role }
}

/** The console's shell: any console staff, whatever their role (403 for anyone else). */
export function requireConsoleStaff(viewer: Viewer): ConsoleStaff {
  const role = consoleRoleOf(viewer)
  if (role === null) {
    throw new AppError({
      code: 'forbidden',
      message: 'The operator console is for Tourmarket staff only.',
    })
  }
  return { userId: viewer.user.id, role }
}
