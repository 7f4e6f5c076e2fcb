import type { BlogCategory, BlogPostSummary, Breadcrumb } from '@tourmarket/contracts'
import { calendarDateText, utcCalendarDate } from '@tourmarket/domain/i18n'
import { imageSizes, imageUrl, srcSet } from '@tourmarket/domain/media'
import { Breadcrumbs } from '@tourmarket/ui'
import { Link } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { inlineJson } from '../../lib/inline-json.ts'
import { articleJsonLd, breadcrumbListJsonLd } from './journal-json-ld.ts'
import { PAGE_PARAM, type JournalArticleData, type JournalIndexData } from './journal-page-data.ts'
import { useJournalText } from './journal-text.ts'
import './journal.css'
import { renderRouterLink } from '../../components/router-link.tsx'
import { SitePagination } from '../../components/site-pagination.tsx'
import { TourCard } from '../../components/tour-card/tour-card.tsx'

const CARD_SIZES = [imageSizes.tourCard, imageSizes.tourCardMedium]
const COVER_SIZES = [imageSizes.tourCardMedium, imageSizes.tourCardLarge, imageSizes.heroMedium]

/** Kit links as router links: paging and breadcrumbs navigate without a full reload. */
function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(data) }} />
  )
}

/** The API's breadcrumbs, linked in the page language. */
function JournalCrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const { text, path } = useJournalText()
  return (
    <Breadcrumbs
      items={items.map((crumb) => ({ ...crumb, url: path(crumb.url) }))}
      renderLink={renderRouterLink}
      label={text('journal.breadcrumbs')}
      className="journal-crumbs"
    />
  )
}

// A post's day in UTC, so the server's HTML and the browser's render agree.
const fullDate = { month: 'long', year: true } as const

function PostDate({ instant }: { instant: string }) {
  const { locale } = useI18n()
  const day = utcCalendarDate(instant)
  return <time dateTime={day}>{calendarDateText(day, locale, fullDate)}</time>
}

