import type { MessageValue } from '@tourmarket/domain/i18n'
import type { FavouriteMessageKey } from './favourite-messages.ts'

export const ruFavouriteMessages: Readonly<Record<FavouriteMessageKey, MessageValue>> = {
  'favourites.add': 'Добавить в избранное',
  'favourites.remove': 'Удалить из избранного',
  'favourites.added': 'Добавлено в избранное',
  'favourites.addedText': 'Список всегда под рукой: сердечко вверху страницы.',
  'favourites.viewList': 'Открыть список',
}
