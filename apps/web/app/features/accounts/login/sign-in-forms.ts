import type { CodeSent } from '@tourmarket/contracts'
import { AUTH_CODE_LENGTH, parseLogin } from '@tourmarket/domain/accounts'
import type { CodeSender } from '@tourmarket/domain/enums'

/**
 * The three sign-in forms of /login as the page and its action both know them (issue 16): each
 * posts its name in `form`, so the action can tell them apart when they arrive without
 * JavaScript.
 */
/** `link`: the sign-in e-mail's one-click link (§7 redirect-auth-via-code). */
export type SignInFormName = 'password' | 'send-code' | 'code' | 'link'

export const PASSWORD_SIGN_IN_RULES = { login: 'required', password: 'required' } as const
export const SEND_CODE_RULES = { login: 'required' } as const
export const CODE_RULES = { code: `required|min:${AUTH_CODE_LENGTH}` } as const

/** A code on its way, and to whom: the code form's own state, posted along in hidden fields. */
export type SentCode = {
  readonly login: string
  readonly sender: CodeSender
  readonly sent: CodeSent
}

/** §3: an e-mail gets its code by e-mail; a phone by SMS (messenger senders come with settings). */
export function senderFor(login: string): CodeSender {
  return parseLogin(login)?.kind === 'phone' ? 'sms' : 'email'
}

/** What a sign-in form posted without JavaScript gets back when it has to be shown again. */
export type SignInPosted = {
  readonly form: SignInFormName
  /** The login as typed (never the password). */
  readonly login: string
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
  /** Set once a code was sent: the page shows the code form. */
  readonly sentCode: SentCode | null
}
