import type { TourCard as TourCardData } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { TourCard } from '../../components/tour-card/tour-card.tsx'
import { useFavoritesText } from './favorites-text.ts'
import './favorites.css'

/**
 * Issue 42: a favourites list someone shared (its ids in the address), as the server found the
 * tours. The hearts are the visitor's own: pressing one keeps that tour in their favourites.
 */
export function SharedFavoritesPage({ cards }: { cards: readonly TourCardData[] }) {
  const { text, path } = useFavoritesText()
  return (
    <main className="favorites-page">
      <header className="favorites-page__header">
        <h1 className="favorites-page__title">{text('favoritesPage.sharedTitle')}</h1>
        {cards.length > 0 ? (
          <p className="favorites-page__count">
            {text('favoritesPage.count', { count: cards.length })}
          </p>
        ) : null}
      </header>
      <p className="favorites-page__note">
        {cards.length > 0 ? text('favoritesPage.sharedText') : text('favoritesPage.sharedEmpty')}{' '}
        <Link to={path('/favorites')}>{text('favoritesPage.ownLink')}</Link>
      </p>
      {cards.length > 0 ? (
        <ul className="favorites-page__grid">
          {cards.map((card) => (
            <li key={card.id}>
              <TourCard card={card} />
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  )
}
