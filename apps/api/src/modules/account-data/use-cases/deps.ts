import type { AccountsService } from '../../accounts/service.ts'
import type { AccountDataRepository } from '../account-data-repository.ts'
import type { TravellersRepository } from '../travellers-repository.ts'

export type AccountDataServiceOptions = {
  readonly travellers: TravellersRepository
  readonly data: AccountDataRepository
  /** The code that confirms an export or a deletion: sent and checked as sign-in codes are. */
  readonly codes: Pick<
    AccountsService,
    'sendAccountCode' | 'requireAccountCode' | 'endAccountSessions'
  >
  /** A fresh activity hash for the erased account, so no old page's set-activity is taken. */
  readonly randomToken: () => string
  readonly now?: () => Date
}

export type AccountDataDeps = Required<AccountDataServiceOptions>

export function createAccountDataDeps(options: AccountDataServiceOptions): AccountDataDeps {
  return { now: () => new Date(), ...options }
}
