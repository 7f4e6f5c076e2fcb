import type { FormSchema } from '@tourmarket/domain/validation'
import type { AccountsText } from '../accounts-text.ts'
import type { SentCode } from '../login/sign-in-forms.ts'
import { senderFor } from '../login/sign-in-forms.ts'

/** The form name a registration by code posts, so /register's action tells it apart. */
export const CODE_REGISTRATION_FORM = 'code-register'

/** The fields the API may name in a refusal of a registration by code. */
export const CODE_REGISTRATION_FIELDS = ['first_name', 'last_name', 'login'] as const

export type CodeRegistrationValues = {
  first_name: string
  last_name: string
  login: string
  consent: boolean
}

/** §3/§5 the rules of a registration without a password, in the page and in its action. */
export function codeRegistrationRules({ text }: Pick<AccountsText, 'text'>) {
  return {
    first_name: 'required|max:100',
    last_name: 'required|max:100',
    login: 'required',
    consent: {
      rules: 'required',
      messages: { required: text('accounts.register.consentRequired') },
    },
  } satisfies FormSchema
}

/**
 * §7 register-without-password's body: the first code goes the way a sign-in code would (an
 * e-mail by e-mail, a phone by SMS), so the code form that follows is the sign-in's own.
 */
export function codeRegistrationBody(
  values: CodeRegistrationValues,
  timezone: string | null,
): {
  login: string
  code_sender: SentCode['sender']
  first_name: string
  last_name: string
  timezone: string | null
} {
  const login = values.login.trim()
  return {
    login,
    code_sender: senderFor(login),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    timezone,
  }
}

/** What a registration by code posted without JavaScript gets back when shown again. */
export type CodeRegistrationPosted = {
  readonly form: typeof CODE_REGISTRATION_FORM
  readonly values: Omit<CodeRegistrationValues, 'consent'>
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
  /** Set once the code was sent: the page shows the code form. */
  readonly sentCode: SentCode | null
}
