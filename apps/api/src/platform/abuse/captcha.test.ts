import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CAPTCHA_CHALLENGE_TTL_SECONDS, createCaptcha, parseCaptchaSolution } from './captcha.ts'
import type { CaptchaSolution } from './captcha.ts'

const key = Buffer.from('a'.repeat(64), 'hex')

function solve(
  challenge: ReturnType<ReturnType<typeof createCaptcha>['challenge']>,
): CaptchaSolution {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') ===
      challenge.challenge
    ) {
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      }
    }
  }
  throw new Error('unsolvable')
}

describe('§8 proof-of-work captcha', () => {
  it('issues ALTCHA challenges a client can solve; the solution verifies until it expires', () => {
    let now = new Date('2026-11-23T10:00:00Z')
    const captcha = createCaptcha({ key, now: () => now })
    const challenge = captcha.challenge('captcha')
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 })
    const solution = solve(challenge)
    expect(captcha.verify(solution, 'captcha')).toEqual({
      signature: challenge.signature,
      expiresAt: new Date(now.getTime() + CAPTCHA_CHALLENGE_TTL_SECONDS * 1000),
    })
    now = new Date(now.getTime() + CAPTCHA_CHALLENGE_TTL_SECONDS * 1000)
    expect(captcha.verify(solution, 'captcha')).toBeNull()
  })

  it('a hard captcha’s solution answers both kinds; a plain one does not answer the hard kind', () => {
    const captcha = createCaptcha({ key, now: () => new Date() })
    const plain = solve(captcha.challenge('captcha'))
    expect(captcha.verify(plain, 'hard_captcha')).toBeNull()
    const hardChallenge = captcha.challenge('hard_captcha')
    expect(hardChallenge.maxnumber).toBe(1_000_000)
    const hard = solve(hardChallenge)
    expect(captcha.verify(hard, 'hard_captcha')).not.toBeNull()
    expect(captcha.verify(hard, 'captcha')).not.toBeNull()
  })

  it('refuses a challenge signed with another key', () => {
    const ours = createCaptcha({ key, now: () => new Date() })
    const theirs = createCaptcha({ key: Buffer.from('b'.repeat(64), 'hex'), now: () => new Date() })
    expect(ours.verify(solve(theirs.challenge('captcha')), 'captcha')).toBeNull()
  })

  it('reads the X-Captcha header as base64 JSON and nothing else', () => {
    const solution = { algorithm: 'SHA-256', challenge: 'c', number: 5, salt: 's', signature: 'x' }
    expect(parseCaptchaSolution(Buffer.from(JSON.stringify(solution)).toString('base64'))).toEqual(
      solution,
    )
    expect(parseCaptchaSolution(undefined)).toBeNull()
    expect(parseCaptchaSolution('%%%')).toBeNull()
    expect(parseCaptchaSolution(Buffer.from('[1]').toString('base64'))).toBeNull()
    expect(
      parseCaptchaSolution(
        Buffer.from(JSON.stringify({ ...solution, number: '5' })).toString('base64'),
      ),
    ).toBeNull()
  })
})
