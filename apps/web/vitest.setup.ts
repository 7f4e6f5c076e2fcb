// These tests run the storefront's server-side code, which holds every language from the start
// (entry.server.tsx); a browser loads its page's language instead.
import { addAllCatalogues } from './app/i18n/all-catalogues.server.ts'

addAllCatalogues()
