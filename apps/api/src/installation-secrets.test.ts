import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { installationSecrets } from './installation-secrets.ts'

const freshFile = () =>
  join(mkdtempSync(join(tmpdir(), 'tourmarket-secrets-')), 'data', 'installation-secrets.json')

describe('issue 14: secrets made per installation, never a public constant', () => {
  it('makes random secrets once, keeps them private in the data folder, and reuses them', () => {
    const file = freshFile()
    const first = loadConfig({}, installationSecrets(file))
    expect(first.accounts.sessionSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.payments).toMatchObject({ webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(first.payments).not.toMatchObject({ webhookSecret: first.accounts.sessionSecret })
    expect(statSync(file).mode & 0o777).toBe(0o600)

    const restarted = loadConfig({}, installationSecrets(file))
    expect(restarted.accounts.sessionSecret).toBe(first.accounts.sessionSecret)
    expect(restarted.payments).toEqual(first.payments)
  })

  it('gives two installations different secrets', () => {
    const one = loadConfig({}, installationSecrets(freshFile()))
    const other = loadConfig({}, installationSecrets(freshFile()))
    expect(one.accounts.sessionSecret).not.toBe(other.accounts.sessionSecret)
    expect(one.payments).not.toEqual(other.payments)
  })

  it('lets the environment win, and refuses a damaged file rather than inventing a secret', () => {
    const file = freshFile()
    const secret = 'e'.repeat(40)
    expect(
      loadConfig({ SESSION_SECRET: secret }, installationSecrets(file)).accounts.sessionSecret,
    ).toBe(secret)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('SESSION_SECRET')

    writeFileSync(file, JSON.stringify({ SESSION_SECRET: 'short' }))
    expect(() => loadConfig({}, installationSecrets(file))).toThrow(
      /has no usable [A-Z_]+; delete the file to make new secrets/,
    )
  })
})
