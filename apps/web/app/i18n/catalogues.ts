import { enUsEnumLabels } from '@tourmarket/domain/enums'
import { enUsGlobalMessages, mergeLocaleCatalogues } from '@tourmarket/domain/i18n'
import { enUsValidationMessages } from '@tourmarket/domain/validation'
import { enUsFavouriteMessages } from '../components/favourite-button/favourite-messages.ts'
import { enUsSiteMessages } from '../components/site-header/site-messages.ts'
import { enUsSearchMessages } from '../features/catalogue/search/search-messages.ts'
import { enUsTourMessages } from '../features/catalogue/tour/tour-page-messages.ts'
import { enUsShellMessages } from './shell-messages.ts'

/**
 * The storefront's English text, every area merged (merging throws if two areas disagree on a
 * key). Every page carries it: it is the en-US pages' text and every other language's fallback.
 * The other languages are in catalogue-{locale}.ts, loaded only where they are shown.
 */
export const englishCatalogue = mergeLocaleCatalogues(
  'en-US',
  enUsGlobalMessages,
  enUsEnumLabels,
  enUsValidationMessages,
  enUsShellMessages,
  enUsSearchMessages,
  enUsTourMessages,
  enUsSiteMessages,
  enUsFavouriteMessages,
)
