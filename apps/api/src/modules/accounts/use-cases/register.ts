import { codeSenderReaches, normalizePhone } from '@tourmarket/domain/accounts'
import { VALIDATION_MESSAGE_KEYS } from '@tourmarket/domain/validation'
import type { BrandCurrency, CodeSender } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { UserRow } from '../repository.ts'
import { isUniqueViolation } from '../repository.ts'
import { randomToken } from '../tokens.ts'
import type { AccountsDeps } from './deps.ts'
import {
  cleanName,
  confirmationProblems,
  fieldRefusal,
  messages,
  passwordProblems,
  readLogin,
  validationFailed,
} from './field-checks.ts'
import type { FieldProblems } from './field-checks.ts'
import type { IssuedSession } from './session-issuer.ts'

function filledPhone(phone: string | null | undefined): string | null {
  return phone === undefined || phone === null || phone.trim() === '' ? null : phone
}

/**
 * The register fields' own rules (§5 password rules, the confirmation, the phone), each field's
 * messages at once; the fields not given are left to the request's schema.
 */
export function registrationProblems(
  input: { password?: string; confirmPassword?: string; phone?: string | null },
  language: Locale,
): FieldProblems {
  const errors: FieldProblems = {}
  if (input.password !== undefined) {
    const passwordErrors = passwordProblems(input.password, language)
    if (passwordErrors.length > 0) errors.password = passwordErrors
    const confirmErrors = confirmationProblems(input.password, input.confirmPassword, language)
    if (confirmErrors.length > 0) errors.confirm_password = confirmErrors
  }
  const phone = filledPhone(input.phone)
  if (phone !== null && normalizePhone(phone) === null) {
    errors.phone = messages([{ key: VALIDATION_MESSAGE_KEYS.phone, params: {} }], language)
  }
  return errors
}

export function createRegisterUseCases(deps: AccountsDeps) {
  const { repository, passwords, issueCode, offeredChannel, startSession } = deps

  return {
    registrationProblems,

    /** §7 register: §3 registration fields; signs in at once and sends an e-mail confirmation code. */
    async register(
      input: {
        firstName?: string | null
        lastName?: string | null
        email: string
        phone?: string | null
        password: string
        confirmPassword: string
        timezone?: string | null
      },
      context: { language: Locale; currency: BrandCurrency },
    ): Promise<IssuedSession> {
      const { language } = context
      const email = input.email.trim().toLowerCase()
      const errors = registrationProblems(input, language)
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      const filled = filledPhone(input.phone)
      const phone = filled === null ? null : normalizePhone(filled)

      if (await repository.findUserByLogin('email', email)) {
        throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
      }
      if (phone !== null && (await repository.findUserByLogin('phone', phone))) {
        throw fieldRefusal('phone', 'accounts.phoneTaken', language, 'phone_taken')
      }
      let user: UserRow
      try {
        user = await repository.insertUser({
          email,
          phone,
          passwordHash: await passwords.hash(input.password),
          firstName: cleanName(input.firstName) ?? null,
          lastName: cleanName(input.lastName) ?? null,
          timezone: cleanName(input.timezone) ?? null,
          languageCode: language,
          currencyCode: context.currency,
          activityHash: randomToken(),
        })
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
      return startSession(user)
    },

    /**
     * §7 register-without-password: an account without a password, signed into by codes; the
     * first code goes out at once. For a login already registered it only sends the code.
     */
    async registerWithoutPassword(
      input: {
        login: string
        codeSender?: CodeSender | undefined
        firstName?: string | null
        lastName?: string | null
        timezone?: string | null
      },
      context: { language: Locale; currency: BrandCurrency },
    ): Promise<void> {
      const { language } = context
      const login = readLogin(input.login, language)
      const sender = input.codeSender ?? (login.kind === 'email' ? 'email' : 'sms')
      if (codeSenderReaches(sender) !== login.kind) {
        throw fieldRefusal('code_sender', 'accounts.codeSenderMismatch', language)
      }
      // Refused before the account is made: no code could reach it this way.
      offeredChannel(sender, language)
      let user = await repository.findUserByLogin(login.kind, login.value)
      if (user === undefined) {
        try {
          user = await repository.insertUser({
            ...(login.kind === 'email' ? { email: login.value } : { phone: login.value }),
            firstName: cleanName(input.firstName) ?? null,
            lastName: cleanName(input.lastName) ?? null,
            timezone: cleanName(input.timezone) ?? null,
            languageCode: language,
            currencyCode: context.currency,
            activityHash: randomToken(),
          })
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
          user = await repository.findUserByLogin(login.kind, login.value)
        }
      }
      await issueCode({
        purpose: 'login',
        destination: login.value,
        userId: user?.id ?? null,
        sender,
        language,
      })
    },
  }
}
