import {
  enumMessages,
  globalMessages,
  mergeCatalogues,
  validationMessages,
  type AreaMessages,
} from '@tourmarket/domain'
import { shellMessages } from './shell-messages.ts'

/** Every catalogue the storefront renders from; merging throws if two areas disagree on a key. */
export const storefrontCatalogues: AreaMessages = mergeCatalogues(
  globalMessages,
  enumMessages,
  validationMessages,
  shellMessages,
)
