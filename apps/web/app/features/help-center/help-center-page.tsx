import type { Breadcrumb, HelpSearch, HelpSection } from '@tourmarket/contracts'
import { Breadcrumbs, Button } from '@tourmarket/ui'
import { Link } from 'react-router'
import { inlineJson } from '../../lib/inline-json.ts'
import type { HelpCenterData } from './help-center.server.ts'
import { useHelpCenterText, type HelpCenterText } from './help-center-text.ts'
import { HelpRequestForm } from './help-request-form.tsx'
import './help-center.css'
import { renderRouterLink } from '../../components/router-link.tsx'

const HELP_CENTER_PATH = '/help-center'

/** schema.org BreadcrumbList of the trail, with absolute addresses. */
function breadcrumbJsonLd(crumbs: readonly Breadcrumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text,
      item: new URL(crumb.url, origin).href,
    })),
  }
}

/** The GET search form: works without JavaScript, the query in the address (`?q=`). */
function SearchForm({ query, words }: { query: string; words: HelpCenterText }) {
  const { text, path } = words
  return (
    <form className="help-search" method="get" action={path(HELP_CENTER_PATH)} role="search">
      <label htmlFor="help-search-query" className="help-search__label">
        {text('helpCenter.searchLabel')}
      </label>
      <div className="help-search__row">
        <input
          id="help-search-query"
          className="tm-input help-search__input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={text('helpCenter.searchPlaceholder')}
          maxLength={100}
        />
        <Button type="submit">{text('helpCenter.searchSubmit')}</Button>
      </div>
    </form>
  )
}

function SearchResults({ search, words }: { search: HelpSearch; words: HelpCenterText }) {
  const { text, path } = words
  const { t } = useHelpCenterText()
  return (
    <section className="help-results" aria-labelledby="help-results-title">
      <h2 id="help-results-title" className="help-results__title">
        {text('helpCenter.resultsTitle', { query: search.query })}
      </h2>
      {search.data.length === 0 ? (
        <p className="help-results__empty">{t('common.nothingFound')}</p>
      ) : (
        <>
          <p className="help-results__count">
            {text('helpCenter.resultsCount', { count: search.data.length })}
          </p>
          <ol className="help-results__list">
            {search.data.map((result) => (
              <li key={result.slug} className="help-results__item">
                <Link
                  to={path(`${HELP_CENTER_PATH}/${result.slug}`)}
                  className="help-results__link"
                >
                  {result.title}
                </Link>
                <span className="help-results__section">{result.section.name}</span>
                <p className="help-results__excerpt">{result.excerpt}</p>
              </li>
            ))}
          </ol>
        </>
      )}
      <p>
        <Link to={path(HELP_CENTER_PATH)}>{text('helpCenter.clearSearch')}</Link>
      </p>
    </section>
  )
}

function SectionList({
  sections,
  words,
}: {
  sections: readonly HelpSection[]
  words: HelpCenterText
}) {
  const { text, path } = words
  return (
    <section className="help-sections" aria-labelledby="help-sections-title">
      <h2 id="help-sections-title" className="help-sections__title">
        {text('helpCenter.sectionsTitle')}
      </h2>
      <div className="help-sections__grid">
        {sections.map((section) => (
          <section
            key={section.slug}
            className="help-section-card"
            aria-labelledby={`help-section-${section.slug}`}
          >
            <h3 id={`help-section-${section.slug}`} className="help-section-card__title">
              <Link to={path(`${HELP_CENTER_PATH}/${section.slug}`)}>{section.name}</Link>
            </h3>
            <ArticleLinks articles={section.articles} words={words} />
          </section>
        ))}
      </div>
    </section>
  )
}

function ArticleLinks({
  articles,
  words,
}: {
  articles: HelpSection['articles']
  words: HelpCenterText
}) {
  return (
    <ul className="help-article-links">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={words.path(`${HELP_CENTER_PATH}/${article.slug}`)}>{article.title}</Link>
        </li>
      ))}
    </ul>
  )
}

/** §2 /help-center/{slug?}: the sections and a search, one section, or one article; each with the help request form. */
export function HelpCenterPage({ data }: { data: HelpCenterData }) {
  const words = useHelpCenterText()
  const { text, path } = words
  const { view } = data
  const home = { url: path('/'), text: text('helpCenter.home') }
  const centre = { url: path(HELP_CENTER_PATH), text: text('helpCenter.title') }

  if (view.kind === 'article') {
    const { article } = view
    const crumbs = article.breadcrumbs.map((crumb) => ({ ...crumb, url: path(crumb.url) }))
    return (
      <main className="help-page">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: inlineJson(breadcrumbJsonLd(crumbs, data.origin)) }}
        />
        <Breadcrumbs
          items={crumbs}
          label={text('helpCenter.breadcrumbs')}
          renderLink={renderRouterLink}
          className="help-page__crumbs"
        />
        <div className="help-page__columns">
          <article className="help-article">
            <h1 className="help-page__title">{article.title}</h1>
            {/* Sanitised by the API: an allow-list of text tags and links. */}
            <div
              className="help-article__body"
              dangerouslySetInnerHTML={{ __html: article.body }}
            />
          </article>
          {article.section_articles.length === 0 ? null : (
            <nav className="help-page__aside" aria-labelledby="help-section-articles">
              <h2 id="help-section-articles" className="help-page__aside-title">
                {text('helpCenter.sectionArticles', { section: article.section.name })}
              </h2>
              <ArticleLinks articles={article.section_articles} words={words} />
            </nav>
          )}
        </div>
        <HelpRequestForm title={text('helpCenter.form.titleArticle')} sent={data.sent} />
      </main>
    )
  }

  if (view.kind === 'section') {
    const { section } = view
    const crumbs = [
      home,
      centre,
      { url: path(`${HELP_CENTER_PATH}/${section.slug}`), text: section.name },
    ]
    return (
      <main className="help-page">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: inlineJson(breadcrumbJsonLd(crumbs, data.origin)) }}
        />
        <Breadcrumbs
          items={crumbs}
          label={text('helpCenter.breadcrumbs')}
          renderLink={renderRouterLink}
          className="help-page__crumbs"
        />
        <h1 className="help-page__title">{section.name}</h1>
        <ArticleLinks articles={section.articles} words={words} />
        <p className="help-page__back">
          <Link to={path(HELP_CENTER_PATH)}>{text('helpCenter.backToSections')}</Link>
        </p>
        <HelpRequestForm title={text('helpCenter.form.titleArticle')} sent={data.sent} />
      </main>
    )
  }

  return (
    <main className="help-page">
      <Breadcrumbs
        items={[home, centre]}
        label={text('helpCenter.breadcrumbs')}
        renderLink={renderRouterLink}
        className="help-page__crumbs"
      />
      <header className="help-page__header">
        <h1 className="help-page__title">{text('helpCenter.title')}</h1>
        <p className="help-page__lead">{text('helpCenter.lead')}</p>
        <SearchForm query={view.search?.query ?? ''} words={words} />
      </header>
      {view.search === null ? null : <SearchResults search={view.search} words={words} />}
      <SectionList sections={data.sections} words={words} />
      <HelpRequestForm title={text('helpCenter.form.title')} sent={data.sent} />
    </main>
  )
}
