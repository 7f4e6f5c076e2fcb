import { createBookingsUseCases } from './use-cases/bookings.ts'
import { createContextUseCases } from './use-cases/context.ts'
import { createAdminDeps, type AdminServiceOptions } from './use-cases/deps.ts'

export type { AdminServiceOptions } from './use-cases/deps.ts'

/**
 * Issue 43: the operator console's shell and its bookings section's search and history. Every
 * call checks the caller's staff role first (platform/admin).
 */
export function createAdminService(options: AdminServiceOptions) {
  const deps = createAdminDeps(options)
  return {
    ...createContextUseCases(deps),
    ...createBookingsUseCases(deps),
  }
}

export type AdminService = ReturnType<typeof createAdminService>
