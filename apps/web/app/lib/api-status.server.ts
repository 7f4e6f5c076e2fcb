// The live state of the API for the storefront's status block: liveness from GET /healthz,
// readiness (database open and migrated) from GET /readyz.
export const API_STATUSES = ['ready', 'not-ready', 'unreachable'] as const
export type ApiStatus = (typeof API_STATUSES)[number]

/** A status page must answer even when the API hangs, so each probe gets a short deadline. */
const PROBE_TIMEOUT_MS = 2000

async function probe(url: string): Promise<'ok' | 'failed' | 'unreachable'> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
    await response.body?.cancel()
    return response.ok ? 'ok' : 'failed'
  } catch {
    return 'unreachable'
  }
}

/**
 * 'ready' when both probes answer 2xx; 'unreachable' when the API does not answer /healthz at all
 * (refused, timed out); 'not-ready' when it answers but reports a problem.
 */
export async function checkApiStatus(apiUrl: string): Promise<ApiStatus> {
  const [health, readiness] = await Promise.all([
    probe(`${apiUrl}/healthz`),
    probe(`${apiUrl}/readyz`),
  ])
  if (health === 'unreachable') return 'unreachable'
  return health === 'ok' && readiness === 'ok' ? 'ready' : 'not-ready'
}
