// Whether a failed Vitest run failed only because a worker process died of a signal (an engine
// crash, see scripts/test.ts runVitest): no test failed and the one error is the worker's exit.

export function onlyAWorkerCrashed(output: string, failedTests: number | undefined): boolean {
  return (
    failedTests === 0 &&
    /Vitest caught 1 unhandled error/.test(output) &&
    /Worker exited unexpectedly with signal/.test(output)
  )
}
