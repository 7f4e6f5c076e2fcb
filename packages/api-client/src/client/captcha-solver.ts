/**
 * The client half of the §8 self-hosted proof-of-work captcha (ALTCHA's format, see
 * docs/decisions/0012): find `number` in 0..maxnumber with SHA-256(salt + number), in hex, equal
 * to `challenge`, and send the solution back as the X-Captcha header. WebCrypto only, so the same
 * code runs in browsers and in Node (end-to-end helpers).
 */

/** The challenge fields the solver needs (the 429 body's `challenge`). */
export type ProofOfWorkChallenge = {
  readonly algorithm: string
  readonly challenge: string
  readonly salt: string
  readonly signature: string
  readonly maxnumber: number
}

/** Hashes tried between two yields to the event loop: a page stays responsive while it works. */
export const CAPTCHA_BATCH_SIZE = 1_000

/**
 * The largest challenge the client takes on: ten times the API's hard captcha. A bigger one would
 * keep a page busy for minutes, so it is treated as unsolvable.
 */
export const CAPTCHA_MAX_NUMBER_LIMIT = 10_000_000

const encoder = new TextEncoder()

function toHex(buffer: ArrayBuffer): string {
  let hex = ''
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/**
 * The number that answers the challenge, or null when none in 0..maxnumber does (a forged or
 * unsupported challenge). Works in batches that run their digests together and then yield, so the
 * page keeps painting; the signal stops it between batches.
 */
export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  options: { readonly signal?: AbortSignal } = {},
): Promise<number | null> {
  if (challenge.algorithm !== 'SHA-256' || challenge.maxnumber > CAPTCHA_MAX_NUMBER_LIMIT) {
    return null
  }
  const target = challenge.challenge.toLowerCase()
  for (let start = 0; start <= challenge.maxnumber; start += CAPTCHA_BATCH_SIZE) {
    options.signal?.throwIfAborted()
    const end = Math.min(start + CAPTCHA_BATCH_SIZE - 1, challenge.maxnumber)
    const candidates = Array.from({ length: end - start + 1 }, (_item, index) => start + index)
    const hashes = await Promise.all(
      candidates.map((number) => sha256Hex(`${challenge.salt}${number}`)),
    )
    const found = hashes.indexOf(target)
    if (found !== -1) return start + found
  }
  return null
}

/** The X-Captcha header value: base64 of the JSON { algorithm, challenge, number, salt, signature }. */
export function captchaSolutionHeaderValue(
  challenge: ProofOfWorkChallenge,
  number: number,
): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  })
  // btoa takes Latin-1 only; the JSON is ASCII (hex and the salt's query string), but encode
  // through UTF-8 bytes so any character survives.
  let binary = ''
  for (const byte of encoder.encode(json)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The challenge in a §8 captcha 429 body, or null when the body carries none the solver reads. */
export function captchaChallengeOf(body: unknown): ProofOfWorkChallenge | null {
  if (!isRecord(body) || !isRecord(body.challenge)) return null
  const { algorithm, challenge, salt, signature, maxnumber } = body.challenge
  if (
    typeof algorithm !== 'string' ||
    typeof challenge !== 'string' ||
    typeof salt !== 'string' ||
    typeof signature !== 'string' ||
    typeof maxnumber !== 'number' ||
    !Number.isSafeInteger(maxnumber) ||
    maxnumber < 0
  ) {
    return null
  }
  return { algorithm, challenge, salt, signature, maxnumber }
}
