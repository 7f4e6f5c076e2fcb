import { createAccountDataUseCases } from './use-cases/account-data.ts'
import { createAccountDataDeps, type AccountDataServiceOptions } from './use-cases/deps.ts'
import { createTravellersUseCases } from './use-cases/travellers.ts'

export type { AccountDataServiceOptions } from './use-cases/deps.ts'

/**
 * Issue 42 item 7, an account people can manage: the saved travellers a checkout fills tourists
 * from, and the holder's own data: downloaded or erased, each confirmed by a code.
 */
export function createAccountDataService(options: AccountDataServiceOptions) {
  const deps = createAccountDataDeps(options)
  return { ...createTravellersUseCases(deps), ...createAccountDataUseCases(deps) }
}

export type AccountDataService = ReturnType<typeof createAccountDataService>
