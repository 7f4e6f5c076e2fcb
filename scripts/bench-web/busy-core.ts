// Issue 45 item 6: Lighthouse with the machine busy, as a phone is while other apps run. A child
// process spins on one core for as long as the audits run. With Lighthouse and Chromium on the
// other, a 2-core machine's load average reaches 3–4 (the issue asked for about 2).
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { onCleanup } from './cleanup.ts'

/** Starts the loop; returns how to stop it (also run on the bench's clean-up). */
export function keepOneCoreBusy(): () => void {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  let running = true
  const stop = () => {
    if (!running) return
    running = false
    spinner.kill('SIGKILL')
  }
  onCleanup(stop)
  return stop
}

/** Load averages (1, 5 and 15 minutes) as `uptime` prints them; the machine's now by default. */
export function loadAverages(averages: readonly number[] = loadavg()): string {
  return averages.map((average) => average.toFixed(2)).join(' ')
}
