import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { GeneratedSecretName, SecretSource } from './config.ts'

type SecretsFile = Partial<Record<GeneratedSecretName, string>>

function readSecrets(file: string): SecretsFile | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SecretsFile
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Secrets made once per installation and kept in `file` (mode 0600), so a development start needs
 * no configuration yet shares no secret with any other installation (issue 14: public default
 * secrets let anyone forge webhooks and captcha answers). Two processes starting at once agree:
 * the file is written whole under a temporary name and hard-linked into place, which fails if
 * another process got there first; then everyone reads the one that won.
 */
export function installationSecrets(file: string): SecretSource {
  let secrets = readSecrets(file)
  if (secrets === undefined) {
    mkdirSync(dirname(file), { recursive: true })
    const candidate = `${file}.${String(process.pid)}.${randomBytes(4).toString('hex')}`
    const fresh: Required<SecretsFile> = {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    }
    writeFileSync(candidate, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 })
    try {
      linkSync(candidate, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      rmSync(candidate, { force: true })
    }
    secrets = readSecrets(file) ?? {}
  }
  const known = secrets
  return (name) => {
    const secret = known[name]
    if (secret === undefined || secret.length < 32) {
      throw new Error(`${file} has no usable ${name}; delete the file to make new secrets`)
    }
    return secret
  }
}
