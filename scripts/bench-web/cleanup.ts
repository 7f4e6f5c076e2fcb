// Whatever the bench starts (servers, Chromium, the static copy of the tour page) registers how to
// undo it here, so every way out (the end, an error, Ctrl+C) leaves no process and no stray file.
type CleanupStep = () => Promise<void> | void

const steps: CleanupStep[] = []
/** Steps registered after clean-up began (the bench was still starting something): run at once. */
const lateSteps: Promise<void>[] = []
let cleaning: Promise<void> | undefined
let interrupted = false

/** Whether Ctrl+C or a kill is stopping the bench: the errors that follow are its echo. */
function wasInterrupted(): boolean {
  return interrupted
}

async function run(step: CleanupStep): Promise<void> {
  try {
    await step()
  } catch (error) {
    console.error(`Clean-up step failed: ${(error as Error).message}`)
  }
}

export function onCleanup(step: CleanupStep): void {
  if (cleaning === undefined) steps.push(step)
  else lateSteps.push(run(step))
}

/** Runs the registered steps once, newest first (Chromium before the servers it talks to). */
async function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let step = steps.pop(); step !== undefined; step = steps.pop()) await run(step)
  })()
  await cleaning
  await Promise.all(lateSteps)
}

/** Ctrl+C or a kill: undo everything, then exit with the usual 128 + signal number. */
function cleanUpOnSignals(): void {
  const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true
      console.error(`\n${signal}: stopping the servers…`)
      void cleanUp().finally(() => process.exit(exitCodes[signal]))
    })
  }
}

/**
 * Runs a bench so that it leaves nothing behind: clean-up on Ctrl+C, after an error (reported under
 * `name`, exit code 1) and at the end.
 */
export async function runBench(name: string, bench: () => Promise<void>): Promise<void> {
  cleanUpOnSignals()
  try {
    await bench()
  } catch (error) {
    if (!wasInterrupted()) console.error(`\n${name} could not measure: ${(error as Error).message}`)
    process.exitCode = 1
  } finally {
    await cleanUp()
  }
}
