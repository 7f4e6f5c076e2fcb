export { CAPTCHA_SOLUTION_HEADER, isCaptchaRequired } from './captcha.ts'
export type { CaptchaKind } from './captcha.ts'
export { RETRY_STATUSES, retryBudget, shouldRetry } from './retry.ts'
export type { TransportFailure } from './retry.ts'
