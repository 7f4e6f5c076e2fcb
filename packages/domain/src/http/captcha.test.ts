import { describe, expect, it } from 'vitest'
import { CAPTCHA_SOLUTION_HEADER, isCaptchaRequired } from './captcha.ts'

describe('§8 captcha required on 429', () => {
  it('§8 429 with body type captcha asks for the captcha', () => {
    expect(isCaptchaRequired(429, { type: 'captcha', message: 'x' })).toBe('captcha')
  })

  it('§8 429 with body type hard_captcha asks for the hard captcha', () => {
    expect(isCaptchaRequired(429, { type: 'hard_captcha' })).toBe('hard_captcha')
  })

  it('§8 other statuses with a captcha body ask for nothing', () => {
    expect(isCaptchaRequired(400, { type: 'captcha' })).toBeNull()
    expect(isCaptchaRequired(403, { type: 'hard_captcha' })).toBeNull()
  })

  it('§8 a 429 without a captcha type is plain rate limiting', () => {
    expect(isCaptchaRequired(429, { type: 'rate_limit' })).toBeNull()
    expect(isCaptchaRequired(429, {})).toBeNull()
    expect(isCaptchaRequired(429, null)).toBeNull()
    expect(isCaptchaRequired(429, 'captcha')).toBeNull()
    expect(isCaptchaRequired(429, { type: 'CAPTCHA' })).toBeNull()
  })
})

describe('§8 the captcha solution travels in a request header', () => {
  it('is X-Captcha', () => {
    expect(CAPTCHA_SOLUTION_HEADER).toBe('X-Captcha')
  })
})
