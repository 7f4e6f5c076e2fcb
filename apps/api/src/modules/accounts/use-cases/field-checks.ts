// The field checks and refusals the accounts use cases share.
import { accountMessage, parseLogin, passwordRuleProblems } from '@tourmarket/domain/accounts'
import { VALIDATION_MESSAGE_KEYS, formatValidationMessage } from '@tourmarket/domain/validation'
import type { AccountMessageKey, Login } from '@tourmarket/domain/accounts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ValidationMessage } from '@tourmarket/domain/validation'
import type { ErrorCode } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { isCommonPassword } from '../passwords.ts'

export type FieldProblems = Record<string, string[]>

export function validationFailed(errors: FieldProblems): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Validation failed.',
    errors,
  })
}

/** A refusal about one field, with one of the accounts messages in the request's language. */
export function fieldRefusal(
  field: string,
  key: AccountMessageKey,
  language: Locale,
  code: ErrorCode = 'validation_failed',
): AppError {
  const message = accountMessage(key, language)
  return new AppError({ code, message, errors: { [field]: [message] } })
}

/** A trimmed name, or null for blank; undefined leaves the stored value as it is. */
export function cleanName(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

export function messages(problems: readonly ValidationMessage[], language: Locale): string[] {
  return problems.map((problem) => formatValidationMessage(problem, language))
}

/** The §5 password rules and the common-password list, as the messages of one field. */
export function passwordProblems(password: string, language: Locale): string[] {
  const problems = messages(passwordRuleProblems(password), language)
  if (problems.length === 0 && isCommonPassword(password)) {
    problems.push(accountMessage('accounts.passwordTooCommon', language))
  }
  return problems
}

export function confirmationProblems(
  password: string,
  confirmation: string | undefined,
  language: Locale,
): string[] {
  if (confirmation === undefined || confirmation === password) return []
  return [formatValidationMessage({ key: VALIDATION_MESSAGE_KEYS.confirmed, params: {} }, language)]
}

export function readLogin(value: string, language: Locale): Login {
  const login = parseLogin(value)
  if (login === null) throw fieldRefusal('login', 'accounts.invalidLogin', language)
  return login
}
