import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN_LENGTH, commonPasswordKey } from '@tourmarket/domain/accounts'

/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism). Memory is 128·N·r bytes. */
export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number }

/**
 * OWASP's first scrypt setting: N=2^17, r=8, p=1 — 128 MiB and about half a second per hash on
 * the 2-core machine, off the event loop (libuv's thread pool).
 */
export const defaultScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const KEY_LENGTH = 64
const SALT_LENGTH = 16

function deriveKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      // The same password typed on two keyboards may differ in Unicode form; NFKC makes them one.
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return null
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0))
    return null
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

/**
 * Password hashing with Node's scrypt (memory-hard; no native dependency). A hash keeps its own
 * parameters (`scrypt$N$r$p$salt$key`), so raising the cost later leaves old hashes readable.
 */
export function createPasswordHasher(cost: ScryptCost = defaultScryptCost) {
  // Verified against when an account has no password (or there is no account), so a wrong login
  // takes as long as a wrong password and answers do not tell which accounts exist.
  let decoyHash: Promise<string> | undefined

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH)
    const key = await deriveKey(password, salt, cost)
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    )
  }

  async function verify(password: string, stored: string | null): Promise<boolean> {
    decoyHash ??= hash(randomBytes(16).toString('hex'))
    const parsed = parseHash(stored ?? (await decoyHash))
    if (parsed === null) return false
    const key = await deriveKey(password, parsed.salt, parsed.cost)
    return stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
  }

  return { hash, verify }
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>

let commonPasswords: ReadonlySet<string> | undefined

/**
 * Whether a password is on the list of common ones: zxcvbn-ts's list of about 49,000 passwords
 * seen most in breaches, of which those long enough to pass the length rule are kept.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common']
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map(commonPasswordKey),
  )
  return commonPasswords.has(commonPasswordKey(password))
}
