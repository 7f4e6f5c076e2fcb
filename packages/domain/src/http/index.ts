export { CAPTCHA_SOLUTION_HEADER, isCaptchaRequired } from './captcha.ts'
export type { CaptchaKind } from './captcha.ts'
export { shouldRetry } from './retry.ts'
export type { TransportFailure } from './retry.ts'
