import { createCodeChecks } from './codes.ts'
import { createLoginProofs } from './login-proofs.ts'
import type { AccountsServiceOptions } from './options.ts'
import { createSessionIssuer } from './session-issuer.ts'

/**
 * What the accounts use cases share, built once per service: the options, and the session,
 * code and login-proof helpers built on them.
 */
export function createAccountsDeps(options: AccountsServiceOptions) {
  return {
    ...options,
    ...createSessionIssuer(options),
    ...createCodeChecks(options),
    ...createLoginProofs(options),
  }
}

export type AccountsDeps = ReturnType<typeof createAccountsDeps>
