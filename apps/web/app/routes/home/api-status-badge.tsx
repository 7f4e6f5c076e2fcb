import type { ApiStatus } from '../../lib/api-status.server.ts'

const LABELS = {
  ready: 'API: ready',
  'not-ready': 'API: not ready',
  unreachable: 'API: not reachable',
} as const satisfies Record<ApiStatus, string>

/** The state is in the words; the coloured dot only repeats it. */
export function ApiStatusBadge({ status }: { status: ApiStatus }) {
  return (
    <p className={`api-status api-status--${status}`}>
      <span className="api-status__dot" aria-hidden="true" />
      {LABELS[status]}
    </p>
  )
}
