import type { InfoMessageKey } from './info-messages.ts'
import { useInfoText } from './info-text.ts'

/** A card's title and text, as message keys. */
export type InfoCard = readonly [title: InfoMessageKey, body: InfoMessageKey]

/**
 * A headed section of cards on an info page: numbered steps (`ordered`) or a plain set of points.
 */
export function InfoCardsSection({
  id,
  heading,
  cards,
  ordered = false,
}: {
  id: string
  heading: InfoMessageKey
  cards: readonly InfoCard[]
  ordered?: boolean
}) {
  const { text } = useInfoText()
  const items = cards.map(([title, body]) => (
    <li key={title} className="info-page__card">
      <h3 className="info-page__card-title">{text(title)}</h3>
      <p>{text(body)}</p>
    </li>
  ))
  return (
    <section className="info-page__section" aria-labelledby={id}>
      <h2 id={id} className="info-page__heading">
        {text(heading)}
      </h2>
      {ordered ? (
        <ol className="info-page__cards info-page__steps">{items}</ol>
      ) : (
        <ul className="info-page__cards">{items}</ul>
      )}
    </section>
  )
}
