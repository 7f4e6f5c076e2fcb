import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDocumentCatalogue } from './i18n/catalogue-loading.client.ts'
import { stopEarlyEventCapture } from './lib/early-events/replay-early-events.ts'

// English is in the bundle; a page in another language hydrates once that language's text is here.
void loadDocumentCatalogue().then(() => {
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
})
