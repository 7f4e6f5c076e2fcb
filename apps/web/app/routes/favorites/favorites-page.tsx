import type { TourCard as TourCardData } from '@tourmarket/contracts'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { TourCard } from '../../components/tour-card/tour-card.tsx'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { useFavourites, useFavouritesSync } from '../../lib/favourites/use-favourites.ts'
import { useSession } from '../../lib/session-context.tsx'
import { CompareFavouritesForm } from '../../components/compare/compare-favourites-form.tsx'
import { useFavoritesText } from './favorites-text.ts'
import { ShareList } from './share-list.tsx'
import './favorites.css'

const noSubscription = () => () => undefined

/** False while hydrating (the server's HTML), true once the browser renders on its own. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** Each id's card once looked up; null when the lookup found none (a tour no longer listed). */
type KnownCards = ReadonlyMap<number, TourCardData | null>

/**
 * §2 /favorites: the favourite tours as cards. §4 the device's ids first; for a signed-in user the
 * account's list once synced. A tour unmarked here leaves the list at once.
 */
export function FavoritesPage() {
  const { text, path } = useFavoritesText()
  const { status, user } = useSession()
  const { ids, settledForUserId } = useFavourites()
  const hydrated = useHydrated()
  const api = useApiClient()
  const [known, setKnown] = useState<KnownCards>(() => new Map())
  useFavouritesSync()

  // Which list to show is known once storage was read and, when signed in, the account's came.
  const idsPending =
    !hydrated ||
    status === 'restoring' ||
    (status === 'signed-in' && user !== null && settledForUserId !== user.id)
  const missing = idsPending || api === null ? [] : ids.filter((id) => !known.has(id))
  const missingKey = missing.join(',')

  useEffect(() => {
    if (api === null || missingKey === '') return
    const wanted = missingKey.split(',').map(Number)
    const controller = new AbortController()
    void import('../../lib/favourites/favourites-actions.ts')
      .then(({ fetchFavouriteCards }) =>
        fetchFavouriteCards(api, wanted, console, controller.signal),
      )
      .then((cards) => {
        if (controller.signal.aborted) return
        setKnown((previous) => {
          const next = new Map(previous)
          for (const id of wanted) next.set(id, null)
          for (const card of cards) next.set(card.id, card)
          return next
        })
      })
    return () => controller.abort()
  }, [api, missingKey])

  const loading = idsPending || missing.length > 0
  const cards = ids
    .map((id) => known.get(id))
    .filter((card): card is TourCardData => card !== undefined && card !== null)

  return (
    <main className="favorites-page">
      <header className="favorites-page__header">
        <h1 className="favorites-page__title">{text('favoritesPage.title')}</h1>
        {cards.length > 0 ? (
          <p className="favorites-page__count">
            {text('favoritesPage.count', { count: cards.length })}
          </p>
        ) : null}
      </header>
      {status === 'anonymous' && cards.length > 0 ? (
        <p className="favorites-page__note">
          {text('favoritesPage.signInText')}{' '}
          <Link to={`${path('/login')}?${new URLSearchParams({ back: path('/favorites') })}`}>
            {text('favoritesPage.signInLink')}
          </Link>
        </p>
      ) : null}
      <p role="status" className="favorites-page__status">
        {loading && cards.length === 0 ? text('favoritesPage.loading') : ''}
      </p>
      {loading && cards.length === 0 ? (
        <ul className="favorites-page__grid" aria-hidden="true">
          {[0, 1, 2].map((placeholder) => (
            <li key={placeholder} className="favorites-page__placeholder" />
          ))}
        </ul>
      ) : cards.length === 0 ? (
        <section className="favorites-page__empty" aria-labelledby="favorites-empty-title">
          <h2 id="favorites-empty-title">{text('favoritesPage.emptyTitle')}</h2>
          <p>{text('favoritesPage.emptyText')}</p>
          <Link to={path('/')} className="button">
            {text('favoritesPage.searchLink')}
          </Link>
        </section>
      ) : (
        <ul className="favorites-page__grid" aria-busy={loading}>
          {cards.map((card) => (
            <li key={card.id} className="favorites-page__item">
              <TourCard card={card} />
              {status === 'signed-in' ? (
                <Link
                  className="favorites-page__alerts"
                  to={`${path('/alerts')}?${new URLSearchParams({ tour: String(card.id) })}`}
                >
                  {text('favoritesPage.alerts')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!loading ? <CompareFavouritesForm tours={cards} /> : null}
      {!loading && cards.length > 0 ? <ShareList ids={cards.map((card) => card.id)} /> : null}
    </main>
  )
}