/** A post in a list: cover, section, date, reading time, title linking to the article, excerpt. */
function PostCard({
  post,
  headingLevel,
  eager = false,
}: {
  post: BlogPostSummary
  headingLevel: 'h2' | 'h3'
  eager?: boolean
}) {
  const { text, path } = useJournalText()
  const Heading = headingLevel
  const href = path(`/journal/${post.slug}`)
  return (
    <article className="journal-card">
      <img
        className="journal-card__image"
        src={imageUrl(post.cover.image, imageSizes.tourCard)}
        srcSet={srcSet(post.cover.image, CARD_SIZES)}
        sizes="(min-width: 1200px) 390px, (min-width: 768px) 33vw, 100vw"
        width={imageSizes.tourCard.width}
        height={imageSizes.tourCard.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <p className="journal-card__meta">
        {post.category.name} · <PostDate instant={post.published_at} /> ·{' '}
        {text('journal.readingMinutes', { minutes: post.reading_minutes })}
      </p>
      <Heading className="journal-card__title">
        <Link to={href} className="journal-card__link">
          {post.title}
        </Link>
      </Heading>
      <p className="journal-card__excerpt">{post.excerpt}</p>
    </article>
  )
}

function SectionNav({
  categories,
  current,
}: {
  categories: readonly BlogCategory[]
  current: BlogCategory | null
}) {
  const { text, path } = useJournalText()
  const links = [
    { slug: null, name: text('journal.allSections'), href: path('/journal') },
    ...categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      href: path(`/journal/${category.slug}`),
    })),
  ]
  return (
    <nav className="journal-sections" aria-label={text('journal.sections')}>
      <ul className="journal-sections__list">
        {links.map((link) => (
          <li key={link.slug ?? ''}>
            <Link
              to={link.href}
              className="journal-sections__link"
              aria-current={(current?.slug ?? null) === link.slug ? 'page' : undefined}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** §2 /journal/{slug*}: the whole journal or one section, 20 posts a page (§9). */
export function JournalIndexPage({ page }: { page: JournalIndexData }) {
  const { text, path, locale } = useJournalText()
  const { list, category } = page
  const basePath = path(category === null ? '/journal' : `/journal/${category.slug}`)
  return (
    <main className="journal-page">
      <JsonLd data={breadcrumbListJsonLd(list.breadcrumbs, page.origin, locale)} />
      <JournalCrumbs items={list.breadcrumbs} />
      <header className="journal-page__header">
        <h1 className="journal-page__title">{category?.name ?? text('journal.title')}</h1>
        <p className="journal-page__lead">
          {category === null
            ? text('journal.description')
            : text('journal.categoryDescription', { category: category.name })}
        </p>
      </header>
      <SectionNav categories={list.categories} current={category} />
      {list.data.length === 0 ? (
        <div className="journal-page__empty">
          <p>{text('journal.empty')}</p>
          {category === null ? null : (
            <Link to={path('/journal')}>{text('journal.emptyLink')}</Link>
          )}
        </div>
      ) : (
        <ul className="journal-grid">
          {list.data.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h2" eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      {list.meta.total_pages > 1 ? (
        <SitePagination
          className="journal-page__pagination"
          page={list.meta.page}
          totalPages={list.meta.total_pages}
          hrefForPage={(number) =>
            number === 1 ? basePath : `${basePath}?${PAGE_PARAM}=${String(number)}`
          }
          range={{ perPage: list.meta.per_page, total: list.meta.total }}
          label={text('journal.pagination')}
          pageLabel={(number) => text('journal.pageLabel', { page: number })}
        />
      ) : null}
    </main>
  )
}

/** §2 /journal/{slug ending in -digits}: the article, its tags and 3 similar posts (§9). */
export function JournalArticlePage({ page }: { page: JournalArticleData }) {
  const { text, path, locale } = useJournalText()
  const { post } = page
  return (
    <main className="journal-page journal-page--article">
      <JsonLd
        data={[
          articleJsonLd(post, page.origin, locale, page.publisher),
          breadcrumbListJsonLd(post.breadcrumbs, page.origin, locale),
        ]}
      />
      <JournalCrumbs items={post.breadcrumbs} />
      <article className="journal-article">
        <header className="journal-article__header">
          <p className="journal-article__section">
            <Link to={path(`/journal/${post.category.slug}`)}>{post.category.name}</Link>
          </p>
          <h1 className="journal-article__title">{post.title}</h1>
          <p className="journal-article__meta">
            <span className="journal-article__author">
              {text('journal.by', { author: post.author.name })}
            </span>
            <span aria-hidden="true"> · </span>
            <PostDate instant={post.published_at} />
            <span aria-hidden="true"> · </span>
            <span>{text('journal.readingMinutes', { minutes: post.reading_minutes })}</span>
          </p>
        </header>
        <img
          className="journal-article__cover"
          src={imageUrl(post.cover.image, imageSizes.tourCardLarge)}
          srcSet={srcSet(post.cover.image, COVER_SIZES)}
          sizes="(min-width: 880px) 800px, 100vw"
          width={imageSizes.tourCardLarge.width}
          height={imageSizes.tourCardLarge.height}
          alt={post.cover.alt}
          fetchPriority="high"
        />
        {/* Sanitised by the API: prose and figures with the site's own pictures only. */}
        <div className="journal-article__body" dangerouslySetInnerHTML={{ __html: post.body }} />
        {post.tags.length === 0 ? null : (
          <footer className="journal-article__footer">
            <h2 className="journal-article__tags-heading">{text('journal.tags')}</h2>
            <ul className="journal-tags">
              {post.tags.map((tag) => (
                <li key={tag} className="journal-tags__tag">
                  #{tag}
                </li>
              ))}
            </ul>
          </footer>
        )}
      </article>
      {post.country === null || page.placeTours.cards.length === 0 ? null : (
        <section
          className="journal-similar"
          aria-labelledby="journal-place-tours"
          data-testid="journal-place-tours"
        >
          <h2 id="journal-place-tours" className="journal-similar__heading">
            {text('journal.placeTours', { country: post.country.name })}
          </h2>
          <ul className="journal-grid">
            {page.placeTours.cards.map((card) => (
              <li key={card.id}>
                <TourCard card={card} />
              </li>
            ))}
          </ul>
          <p className="journal-page__all">
            <Link to={path(`/${post.country.slug}`)}>
              {text('journal.placeToursAll', {
                count: page.placeTours.total,
                country: post.country.name,
              })}
            </Link>
          </p>
        </section>
      )}
      {post.similar.length === 0 ? null : (
        <section className="journal-similar" aria-labelledby="journal-similar">
          <h2 id="journal-similar" className="journal-similar__heading">
            {text('journal.similar')}
          </h2>
          <ul className="journal-grid">
            {post.similar.map((similar) => (
              <li key={similar.id}>
                <PostCard post={similar} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="journal-page__all">
        <Link to={path('/journal')}>{text('journal.allArticles')}</Link>
      </p>
    </main>
  )
}
