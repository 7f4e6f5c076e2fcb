import { isBrandCurrency } from '@tourmarket/domain/enums'
import { isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { messageTexts } from '../texts.ts'
import { hashToken, randomToken, tokenLifetimes } from '../tokens.ts'
import type { AccountsDeps } from './deps.ts'
import {
  confirmationProblems,
  fieldRefusal,
  passwordProblems,
  validationFailed,
} from './field-checks.ts'
import type { FieldProblems } from './field-checks.ts'

export function createPasswordRecoveryUseCases(deps: AccountsDeps) {
  const { repository, passwords, mailer, siteUrl, now, claimProvenLogin } = deps

  return {
    /**
     * §7 password-recovery (email): mails a single-use reset link when the address has an
     * account. The answer is the same either way, so it tells nobody which addresses do.
     */
    async recoverPassword(emailValue: string, language: Locale): Promise<void> {
      const email = emailValue.trim().toLowerCase()
      const user = await repository.findUserByLogin('email', email)
      if (user === undefined) return
      await repository.expireOneTimeTokens(user.id, 'password_reset', now())
      const token = randomToken()
      await repository.insertOneTimeToken({
        tokenHash: hashToken(token),
        purpose: 'password_reset',
        userId: user.id,
        expiresAt: new Date(now().getTime() + tokenLifetimes.passwordResetToken * 1000),
      })
      const link = `${siteUrl}/password-reset?token=${encodeURIComponent(token)}`
      const locale = isLocale(user.languageCode) ? user.languageCode : language
      await mailer.send({
        to: email,
        ...messageTexts.passwordReset(locale, link, tokenLifetimes.passwordResetToken),
      })
    },

    /** §7 check-password-reset-token: whether the link can still be used. */
    async isPasswordResetTokenValid(token: string): Promise<boolean> {
      return repository.isOneTimeTokenValid(hashToken(token), 'password_reset', now())
    },

    /**
     * §7 password-reset (password, token): sets the password and ends every session. The link
     * came by e-mail, so it also confirms the address.
     */
    async resetPassword(
      input: { token: string; password: string; confirmPassword?: string | undefined },
      language: Locale,
    ): Promise<void> {
      const errors: FieldProblems = {}
      const passwordErrors = passwordProblems(input.password, language)
      if (passwordErrors.length > 0) errors.password = passwordErrors
      const confirmErrors = confirmationProblems(input.password, input.confirmPassword, language)
      if (confirmErrors.length > 0) errors.confirm_password = confirmErrors
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      const at = now()
      const userId = await repository.consumeOneTimeToken(
        hashToken(input.token),
        'password_reset',
        at,
      )
      const user = userId === undefined ? undefined : await repository.findUserById(userId)
      if (user === undefined)
        throw fieldRefusal('token', 'accounts.invalidToken', language, 'invalid_token')
      // The link went to the e-mail, so following it proves the e-mail (decision 0018).
      const owner =
        user.email === null
          ? user
          : await claimProvenLogin(
              user,
              { kind: 'email', value: user.email },
              {
                language: isLocale(user.languageCode) ? user.languageCode : language,
                currency: isBrandCurrency(user.currencyCode) ? user.currencyCode : 'USD',
              },
            )
      await repository.updateUser(owner.id, {
        passwordHash: await passwords.hash(input.password),
      })
      await repository.revokeUserSessions(owner.id, 'password_reset', at)
    },
  }
}
