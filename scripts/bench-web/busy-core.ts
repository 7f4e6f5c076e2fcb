// Issue 45 item 6: Lighthouse with the machine busy, as a phone is while other apps run. A child
// process spins on one core for as long as the audits run, which takes the load average of this
// 2-core machine to about 2 within a minute.
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

/** The 1, 5 and 15-minute load averages, as `uptime` prints them. */
export function loadAverages(): string {
  return loadavg()
    .map((average) => average.toFixed(2))
    .join(' ')
}
