import { CODE_LENGTH } from '../inputs/code.ts'

/** §5 and §9: one-time codes have 5 digits. */
export const AUTH_CODE_LENGTH = CODE_LENGTH

const AUTH_CODE_PATTERN = new RegExp(`^[0-9]{${AUTH_CODE_LENGTH}}$`)

/** Whether a submitted code has the §5 form: exactly AUTH_CODE_LENGTH digits, nothing around them. */
export function isAuthCodeFormat(value: unknown): value is string {
  return typeof value === 'string' && AUTH_CODE_PATTERN.test(value)
}

/**
 * A code from a random integer (the caller draws it with a cryptographic generator): zero-padded,
 * so 42 becomes 00042 and every code has AUTH_CODE_LENGTH digits.
 */
export function formatAuthCode(randomValue: number): string {
  if (!Number.isSafeInteger(randomValue) || randomValue < 0) {
    throw new RangeError(`A code comes from a non-negative integer, got ${randomValue}.`)
  }
  return String(randomValue % 10 ** AUTH_CODE_LENGTH).padStart(AUTH_CODE_LENGTH, '0')
}

/** How many codes exist: the exclusive upper bound of the random integer formatAuthCode takes. */
export const AUTH_CODE_SPACE = 10 ** AUTH_CODE_LENGTH
