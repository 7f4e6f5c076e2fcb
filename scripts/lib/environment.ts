// A local `.env` (see .env.example) is read once here; the child processes inherit it.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

export function loadLocalEnvironment(root: string): void {
  const file = resolve(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}
