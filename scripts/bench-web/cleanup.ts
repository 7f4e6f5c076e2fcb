// Whatever the bench starts (servers, Chromium, the static copy of the tour page) registers how to
// undo it here, so every way out (the end, an error, Ctrl+C) leaves no process and no stray file.
type CleanupStep = () => Promise<void> | void

const steps: CleanupStep[] = []
/** Steps registered after clean-up began (the bench was still starting something): run at once. */
const lateSteps: Promise<void>[] = []
let cleaning: Promise<void> | undefined
let interrupted = false

/** Whether Ctrl+C or a kill is stopping the bench: the errors that follow are its echo. */
export function wasInterrupted(): boolean {
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
export async function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let step = steps.pop(); step !== undefined; step = steps.pop()) await run(step)
  })()
  await cleaning
  await Promise.all(lateSteps)
}

/** Ctrl+C or a kill: undo everything, then exit with the usual 128 + signal number. */
export function cleanUpOnSignals(): void {
  const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true
      console.error(`\n${signal}: stopping the servers…`)
      void cleanUp().finally(() => process.exit(exitCodes[signal]))
    })
  }
}
