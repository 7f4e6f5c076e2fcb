import { createAccountCodeUseCases } from './use-cases/account-codes.ts'
import { createAccountsDeps } from './use-cases/deps.ts'
import { createLoginChangeUseCases } from './use-cases/login-change.ts'
import type { AccountsServiceOptions } from './use-cases/options.ts'
import { createPasswordRecoveryUseCases } from './use-cases/password-recovery.ts'
import { createProfileUseCases } from './use-cases/profile.ts'
import { createRegisterUseCases } from './use-cases/register.ts'
import { createSessionUseCases } from './use-cases/sessions.ts'
import { createSignInUseCases } from './use-cases/sign-in.ts'
import { createStaffSignInUseCases } from './use-cases/staff-sign-in.ts'

export type { AccountCodePurpose } from './use-cases/account-codes.ts'
export type { AccountsServiceOptions } from './use-cases/options.ts'
export type { IssuedSession } from './use-cases/session-issuer.ts'
export type { Viewer } from './use-cases/sessions.ts'

/**
 * §3 accounts and §4 sessions: registration, sign-in by password or code, refresh-token
 * rotation, one-time tokens, profile changes, confirmations and password recovery. One file of
 * use cases each under use-cases/, over deps built once here.
 */
export function createAccountsService(options: AccountsServiceOptions) {
  const deps = createAccountsDeps(options)
  return {
    ...createSessionUseCases(deps),
    ...createRegisterUseCases(deps),
    ...createSignInUseCases(deps),
    ...createStaffSignInUseCases(deps),
    ...createProfileUseCases(deps),
    ...createLoginChangeUseCases(deps),
    ...createPasswordRecoveryUseCases(deps),
    ...createAccountCodeUseCases(deps),
    phoneCodeSenders: deps.phoneCodeSenders,
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
