// One command of a test run, timed: its output goes to the terminal, is kept to print later
// when several commands run at once (scripts/test.ts, scripts/test-quick.ts), or both.
import { spawn } from 'node:child_process'

export type CommandOutcome = {
  readonly title: string
  readonly seconds: number
  readonly ok: boolean
  readonly status: number | null
  /** What it printed, when captured. */
  readonly output: string
}

export function runCommand(
  title: string,
  command: string,
  args: readonly string[],
  {
    cwd,
    captureOutput,
    echoOutput = false,
  }: {
    cwd: string
    captureOutput: boolean
    /** With captureOutput: print it as it comes too. */
    echoOutput?: boolean
  },
): Promise<CommandOutcome> {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: captureOutput ? 'pipe' : 'inherit' })
    let output = ''
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString()
      if (echoOutput) to.write(chunk)
    }
    child.stdout?.on('data', keep(process.stdout))
    child.stderr?.on('data', keep(process.stderr))
    const finish = (status: number | null, extra = '') =>
      done({
        title,
        seconds: (Date.now() - started) / 1000,
        ok: status === 0,
        status,
        output: output + extra,
      })
    // A command that cannot start (not installed) fails its phase instead of hanging the run.
    child.on('error', (error) => finish(null, `${error.message}\n`))
    child.on('close', (status) => finish(status))
  })
}
