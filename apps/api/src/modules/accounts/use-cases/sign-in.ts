import { codeSenderReaches } from '@tourmarket/domain/accounts'
import type { BrandCurrency, CodeSender } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { hashToken, randomToken, tokenLifetimes } from '../tokens.ts'
import type { AccountsDeps } from './deps.ts'
import { fieldRefusal, readLogin } from './field-checks.ts'
import type { IssuedSession } from './session-issuer.ts'

/** A code sign-in's request: its language and currency, and its network (addressLimitKey). */
type CodeSignInContext = { language: Locale; currency: BrandCurrency; address: string }

export function createSignInUseCases(deps: AccountsDeps) {
  const {
    repository,
    favourites,
    passwords,
    now,
    startSession,
    issueCode,
    requireCode,
    accountForVerifiedLogin,
  } = deps

  return {
    /** §7 auth (login, password). One answer for an unknown login and a wrong password. */
    async signIn(loginValue: string, password: string, language: Locale): Promise<IssuedSession> {
      const login = readLogin(loginValue, language)
      const user = await repository.findUserByLogin(login.kind, login.value)
      const valid = await passwords.verify(password, user?.passwordHash ?? null)
      if (user === undefined || !valid) {
        throw fieldRefusal(
          'password',
          'accounts.invalidCredentials',
          language,
          'invalid_credentials',
        )
      }
      return startSession(user)
    },

    /**
     * §7 send-auth-code (login, code_sender). Sent whether or not an account exists (verifying
     * the code creates one), so the answer never tells which logins are registered.
     */
    async sendAuthCode(loginValue: string, sender: CodeSender, language: Locale): Promise<void> {
      const login = readLogin(loginValue, language)
      if (codeSenderReaches(sender) !== login.kind) {
        throw fieldRefusal('code_sender', 'accounts.codeSenderMismatch', language)
      }
      const user = await repository.findUserByLogin(login.kind, login.value)
      await issueCode({
        purpose: 'login',
        destination: login.value,
        userId: user?.id ?? null,
        sender,
        language,
      })
    },

    /** §7 auth-via-code: signs in (creating the account if needed) and merges the device's favourites. */
    async signInWithCode(
      input: { login: string; code: string; favouriteTourIds?: readonly number[] | undefined },
      context: CodeSignInContext,
    ): Promise<IssuedSession> {
      const login = readLogin(input.login, context.language)
      await requireCode('login', login.value, input.code, {
        language: context.language,
        from: context.address,
      })
      const user = await accountForVerifiedLogin(login, {}, context)
      await favourites.merge(user.id, input.favouriteTourIds ?? [])
      return startSession(user)
    },

    /**
     * §7 redirect-auth-via-code: like auth-via-code, but answers with where to go: the §2
     * /login-via-token page with a one-time token, which the page exchanges for a session.
     */
    async oneTimeLoginWithCode(
      input: { login: string; code: string; favouriteTourIds?: readonly number[] | undefined },
      context: CodeSignInContext,
    ): Promise<string> {
      const login = readLogin(input.login, context.language)
      await requireCode('login', login.value, input.code, {
        language: context.language,
        from: context.address,
      })
      const user = await accountForVerifiedLogin(login, {}, context)
      await favourites.merge(user.id, input.favouriteTourIds ?? [])
      const token = randomToken()
      await repository.insertOneTimeToken({
        tokenHash: hashToken(token),
        purpose: 'login',
        userId: user.id,
        expiresAt: new Date(now().getTime() + tokenLifetimes.oneTimeLoginToken * 1000),
      })
      return `/login-via-token?token=${encodeURIComponent(token)}`
    },

    /** §7 access-token-by-one-time-token: single use, expiring. */
    async signInWithOneTimeToken(token: string, language: Locale): Promise<IssuedSession> {
      const userId = await repository.consumeOneTimeToken(hashToken(token), 'login', now())
      const user = userId === undefined ? undefined : await repository.findUserById(userId)
      if (user === undefined)
        throw fieldRefusal('token', 'accounts.invalidToken', language, 'invalid_token')
      return startSession(user)
    },
  }
}
