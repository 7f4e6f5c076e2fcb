// End-to-end tests drive Debian's Chromium; we never download a browser of our own.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = '/usr/bin/chromium'
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium'

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it, then run npm test again:\n\n  sudo sh -c '${INSTALL_COMMAND}'\n`,
    )
    process.exit(1)
  }
  console.log(`Chromium is missing; installing Debian's package: ${INSTALL_COMMAND}`)
  execFileSync('sh', ['-c', INSTALL_COMMAND], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}
