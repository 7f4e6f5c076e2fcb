import { codeSenderReaches, normalizePhone } from '@tourmarket/domain/accounts'
import { VALIDATION_MESSAGE_KEYS } from '@tourmarket/domain/validation'
import type { CodeSender } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { UserRow } from '../repository.ts'
import { isUniqueViolation } from '../repository.ts'
import type { AccountsDeps } from './deps.ts'
import {
  confirmationProblems,
  fieldRefusal,
  messages,
  passwordProblems,
  validationFailed,
} from './field-checks.ts'
import type { FieldProblems } from './field-checks.ts'
import type { Viewer } from './sessions.ts'

export function createLoginChangeUseCases(deps: AccountsDeps) {
  const { repository, passwords, now, issueCode, requireCode } = deps

  /** Asks for the current password when the account has one (changing e-mail, phone or password). */
  async function requireCurrentPassword(
    user: UserRow,
    password: string | undefined,
    field: string,
    language: Locale,
  ): Promise<void> {
    if (user.passwordHash === null) return
    if (password === undefined || password === '') {
      throw validationFailed({
        [field]: messages([{ key: VALIDATION_MESSAGE_KEYS.required, params: {} }], language),
      })
    }
    if (!(await passwords.verify(password, user.passwordHash))) {
      throw fieldRefusal(field, 'accounts.wrongPassword', language, 'wrong_password')
    }
  }

  return {
    /** §7 change-email: the current password when there is one; the new address needs confirming (a code is sent). */
    async changeEmail(
      viewer: Viewer,
      input: { email: string; password?: string | undefined },
      language: Locale,
    ): Promise<Viewer> {
      await requireCurrentPassword(viewer.user, input.password, 'password', language)
      const email = input.email.trim().toLowerCase()
      if (email === viewer.user.email) return viewer
      const owner = await repository.findUserByLogin('email', email)
      if (owner !== undefined)
        throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
      let user: UserRow
      try {
        user = await repository.updateUser(viewer.user.id, { email, emailConfirmedAt: null })
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
        throw error
      }
      await issueCode({
        purpose: 'confirm_email',
        destination: email,
        userId: user.id,
        sender: 'email',
        language,
      })
      return { ...viewer, user }
    },

    /** §7 change-phone: the current password when there is one; confirm with send-confirmation-code and confirm-phone. */
    async changePhone(
      viewer: Viewer,
      input: { phone: string; password?: string | undefined },
      language: Locale,
    ): Promise<Viewer> {
      const phone = normalizePhone(input.phone)
      if (phone === null) {
        throw validationFailed({
          phone: messages([{ key: VALIDATION_MESSAGE_KEYS.phone, params: {} }], language),
        })
      }
      await requireCurrentPassword(viewer.user, input.password, 'password', language)
      if (phone === viewer.user.phone) return viewer
      const owner = await repository.findUserByLogin('phone', phone)
      if (owner !== undefined)
        throw fieldRefusal('phone', 'accounts.phoneTaken', language, 'phone_taken')
      try {
        return {
          ...viewer,
          user: await repository.updateUser(viewer.user.id, { phone, phoneConfirmedAt: null }),
        }
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldRefusal('phone', 'accounts.phoneTaken', language, 'phone_taken')
        throw error
      }
    },

    /** §7 change-password: other sessions end; this one stays signed in. */
    async changePassword(
      viewer: Viewer,
      input: { oldPassword?: string | undefined; password: string; confirmPassword: string },
      language: Locale,
    ): Promise<void> {
      await requireCurrentPassword(viewer.user, input.oldPassword, 'old_password', language)
      const errors: FieldProblems = {}
      const passwordErrors = passwordProblems(input.password, language)
      if (passwordErrors.length > 0) errors.password = passwordErrors
      const confirmErrors = confirmationProblems(input.password, input.confirmPassword, language)
      if (confirmErrors.length > 0) errors.confirm_password = confirmErrors
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      await repository.updateUser(viewer.user.id, {
        passwordHash: await passwords.hash(input.password),
      })
      await repository.revokeUserSessions(
        viewer.user.id,
        'password_changed',
        now(),
        viewer.sessionId,
      )
    },

    /** §7 email-confirmation-request: a code to the profile's e-mail. */
    async requestEmailConfirmation(viewer: Viewer, language: Locale): Promise<void> {
      const { email } = viewer.user
      if (email === null) throw fieldRefusal('email', 'accounts.noEmail', language)
      if (viewer.user.emailConfirmedAt !== null)
        throw fieldRefusal('email', 'accounts.alreadyConfirmed', language, 'already_confirmed')
      await issueCode({
        purpose: 'confirm_email',
        destination: email,
        userId: viewer.user.id,
        sender: 'email',
        language,
      })
    },

    /** §7 confirm-email (code). */
    async confirmEmail(viewer: Viewer, code: string, language: Locale): Promise<void> {
      const { email } = viewer.user
      if (email === null) throw fieldRefusal('email', 'accounts.noEmail', language)
      await requireCode('confirm_email', email, code, { language, from: `user:${viewer.user.id}` })
      await repository.updateUser(viewer.user.id, { emailConfirmedAt: now() })
    },

    /** §7 send-confirmation-code (code_sender): a code to the profile's phone. */
    async sendPhoneConfirmation(
      viewer: Viewer,
      sender: CodeSender,
      language: Locale,
    ): Promise<void> {
      if (codeSenderReaches(sender) !== 'phone')
        throw fieldRefusal('code_sender', 'accounts.codeSenderMismatch', language)
      const { phone } = viewer.user
      if (phone === null) throw fieldRefusal('phone', 'accounts.noPhone', language)
      if (viewer.user.phoneConfirmedAt !== null)
        throw fieldRefusal('phone', 'accounts.alreadyConfirmed', language, 'already_confirmed')
      await issueCode({
        purpose: 'confirm_phone',
        destination: phone,
        userId: viewer.user.id,
        sender,
        language,
      })
    },

    /** §7 confirm-phone (code). */
    async confirmPhone(viewer: Viewer, code: string, language: Locale): Promise<void> {
      const { phone } = viewer.user
      if (phone === null) throw fieldRefusal('phone', 'accounts.noPhone', language)
      await requireCode('confirm_phone', phone, code, { language, from: `user:${viewer.user.id}` })
      await repository.updateUser(viewer.user.id, { phoneConfirmedAt: now() })
    },
  }
}
