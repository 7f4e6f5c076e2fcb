import type { AdminContext } from '@tourmarket/contracts'
import { consoleSectionsOf } from '@tourmarket/domain/console'
import { requireConsoleStaff } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { AdminDeps } from './deps.ts'

/** The console's shell: the staff member, their role and the sections it opens. */
export function createContextUseCases(deps: AdminDeps) {
  const { repository } = deps

  return {
    async context(viewer: Viewer): Promise<AdminContext> {
      const staff = requireConsoleStaff(viewer)
      const names = await repository.userNames([staff.userId])
      return {
        name: names.get(staff.userId) ?? '',
        role: staff.role,
        sections: consoleSectionsOf(staff.role),
      }
    },
  }
}
