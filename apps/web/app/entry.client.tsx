import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDocumentCatalogue } from './i18n/catalogue-loading.client.ts'
import { startEarlyEventHandover } from './lib/early-events/replay-early-events.ts'

// English is in the bundle; a page in another language hydrates once that language's text is here.
void loadDocumentCatalogue().then(() => {
  // What came before is replayed once React has committed the page; clicks until then wait too.
  startEarlyEventHandover()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
