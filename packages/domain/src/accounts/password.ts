import type { ValidationMessage } from '../validation/messages.ts'
import { validateField } from '../validation/validate.ts'

/** The shortest password an account may have (NIST SP 800-63B: at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8

/**
 * The longest one: generous, so pass phrases and password managers' output fit (at least 64 must
 * be accepted), and bounded, so a megabyte body cannot make the hash function work for nothing.
 */
export const PASSWORD_MAX_LENGTH = 128

/**
 * §5 rules of a new password, as the messages a form shows: required, then at least
 * PASSWORD_MIN_LENGTH and at most PASSWORD_MAX_LENGTH characters. Whether it is a common password
 * is the API's check: its list is too large to ship to browsers.
 */
export function passwordRuleProblems(password: unknown): readonly ValidationMessage[] {
  return validateField(
    { required: true, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    password,
  )
}

/**
 * How a password is looked up in a list of common ones: case is ignored, since `Password1` is
 * guessed as early as `password1`.
 */
export function commonPasswordKey(password: string): string {
  return password.toLowerCase()
}
