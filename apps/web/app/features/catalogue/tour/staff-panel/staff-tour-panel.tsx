import type { BrandCurrency } from '@tourmarket/domain/enums'
import { lazy, Suspense, useEffect, useState } from 'react'
import { readCookie } from '../../../../lib/cookies.ts'
import { useSession } from '../../../../lib/session-context.tsx'

/** §6 the API's hint that this browser holds an admin session (the API's token claim is the truth). */
const ADMIN_SESSION_COOKIE = 'adm_auth'

const StaffTourPanelContent = lazy(() => import('./staff-tour-panel-content.tsx'))

/**
 * §6 the tour page's commission and knowledge blocks, for an admin session only. The server never
 * renders anything here and the panel's code, words and styles load only after hydration in an
 * admin session, so a tourist's or visitor's page holds no trace of them (decision 0032); the
 * public page is never slowed by them.
 */
export function StaffTourPanel({ tourId, currency }: { tourId: number; currency: BrandCurrency }) {
  const { user } = useSession()
  const [adminHint, setAdminHint] = useState(false)
  useEffect(() => {
    setAdminHint(readCookie(document.cookie, ADMIN_SESSION_COOKIE) === '1')
  }, [user])
  if (!adminHint || user?.is_admin_auth !== true) return null
  return (
    <Suspense fallback={null}>
      <StaffTourPanelContent tourId={tourId} currency={currency} />
    </Suspense>
  )
}
