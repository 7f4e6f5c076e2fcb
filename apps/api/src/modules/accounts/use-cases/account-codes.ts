import type { CodeSent } from '@tourmarket/contracts'
import { AUTH_CODE_LENGTH } from '@tourmarket/domain/accounts'
import type { CodeSender } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { AuthCodePurpose } from '../../../db/schema/accounts.ts'
import { tokenLifetimes } from '../tokens.ts'
import type { AccountsDeps } from './deps.ts'
import { fieldRefusal } from './field-checks.ts'
import type { Viewer } from './sessions.ts'

/** What a code confirms for a signed-in account's own data (issue 42). */
export type AccountCodePurpose = 'export' | 'delete'

const codePurposes: Readonly<Record<AccountCodePurpose, AuthCodePurpose>> = {
  export: 'account_export',
  delete: 'account_delete',
}

/**
 * "Download my data" and "Delete my account" are confirmed by a code sent as sign-in codes are:
 * to the account's e-mail, or to its phone by the first offered phone sender when it has no
 * e-mail, so whoever holds only an open session (a shared computer) cannot take or end the account.
 */
export function createAccountCodeUseCases(deps: AccountsDeps) {
  const { issueCode, requireCode, phoneCodeSenders, repository, now } = deps

  function destinationOf(
    viewer: Viewer,
    language: Locale,
  ): { destination: string; sender: CodeSender } {
    const { email, phone } = viewer.user
    if (email !== null) return { destination: email, sender: 'email' }
    const sender = phoneCodeSenders()[0]
    if (phone !== null && sender !== undefined) return { destination: phone, sender }
    throw fieldRefusal('code', 'accounts.noEmail', language)
  }

  return {
    async sendAccountCode(
      viewer: Viewer,
      purpose: AccountCodePurpose,
      language: Locale,
    ): Promise<CodeSent> {
      const { destination, sender } = destinationOf(viewer, language)
      await issueCode({
        purpose: codePurposes[purpose],
        destination,
        userId: viewer.user.id,
        sender,
        language,
      })
      return { success: true, code_length: AUTH_CODE_LENGTH, expires_in: tokenLifetimes.authCode }
    },

    /** 400 invalid_code on the `code` field unless it is the live code of this purpose. */
    async requireAccountCode(
      viewer: Viewer,
      purpose: AccountCodePurpose,
      code: string,
      language: Locale,
    ): Promise<void> {
      const { destination } = destinationOf(viewer, language)
      await requireCode(codePurposes[purpose], destination, code, {
        language,
        from: `user:${viewer.user.id}`,
      })
    },

    /** Ends every session of a deleted account, its chat sockets closed on every instance. */
    async endAccountSessions(userId: number): Promise<void> {
      await repository.revokeUserSessions(userId, 'account_deleted', now())
    },
  }
}
