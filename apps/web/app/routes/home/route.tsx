import type {
  BlogPostSummary,
  CatalogueGroup,
  Stats,
  WorldPartCountry,
} from '@tourmarket/contracts'
import { calendarDateText, utcCalendarDate, type Locale } from '@tourmarket/domain/i18n'
import { imageSizes, imageUrl, siteImageKeys, srcSet } from '@tourmarket/domain/media'
import { Link, redirect } from 'react-router'
import { seoLinks } from '../../lib/seo-links.ts'
import { localizedPath } from '../../routing/localized-paths.ts'
import type { SiteMessageKey } from '../../components/site-header/site-messages.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { routeMeta } from '../../lib/meta.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { sameSitePath } from '../../lib/same-site-path.ts'
import { HomeActivities } from './home-activities.tsx'
import { FeaturedTours, TravellersStories } from './home-rows.tsx'
import { HomeSearch, PHRASE_PARAM } from './home-search.tsx'
import { loadHomeData, searchBoxTarget } from './home-data.server.ts'
import type { Route } from './+types/route.ts'
import './home.css'

/** The hero's generated landscape (the media endpoint draws it from the seed). */
const HERO_IMAGE = `/media/${siteImageKeys.homeHero}/{size}`
/** The generated landscapes are 3:2; the hero's width and height say so to reserve its space. */
const HERO_WIDTH = imageSizes.hero.width
const HERO_HEIGHT = Math.round((imageSizes.hero.width * 2) / 3)
const TILE_SIZES = [imageSizes.tourCard, imageSizes.tourCardMedium]

const STAT_KEYS = [
  ['totalCount', 'homePage.stats.totalCount'],
  ['toursCount', 'homePage.stats.toursCount'],
  ['cruisesCount', 'homePage.stats.cruisesCount'],
  ['authorToursCount', 'homePage.stats.authorToursCount'],
  ['verifiedOrganizersCount', 'homePage.stats.verifiedOrganizersCount'],
  ['regionsCount', 'homePage.stats.regionsCount'],
  ['restKindsCount', 'homePage.stats.restKindsCount'],
] as const satisfies readonly (readonly [keyof Stats, SiteMessageKey])[]

/** §2: the home page's title is the project name alone; canonical and hreflang links follow. */
export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const page = routeMeta({ site, error, location }, { title: '' })
  return page.length === 0 || site === undefined
    ? page
    : [...page, ...seoLinks(site, location.pathname)]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = sitePageOf(context)
  const client = apiClientOf(context)
  const phrase = new URL(request.url).searchParams.get(PHRASE_PARAM)
  // The search box posted without JavaScript: where Enter leads with it (searchBoxTarget).
  if (phrase !== null) {
    const target = await searchBoxTarget(client, phrase)
    throw redirect(sameSitePath(localized(target, locale), localized('/', locale)))
  }
  return loadHomeData(client)
}

function localized(path: string, locale: Locale): string {
  return localizedPath(path, locale)
}

