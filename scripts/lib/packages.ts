// Debian packages the scripts need (Chromium for the browser tests, HAProxy for the fleet): used
// where present, installed when missing and running as root (as CI does), else the command to run.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureDebianPackage(need: {
  /** The file the package provides. */
  command: string
  package: string
  /** What it is for, in the message. */
  purpose: string
}): void {
  if (existsSync(need.command)) return
  const install = `apt-get update && apt-get install -y ${need.package}`
  if (process.getuid?.() !== 0) {
    console.error(
      `${need.command} is missing (${need.purpose} needs Debian's ${need.package}). Install it, then run this again:\n\n  sudo sh -c '${install}'\n`,
    )
    process.exit(1)
  }
  console.log(`${need.package} is missing; installing Debian's package: ${install}`)
  execFileSync('sh', ['-c', install], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}
