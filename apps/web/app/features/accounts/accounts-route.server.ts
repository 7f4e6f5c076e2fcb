import type { RouterContextProvider } from 'react-router'
import { sitePageOf } from '../../routing/route-access.server.ts'

/**
 * The accounts pages render in the browser's hands (their calls set the session there), so their
 * loaders only apply the §2/§6 rules the pages' middleware decided: Russian where offered (404
 * otherwise); authOnly has already sent a visitor without a token to log in.
 */
export function accountsPageLoader({
  context,
}: {
  context: Readonly<RouterContextProvider>
}): null {
  sitePageOf(context)
  return null
}
