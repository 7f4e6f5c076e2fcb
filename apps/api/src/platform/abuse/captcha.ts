import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { CaptchaChallenge } from '@tourmarket/contracts'
import type { CaptchaKind } from '@tourmarket/domain/http'

/**
 * How hard each §8 captcha is: the largest number a client may have to try. A browser hashes
 * 100,000 candidates in well under a second and 1,000,000 in a few; a script pays the same per
 * request it wants past the limit.
 */
export const captchaMaxNumber: Readonly<Record<CaptchaKind, number>> = {
  captcha: 100_000,
  hard_captcha: 1_000_000,
}

/** How long a challenge may be answered after it was issued. */
export const CAPTCHA_CHALLENGE_TTL_SECONDS = 10 * 60

/** A solved challenge as the client sends it (ALTCHA's payload). */
export type CaptchaSolution = {
  readonly algorithm: string
  readonly challenge: string
  readonly number: number
  readonly salt: string
  readonly signature: string
}

/** A solution that checks out: `signature` identifies it for single use until `expiresAt`. */
export type VerifiedSolution = { readonly signature: string; readonly expiresAt: Date }

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the X-Captcha header: base64 (or base64url) of the JSON solution; null when it is not one. */
export function parseCaptchaSolution(header: string | undefined): CaptchaSolution | null {
  if (header === undefined || header.length > 2048) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(parsed)) return null
  const { algorithm, challenge, number, salt, signature } = parsed
  if (
    typeof algorithm !== 'string' ||
    typeof challenge !== 'string' ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    typeof salt !== 'string' ||
    typeof signature !== 'string'
  ) {
    return null
  }
  return { algorithm, challenge, number, salt, signature }
}

/**
 * The self-hosted proof-of-work captcha of §8 in ALTCHA's format (so ALTCHA's widget can solve
 * it): the API picks a secret number, publishes SHA-256(salt + number) with an HMAC of it, and the
 * client finds the number by trying. The salt carries the expiry and the kind, and the HMAC binds
 * them, so a challenge cannot be stretched or downgraded.
 */
export function createCaptcha(options: { key: Buffer; now: () => Date }) {
  const { key, now } = options
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex')

  return {
    challenge(kind: CaptchaKind): CaptchaChallenge {
      const maxnumber = captchaMaxNumber[kind]
      const expires = Math.floor(now().getTime() / 1000) + CAPTCHA_CHALLENGE_TTL_SECONDS
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&kind=${kind}`
      const challenge = sha256Hex(`${salt}${randomInt(0, maxnumber + 1)}`)
      return { algorithm: 'SHA-256', challenge, salt, signature: sign(challenge), maxnumber }
    },

    /**
     * Checks a solution against what `needed` asks: a hard captcha's solution also answers a
     * plain one, not the other way round. Null when it is forged, wrong, expired or too easy.
     */
    verify(solution: CaptchaSolution, needed: CaptchaKind): VerifiedSolution | null {
      if (solution.algorithm !== 'SHA-256') return null
      if (!equalText(sign(solution.challenge), solution.signature)) return null
      if (sha256Hex(`${solution.salt}${solution.number}`) !== solution.challenge) return null
      const params = new URLSearchParams(solution.salt.split('?')[1] ?? '')
      const expires = Number(params.get('expires'))
      const kind = params.get('kind')
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now().getTime()) return null
      if (kind !== 'hard_captcha' && !(kind === 'captcha' && needed === 'captcha')) return null
      return { signature: solution.signature, expiresAt: new Date(expires * 1000) }
    },
  }
}

export type Captcha = ReturnType<typeof createCaptcha>
