import { enumMessages } from '@tourmarket/domain/enums'
import { globalMessages, mergeCatalogues, type AreaMessages } from '@tourmarket/domain/i18n'
import { validationMessages } from '@tourmarket/domain/validation'
import { favouriteMessages } from '../components/favourite-button/favourite-messages.ts'
import { siteMessages } from '../components/site-header/site-messages.ts'
import { shellMessages } from './shell-messages.ts'
import { searchMessages } from '../features/catalogue/search/search-messages.ts'
import { tourMessages } from '../features/catalogue/tour/tour-page-messages.ts'

/** Every catalogue the storefront renders from; merging throws if two areas disagree on a key. */
export const storefrontCatalogues: AreaMessages = mergeCatalogues(
  globalMessages,
  enumMessages,
  validationMessages,
  shellMessages,
  searchMessages,
  tourMessages,
  siteMessages,
  favouriteMessages,
)
