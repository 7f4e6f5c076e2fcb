export type CaptchaKind = 'captcha' | 'hard_captcha'

/** §8: a 429 whose body has type captcha or hard_captcha asks for that captcha; otherwise null. */
export function isCaptchaRequired(status: number, body: unknown): CaptchaKind | null {
  if (status !== 429 || typeof body !== 'object' || body === null || !('type' in body)) return null
  const { type } = body
  return type === 'captcha' || type === 'hard_captcha' ? type : null
}

/**
 * The request header that carries a solved captcha challenge (base64 of the JSON solution) when a
 * request is repeated after a §8 captcha 429.
 */
export const CAPTCHA_SOLUTION_HEADER = 'X-Captcha'
