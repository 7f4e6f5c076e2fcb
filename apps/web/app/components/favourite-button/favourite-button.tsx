import { useToast } from '@tourmarket/ui'
import { useNavigate } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { localizedPath } from '../../routing/localized-paths.ts'
import { useFavouriteTour } from '../../lib/favourites/use-favourites.ts'
import './favourite-button.css'

/**
 * The favourite heart (§4). The server renders it as "not a favourite" (it cannot know the
 * device's list); after hydration it shows the stored state, and its press loads the actions.
 * The first favourite brings a toast with 'View list' (issue 42).
 */
export function FavouriteButton({
  tourId,
  className,
}: {
  tourId: number
  /** Where the host places it (over a card's photo, beside a title). */
  className?: string
}) {
  const { t, locale } = useI18n()
  const { favourite, count, pending, toggle } = useFavouriteTour(tourId)
  const toast = useToast()
  const navigate = useNavigate()
  const listPath = localizedPath('/favorites', locale)
  const press = () => {
    // Issue 42: the first favourite says where the list is, with a way there.
    const first = !favourite && count === 0
    void toggle().then((outcome) => {
      if (!first || outcome === null || !outcome.ok || !outcome.favourite) return
      toast.show({
        type: 'success',
        title: t('favourites.added'),
        text: t('favourites.addedText'),
        action: {
          label: t('favourites.viewList'),
          href: listPath,
          onSelect: (event) => {
            event.preventDefault()
            void navigate(listPath)
          },
        },
      })
    })
  }
  return (
    <button
      type="button"
      className={className === undefined ? 'favourite-button' : `favourite-button ${className}`}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'favourites.remove' : 'favourites.add')}
      aria-busy={pending || undefined}
      data-tour-id={tourId}
      onClick={press}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.6 10.6 19.3C5.6 14.8 2.4 11.9 2.4 8.3 2.4 5.4 4.7 3.1 7.6 3.1c1.6 0 3.2.8 4.4 2 1.2-1.2 2.8-2 4.4-2 2.9 0 5.2 2.3 5.2 5.2 0 3.6-3.2 6.5-8.2 11Z" />
      </svg>
    </button>
  )
}
