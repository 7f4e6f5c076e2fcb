import type { RegisterBody } from '@tourmarket/contracts'
import { isPhone, type FormSchema } from '@tourmarket/domain/validation'
import type { AccountsText } from '../accounts-text.ts'

/** The fields the API may name in a refusal of a registration. */
export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm_password',
] as const

export type RegisterValues = {
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  confirm_password: string
  consent: boolean
}

/** §3/§5 the registration rules, the same in the page and in its action (issue 16). */
export function registerRules({ text, t }: Pick<AccountsText, 'text' | 't'>) {
  return {
    first_name: 'max:100',
    last_name: 'max:100',
    email: 'required|email',
    // §5 phone, only when one is given: the field is optional.
    phone: (value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || isPhone(value.replace(/[\s\-().]/g, ''))
        ? true
        : t('validation.phone'),
    password: 'required|min:8|max:128',
    confirm_password: 'required|confirmed:password',
    consent: {
      rules: 'required',
      messages: { required: text('accounts.register.consentRequired') },
    },
  } satisfies FormSchema
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** §7 user/register's body from the form; `timezone` is the browser's when it has one. */
export function registerBody(values: RegisterValues, timezone: string | null): RegisterBody {
  return {
    first_name: blankToNull(values.first_name),
    last_name: blankToNull(values.last_name),
    email: values.email.trim(),
    phone: blankToNull(values.phone),
    password: values.password,
    confirm_password: values.confirm_password,
    timezone,
  }
}

/** What the registration form posted without JavaScript gets back when shown again. */
export type RegisterPosted = {
  /** What was typed, passwords excepted. */
  readonly values: Omit<RegisterValues, 'password' | 'confirm_password'>
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** The visitor's IANA time zone (§3 registration `timezone`), or null when the browser hides it. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}
