import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  CAPTCHA_MAX_NUMBER_LIMIT,
  captchaChallengeOf,
  captchaSolutionHeaderValue,
  solveProofOfWork,
  type ProofOfWorkChallenge,
} from './captcha-solver.ts'

/** A challenge made the way the API makes one (apps/api/src/platform/abuse/captcha.ts). */
function challengeFor(secretNumber: number, maxnumber: number): ProofOfWorkChallenge {
  const salt = `0123456789abcdef?expires=1999999999&kind=captcha`
  const challenge = createHash('sha256').update(`${salt}${secretNumber}`).digest('hex')
  const signature = createHmac('sha256', 'key').update(challenge).digest('hex')
  return { algorithm: 'SHA-256', challenge, salt, signature, maxnumber }
}

describe('§8 proof-of-work captcha solver', () => {
  it('finds the number, across batches and at both ends of the range', async () => {
    for (const secret of [0, 999, 1_000, 4_321, 5_000]) {
      expect(await solveProofOfWork(challengeFor(secret, 5_000)), String(secret)).toBe(secret)
    }
  })

  it('answers null when no number in range fits, or the algorithm is not SHA-256', async () => {
    expect(await solveProofOfWork(challengeFor(2_001, 2_000))).toBeNull()
    expect(await solveProofOfWork({ ...challengeFor(1, 10), algorithm: 'SHA-512' })).toBeNull()
    expect(await solveProofOfWork(challengeFor(1, CAPTCHA_MAX_NUMBER_LIMIT + 1))).toBeNull()
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      solveProofOfWork(challengeFor(10, 100), { signal: controller.signal }),
    ).rejects.toThrow()
  })

  it('encodes the X-Captcha header as base64 JSON of the solution', () => {
    const challenge = challengeFor(7, 100)
    const decoded: unknown = JSON.parse(
      Buffer.from(captchaSolutionHeaderValue(challenge, 7), 'base64').toString('utf8'),
    )
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    })
  })

  it('reads the challenge of a 429 body and nothing else', () => {
    const challenge = challengeFor(3, 100)
    expect(captchaChallengeOf({ type: 'captcha', challenge })).toEqual(challenge)
    expect(captchaChallengeOf({ type: 'captcha' })).toBeNull()
    expect(captchaChallengeOf({ challenge: { ...challenge, maxnumber: '100' } })).toBeNull()
    expect(captchaChallengeOf('text')).toBeNull()
  })
})
