import { useI18n } from '../../i18n/i18n-context.tsx'
import { useFavourites, useFavouritesSync } from '../../lib/favourites/use-favourites.ts'
import { localizedPath } from '../../routing/localized-paths.ts'
import { HeaderCountLink } from './header-count-link.tsx'

/**
 * Issue 42: the favourites one click from every page, for visitors (this device's list) and members
 * (the account's, synced here), with the count on the heart. The server renders no count: it
 * cannot know the device's list; the browser shows it right after hydration.
 */
export function FavouritesLink() {
  const { t, locale } = useI18n()
  const { ids } = useFavourites()
  useFavouritesSync()
  const count = ids.length
  return (
    <HeaderCountLink
      to={localizedPath('/favorites', locale)}
      className="site-header__favourites"
      badgeClassName="site-header__badge--count"
      label={count > 0 ? t('site.header.favouritesCount', { count }) : t('site.header.favourites')}
      word={t('site.header.favourites')}
      count={count}
      iconPath="M12 20.6 10.6 19.3C5.6 14.8 2.4 11.9 2.4 8.3 2.4 5.4 4.7 3.1 7.6 3.1c1.6 0 3.2.8 4.4 2 1.2-1.2 2.8-2 4.4-2 2.9 0 5.2 2.3 5.2 5.2 0 3.6-3.2 6.5-8.2 11Z"
    />
  )
}
