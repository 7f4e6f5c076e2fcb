export { AUTH_CODE_LENGTH, AUTH_CODE_SPACE, formatAuthCode, isAuthCodeFormat } from './auth-code.ts'
export { codeSenderReaches, normalizeEmail, normalizePhone, parseLogin } from './login.ts'
export type { Login } from './login.ts'
export { accountMessage, accountMessages } from './messages.ts'
export { offeredCodeSenders } from './offered-senders.ts'
export type { AccountMessageKey } from './messages.ts'
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  commonPasswordKey,
  passwordRuleProblems,
} from './password.ts'