function PlaceTile({
  href,
  name,
  image,
  toursCount,
}: {
  href: string
  name: string
  image: { image: string; alt: string } | null
  toursCount: number
}) {
  const { t, formatNumber } = useI18n()
  return (
    <li className="home-tile">
      <Link className="home-tile__link" to={href}>
        {image === null ? null : (
          <img
            className="home-tile__image"
            src={imageUrl(image.image, imageSizes.tourCard)}
            srcSet={srcSet(image.image, TILE_SIZES)}
            sizes="(min-width: 1200px) 290px, (min-width: 576px) 45vw, 70vw"
            width={imageSizes.tourCard.width}
            height={imageSizes.tourCard.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="home-tile__text">
          <span className="home-tile__name">{name}</span>
          <span className="home-tile__count">
            {t('homePage.toursCount', { count: formatNumber(toursCount) })}
          </span>
        </span>
      </Link>
    </li>
  )
}

function Destinations({ countries }: { countries: readonly WorldPartCountry[] }) {
  const { t, locale } = useI18n()
  if (countries.length === 0) return null
  return (
    <section className="home-section" aria-labelledby="home-destinations">
      <h2 id="home-destinations" className="home-section__heading">
        {t('homePage.destinations.heading')}
      </h2>
      <ul className="home-tiles">
        {countries.map((country) => (
          <PlaceTile
            key={country.id}
            href={localized(`/${country.slug}`, locale)}
            name={country.name}
            image={country.image}
            toursCount={country.tours_count}
          />
        ))}
      </ul>
    </section>
  )
}

function Collections({ collections }: { collections: readonly CatalogueGroup[] }) {
  const { t, locale } = useI18n()
  if (collections.length === 0) return null
  return (
    <section className="home-section" aria-labelledby="home-collections">
      <h2 id="home-collections" className="home-section__heading">
        {t('homePage.collections.heading')}
      </h2>
      <ul className="home-tiles home-tiles--wide">
        {collections.map((collection) => (
          <PlaceTile
            key={collection.id}
            href={localized(`/${collection.slug}`, locale)}
            name={collection.name}
            image={collection.image}
            toursCount={collection.tours_count}
          />
        ))}
      </ul>
    </section>
  )
}

function StatsBand({ stats }: { stats: Stats }) {
  const { t, formatNumber } = useI18n()
  return (
    <section className="home-stats" aria-labelledby="home-stats">
      <h2 id="home-stats" className="home-section__heading">
        {t('homePage.stats.heading')}
      </h2>
      <dl className="home-stats__list">
        {STAT_KEYS.map(([field, label]) => (
          <div key={field} className="home-stats__item">
            <dt className="home-stats__label">{t(label)}</dt>
            <dd className="home-stats__value">{formatNumber(stats[field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

// A post's day in UTC, so the server's HTML and the browser's render agree.
const journalDate = { month: 'long', year: true } as const

/** The newest journal posts, each linking to its article, and a link to the whole journal. */
function JournalTeaser({ posts }: { posts: readonly BlogPostSummary[] }) {
  const { t, locale } = useI18n()
  if (posts.length === 0) return null
  return (
    <section className="home-section" aria-labelledby="home-journal">
      <h2 id="home-journal" className="home-section__heading">
        {t('homePage.journal.heading')}
      </h2>
      <ul className="home-journal">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="home-post">
              <img
                className="home-post__image"
                src={imageUrl(post.cover.image, imageSizes.tourCard)}
                srcSet={srcSet(post.cover.image, TILE_SIZES)}
                sizes="(min-width: 1200px) 390px, (min-width: 768px) 33vw, 100vw"
                width={imageSizes.tourCard.width}
                height={imageSizes.tourCard.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <p className="home-post__meta">
                {post.category.name} ·{' '}
                {calendarDateText(utcCalendarDate(post.published_at), locale, journalDate)} ·{' '}
                {t('homePage.journal.readingMinutes', { minutes: post.reading_minutes })}
              </p>
              <h3 className="home-post__title">
                <Link to={localized(`/journal/${post.slug}`, locale)} className="home-post__link">
                  {post.title}
                </Link>
              </h3>
              <p className="home-post__excerpt">{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
      <p className="home-section__more">
        <Link to={localized('/journal', locale)}>{t('homePage.journal.all')}</Link>
      </p>
    </section>
  )
}

/** §1 brand extras: landing videos and SEO block images, only where the brand configures them. */
function BrandExtras() {
  const { brand } = useShellLocale()
  if (brand.landingVideos.length === 0 && brand.seoBlockImages.length === 0) return null
  return (
    <section className="home-section home-extras">
      {brand.landingVideos.map((video) => (
        <a key={video.videoUrl} className="home-extras__video" href={video.videoUrl}>
          <img src={video.posterImage} alt={video.alt} loading="lazy" decoding="async" />
        </a>
      ))}
      {brand.seoBlockImages.map((image) => (
        <img key={image.image} src={image.image} alt={image.alt} loading="lazy" decoding="async" />
      ))}
    </section>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber } = useI18n()
  const { brand } = useShellLocale()
  const {
    stats,
    destinations,
    collections,
    activities,
    featuredTours,
    stories,
    journalPosts,
    catalogueUnavailable,
  } = loaderData
  return (
    <main className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <img
          className="home-hero__image"
          src={imageUrl(HERO_IMAGE, imageSizes.hero)}
          srcSet={srcSet(HERO_IMAGE, [
            imageSizes.heroSmall,
            imageSizes.heroMedium,
            imageSizes.hero,
            imageSizes.heroLarge,
          ])}
          sizes="100vw"
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          alt={t('homePage.heroImageAlt')}
          fetchPriority="high"
        />
        <div className="home-hero__content">
          <h1 id="home-title" className="home-hero__brand">
            {brand.projectName}
          </h1>
          <p className="home-hero__title">{t('homePage.heroTitle')}</p>
          <p className="home-hero__lead">
            {stats === null
              ? t('meta.description')
              : t('homePage.heroLead', { regionsCount: formatNumber(stats.regionsCount) })}
          </p>
          <HomeSearch />
        </div>
      </section>
      <div className="home__body">
        {catalogueUnavailable ? (
          <p className="home__notice" role="status">
            {t('homePage.unavailable')}
          </p>
        ) : null}
        <Destinations countries={destinations} />
        <HomeActivities activities={activities} />
        <FeaturedTours tours={featuredTours} />
        <TravellersStories stories={stories} />
        {stats === null ? null : <StatsBand stats={stats} />}
        <Collections collections={collections} />
        <JournalTeaser posts={journalPosts} />
        <BrandExtras />
      </div>
    </main>
  )
}
