import type { ApiClient } from '@tourmarket/api-client/client'
import type { AuthResult, CodeSent } from '@tourmarket/contracts'
import type { CodeSender } from '@tourmarket/domain'
import { useMemo } from 'react'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { loadApiContracts } from '../../lib/api-contracts.ts'

const user = (path: string) => `/crm/api/user/${path}`

/** §7 User calls the accounts pages make, typed by the contracts (loaded with the first call). */
export function accountsApi(api: ApiClient) {
  return {
    async auth(body: { login: string; password: string }): Promise<AuthResult> {
      const { authResultSchema } = await loadApiContracts()
      return api.post(user('auth'), { body, schema: authResultSchema })
    },
    async register(body: {
      first_name: string | null
      last_name: string | null
      email: string
      phone: string | null
      password: string
      confirm_password: string
      timezone: string | null
    }): Promise<AuthResult> {
      const { authResultSchema } = await loadApiContracts()
      return api.post(user('register'), { body, schema: authResultSchema })
    },
    async sendAuthCode(body: { login: string; code_sender: CodeSender }): Promise<CodeSent> {
      const { codeSentSchema } = await loadApiContracts()
      return api.post(user('send-auth-code'), { body, schema: codeSentSchema })
    },
    async authViaCode(body: {
      login: string
      code: string
      verify_method: CodeSender
      favourites_tours_ids: number[]
    }): Promise<AuthResult> {
      const { authResultSchema } = await loadApiContracts()
      return api.post(user('auth-via-code'), { body, schema: authResultSchema })
    },
    async accessTokenByOneTimeToken(token: string): Promise<AuthResult> {
      const { authResultSchema } = await loadApiContracts()
      return api.post(user('access-token-by-one-time-token'), {
        body: { token },
        schema: authResultSchema,
      })
    },
    async emailConfirmationRequest(): Promise<unknown> {
      return api.post(user('email-confirmation-request'))
    },
    async confirmEmail(code: string): Promise<unknown> {
      return api.post(user('confirm-email'), { body: { code } })
    },
    async passwordRecovery(email: string): Promise<unknown> {
      return api.post(user('password-recovery'), { body: { email } })
    },
    async checkPasswordResetToken(token: string): Promise<boolean> {
      const { passwordResetTokenStateSchema } = await loadApiContracts()
      const state = await api.post(user('check-password-reset-token'), {
        body: { token },
        schema: passwordResetTokenStateSchema,
      })
      return state.valid
    },
    async passwordReset(body: {
      token: string
      password: string
      confirm_password: string
    }): Promise<unknown> {
      return api.post(user('password-reset'), { body })
    },
    async changePassword(body: {
      old_password: string | undefined
      password: string
      confirm_password: string
    }): Promise<unknown> {
      return api.post(user('change-password'), { body })
    },
  }
}

export type AccountsApi = ReturnType<typeof accountsApi>

/** The accounts calls on the page's API client; null when the shell has none (root failed). */
export function useAccountsApi(): AccountsApi | null {
  const api = useApiClient()
  return useMemo(() => (api === null ? null : accountsApi(api)), [api])
}
