import { useI18n } from '../../i18n/i18n-context.tsx'
import type { ShellMessageKey } from '../../i18n/shell-messages.ts'
import type { ApiStatus } from '../../lib/api-status.server.ts'

const LABEL_KEYS = {
  ready: 'home.apiStatus.ready',
  'not-ready': 'home.apiStatus.notReady',
  unreachable: 'home.apiStatus.unreachable',
} as const satisfies Record<ApiStatus, ShellMessageKey>

/** The state is in the words; the coloured dot only repeats it. */
export function ApiStatusBadge({ status }: { status: ApiStatus }) {
  const { t } = useI18n()
  return (
    <p className={`api-status api-status--${status}`}>
      <span className="api-status__dot" aria-hidden="true" />
      {t(LABEL_KEYS[status])}
    </p>
  )
}
