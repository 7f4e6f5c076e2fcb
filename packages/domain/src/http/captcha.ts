export type CaptchaKind = 'captcha' | 'hard_captcha'

/** §8: a 429 whose body has type captcha or hard_captcha asks for that captcha; otherwise null. */
export function isCaptchaRequired(status: number, body: unknown): CaptchaKind | null {
  if (status !== 429 || typeof body !== 'object' || body === null || !('type' in body)) return null
  const { type } = body
  return type === 'captcha' || type === 'hard_captcha' ? type : null
}
