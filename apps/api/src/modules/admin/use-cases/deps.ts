import type { AdminRepository } from '../repository.ts'

export type AdminServiceOptions = {
  repository: AdminRepository
}

/** What the console's use cases share (issue 43); each checks the caller's role first. */
export function createAdminDeps(options: AdminServiceOptions) {
  return { ...options }
}

export type AdminDeps = ReturnType<typeof createAdminDeps>
