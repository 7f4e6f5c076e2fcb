import type { ReactNode } from 'react'
import { Suspense, useState } from 'react'

/**
 * Renders its children, a lazily loaded implementation, from the first time `open` is on and
 * for good after that, so closing animations run and focus returns as before. Nothing shows
 * while the module loads: the popup appears when it is ready.
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null
}
