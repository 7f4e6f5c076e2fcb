import { ruEnumLabels } from '@tourmarket/domain/enums'
import { mergeLocaleCatalogues, ruGlobalMessages } from '@tourmarket/domain/i18n'
import { ruValidationMessages } from '@tourmarket/domain/validation'
import { ruFavouriteMessages } from '../components/favourite-button/favourite-messages-ru.ts'
import { ruSiteMessages } from '../components/site-header/site-messages-ru.ts'
import { ruSearchMessages } from '../features/catalogue/search/search-messages-ru.ts'
import { ruTourMessages } from '../features/catalogue/tour/tour-page-messages-ru.ts'
import { ruShellMessages } from './shell-messages-ru.ts'

/** The storefront's Russian text, the same areas as the English catalogue. */
export const russianCatalogue = mergeLocaleCatalogues(
  'ru',
  ruGlobalMessages,
  ruEnumLabels,
  ruValidationMessages,
  ruShellMessages,
  ruSearchMessages,
  ruTourMessages,
  ruSiteMessages,
  ruFavouriteMessages,
)
