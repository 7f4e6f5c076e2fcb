// End-to-end tests drive Debian's Chromium; we never download a browser of our own.
import { ensureDebianPackage } from './packages.ts'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export function ensureChromium(): void {
  ensureDebianPackage({ command: CHROMIUM_PATH, package: 'chromium', purpose: 'the browser tests' })
}
