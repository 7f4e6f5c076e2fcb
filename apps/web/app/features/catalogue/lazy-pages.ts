import { lazy } from 'react'

// A tour page and a search page share the catalogue route but little code: each loads only its
// own, so neither carries the other's weight on a first load. Render them without a Suspense
// boundary: the server waits for the module, and the browser keeps the server's HTML until it
// arrives.
export const LazyTourPage = lazy(() =>
  import('./tour/tour-page.tsx').then(({ TourPage }) => ({ default: TourPage })),
)
export const LazySearchPage = lazy(() =>
  import('./search/search-page.tsx').then(({ SearchPage }) => ({ default: SearchPage })),
)
