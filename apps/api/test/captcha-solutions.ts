import { createHash } from 'node:crypto'
import type { CaptchaChallenge } from '@tourmarket/contracts'

/** What a browser does with a §8 captcha: finds the number and sends the solution as base64 JSON. */
export function solveCaptcha(challenge: CaptchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') ===
      challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64')
    }
  }
  throw new Error('unsolvable challenge')
}
