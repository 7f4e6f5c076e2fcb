import type { IndexPageCollection } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { HubHead } from '../hub-head.tsx'
import { HubPhoto } from '../hub-photo.tsx'
import { breadcrumbListJsonLd, itemListJsonLd, type CollectionGroups } from '../hubs-model.ts'
import { useHubsText } from '../hubs-text.ts'
import '../hubs.css'

function CollectionCard({ collection }: { collection: IndexPageCollection }) {
  const { text, path } = useHubsText()
  return (
    <li className="hub-collection">
      <Link className="hub-collection__link" to={path(`/${collection.slug}`)}>
        <HubPhoto
          className="hub-collection__photo"
          image={collection.image}
          sizes="(min-width: 992px) 390px, (min-width: 576px) 45vw, 92vw"
        />
        <span className="hub-collection__text">
          <span className="hub-collection__name">{collection.name}</span>
          <span className="hub-collection__count">
            {text('hubs.toursCount', { count: collection.tours_count })}
          </span>
        </span>
      </Link>
    </li>
  )
}

function CollectionList({ collections }: { collections: readonly IndexPageCollection[] }) {
  return (
    <ul className="hub-collections">
      {collections.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} />
      ))}
    </ul>
  )
}

/** §2 /collections: every collection with tours as a photo tile, grouped by season. */
export function CollectionsPage({ groups, origin }: { groups: CollectionGroups; origin: string }) {
  const { text, path } = useHubsText()
  const title = text('collections.title')
  const { seasons, themes } = groups
  const collections = [...seasons.flatMap((season) => season.collections), ...themes]
  const jsonLd = [
    breadcrumbListJsonLd(
      [
        { name: text('hubs.home'), path: path('/') },
        { name: title, path: path('/collections') },
      ],
      origin,
    ),
    itemListJsonLd(
      title,
      collections.map((collection) => ({
        name: collection.name,
        path: path(`/${collection.slug}`),
      })),
      origin,
    ),
  ]

  return (
    <main className="hub">
      <HubHead
        title={title}
        lead={collections.length === 0 ? text('collections.empty') : text('collections.lead')}
        jsonLd={jsonLd}
      />
      {seasons.length === 0 ? null : (
        <section className="hub-group" aria-labelledby="collections-by-season">
          <h2 className="hub-group__title" id="collections-by-season">
            {text('collections.bySeason')}
          </h2>
          <div className="hub-seasons">
            {seasons.map((season) => (
              <section
                key={season.slug}
                className="hub-season"
                aria-labelledby={`collections-${season.slug}`}
              >
                <h3 className="hub-season__title" id={`collections-${season.slug}`}>
                  {season.name}
                </h3>
                <CollectionList collections={season.collections} />
              </section>
            ))}
          </div>
        </section>
      )}
      {themes.length === 0 ? null : seasons.length === 0 ? (
        // No season holds any: one list, with nothing to group it by.
        <CollectionList collections={themes} />
      ) : (
        <section className="hub-group" aria-labelledby="collections-by-theme">
          <h2 className="hub-group__title" id="collections-by-theme">
            {text('collections.byTheme')}
          </h2>
          <CollectionList collections={themes} />
        </section>
      )}
    </main>
  )
}
