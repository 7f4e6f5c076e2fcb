import type { WorldPartCountry, WorldPartGroup } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { HubHead } from '../hub-head.tsx'
import { HubPhoto } from '../hub-photo.tsx'
import {
  breadcrumbListJsonLd,
  countriesOf,
  itemListJsonLd,
  worldPartAnchor,
} from '../hubs-model.ts'
import { useHubsText } from '../hubs-text.ts'
import '../hubs.css'

function CountryCard({ country }: { country: WorldPartCountry }) {
  const { text, path } = useHubsText()
  return (
    <li className="hub-country">
      <Link className="hub-country__link" to={path(`/${country.slug}`)}>
        <HubPhoto
          className="hub-country__photo"
          image={country.image}
          sizes="(min-width: 992px) 290px, 96px"
        />
        <span className="hub-country__text">
          <span className="hub-country__name">{country.name}</span>
          <span className="hub-count">
            {text('hubs.toursCount', { count: country.tours_count })}
          </span>
        </span>
      </Link>
      {country.regions.length === 0 ? null : (
        // Native disclosure: regions open and close before hydration, and without JavaScript.
        <details className="hub-regions">
          <summary className="hub-regions__summary">
            {text('destinations.regions', { count: country.regions.length })}
          </summary>
          <ul
            className="hub-regions__list"
            aria-label={text('destinations.regionsOf', { country: country.name })}
          >
            {country.regions.map((region) => (
              <li key={region.id} className="hub-regions__item">
                <Link className="hub-regions__link" to={path(`/${region.slug}`)}>
                  {region.name}
                </Link>
                <span className="hub-count">
                  {text('hubs.toursCount', { count: region.tours_count })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  )
}

function WorldPartSection({ worldPart }: { worldPart: WorldPartGroup }) {
  const { text, path } = useHubsText()
  const anchor = worldPartAnchor(worldPart)
  return (
    <section className="hub-group" id={anchor} aria-labelledby={`${anchor}-heading`}>
      <div className="hub-group__head">
        <h2 className="hub-group__title" id={`${anchor}-heading`}>
          {worldPart.name}
        </h2>
        <Link className="hub-group__all" to={path(`/${worldPart.slug}`)}>
          {text('destinations.allTours', { place: worldPart.name, count: worldPart.tours_count })}
        </Link>
      </div>
      <ul className="hub-countries">
        {worldPart.countries.map((country) => (
          <CountryCard key={country.id} country={country} />
        ))}
      </ul>
    </section>
  )
}

/**
 * §2 /destinations: world parts, each with its countries as photo cards and each country's
 * regions behind a native disclosure; every card and region links to its search landing page.
 */
export function DestinationsPage({
  worldParts,
  origin,
}: {
  worldParts: readonly WorldPartGroup[]
  origin: string
}) {
  const { text, path } = useHubsText()
  const title = text('destinations.title')
  const countries = countriesOf(worldParts)
  const jsonLd = [
    breadcrumbListJsonLd(
      [
        { name: text('hubs.home'), path: path('/') },
        { name: title, path: path('/destinations') },
      ],
      origin,
    ),
    itemListJsonLd(
      title,
      countries.map((country) => ({ name: country.name, path: path(`/${country.slug}`) })),
      origin,
    ),
  ]

  return (
    <main className="hub">
      <HubHead
        title={title}
        lead={
          countries.length === 0
            ? text('destinations.empty')
            : text('destinations.lead', { count: countries.length })
        }
        jsonLd={jsonLd}
      />
      {worldParts.length === 0 ? null : (
        <nav className="hub-jump" aria-label={text('destinations.jumpTo')}>
          <ul className="hub-jump__list">
            {worldParts.map((worldPart) => (
              <li key={worldPart.id}>
                <a className="hub-jump__link" href={`#${worldPartAnchor(worldPart)}`}>
                  {worldPart.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {worldParts.map((worldPart) => (
        <WorldPartSection key={worldPart.id} worldPart={worldPart} />
      ))}
    </main>
  )
}
