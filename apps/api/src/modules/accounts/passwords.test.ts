import { describe, expect, it } from 'vitest'
import { createPasswordHasher, defaultScryptCost, isCommonPassword } from './passwords.ts'

const lowCost = { N: 2 ** 10, r: 8, p: 1 }

describe('accounts: password hashing', () => {
  it('uses scrypt at OWASP’s cost by default and keeps the parameters with the hash', async () => {
    expect(defaultScryptCost).toEqual({ N: 131_072, r: 8, p: 1 })
    const hash = await createPasswordHasher().hash('Gentle-otter-paddles-47')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/)
  })

  it('verifies the right password only, and salts every hash', async () => {
    const hasher = createPasswordHasher(lowCost)
    const first = await hasher.hash('Gentle-otter-paddles-47')
    const second = await hasher.hash('Gentle-otter-paddles-47')
    expect(first).not.toBe(second)
    await expect(hasher.verify('Gentle-otter-paddles-47', first)).resolves.toBe(true)
    await expect(hasher.verify('gentle-otter-paddles-47', first)).resolves.toBe(false)
    await expect(hasher.verify('Gentle-otter-paddles-47', null)).resolves.toBe(false)
    await expect(hasher.verify('Gentle-otter-paddles-47', 'bcrypt$whatever')).resolves.toBe(false)
  })

  it('reads a hash made at another cost (the cost can be raised later)', async () => {
    const old = await createPasswordHasher({ N: 2 ** 11, r: 8, p: 1 }).hash(
      'Gentle-otter-paddles-47',
    )
    await expect(
      createPasswordHasher(lowCost).verify('Gentle-otter-paddles-47', old),
    ).resolves.toBe(true)
  })

  it('treats Unicode forms of one password alike (NFKC)', async () => {
    const hasher = createPasswordHasher(lowCost)
    const composed = await hasher.hash('Café-au-lait-2024')
    await expect(hasher.verify('Cafe\u0301-au-lait-2024', composed)).resolves.toBe(true)
  })
})

describe('accounts: common passwords', () => {
  it('knows the common ones that pass the length rule, in any case', () => {
    for (const password of [
      'password',
      '12345678',
      'qwertyuiop',
      'Password1',
      'iloveyou',
      'sunshine',
    ]) {
      expect(isCommonPassword(password), password).toBe(true)
    }
  })

  it('lets uncommon ones through', () => {
    expect(isCommonPassword('Gentle-otter-paddles-47')).toBe(false)
  })
})
