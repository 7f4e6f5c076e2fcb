import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { stopEarlyEventCapture } from './lib/early-events/replay-early-events.ts'

// From here on React sees the visitor's events; what came before is replayed once it has hydrated.
stopEarlyEventCapture()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
