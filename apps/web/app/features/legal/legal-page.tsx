import { legalDocumentIds } from '@tourmarket/domain/legal'
import type { LegalPageData } from './legal-page.server.ts'
import { useLegalText } from './legal-text.ts'
import './legal.css'

/**
 * A legal document: title, version and effective date, the next version announced, a table of
 * contents of anchors, the sections, and the way to the other versions. Plain links and anchors
 * only, so it reads the same before hydration. The texts' HTML was sanitised by the API.
 */
export function LegalPage({ page }: { page: LegalPageData }) {
  const { text, date, path } = useLegalText()
  const documentPath = `/${page.documentId}`
  const upcoming = page.upcoming
  return (
    <main className="legal-page">
      <article className="legal-page__document">
        <header className="legal-page__header">
          <h1 className="legal-page__title">{page.title}</h1>
          <p className="legal-page__effective">
            {text('legalPage.effectiveFrom', {
              date: date(page.version.effectiveFrom),
              label: page.version.label,
            })}
          </p>
          {page.state === 'earlier' ? (
            <p className="legal-page__notice" role="note">
              {text('legalPage.olderNotice', { date: date(page.version.effectiveFrom) })}{' '}
              <a href={path(documentPath)}>{text('legalPage.currentLink')}</a>
            </p>
          ) : null}
          {page.state === 'scheduled' ? (
            <p className="legal-page__notice" role="note">
              {text('legalPage.scheduledNotice', {
                date: date(page.version.effectiveFrom),
                current: date(page.current.effectiveFrom),
              })}{' '}
              <a href={path(documentPath)}>{text('legalPage.currentLink')}</a>
            </p>
          ) : null}
          {upcoming === null || upcoming.effectiveFrom === page.version.effectiveFrom ? null : (
            <p className="legal-page__upcoming">
              {text('legalPage.upcoming', { date: date(upcoming.effectiveFrom) })}{' '}
              <a href={path(`${documentPath}/${upcoming.effectiveFrom}`)}>
                {text('legalPage.upcomingLink')}
              </a>
            </p>
          )}
          <div
            className="legal-page__summary"
            dangerouslySetInnerHTML={{ __html: page.summaryHtml }}
          />
        </header>
        <nav className="legal-page__contents" aria-labelledby="legal-contents">
          <h2 id="legal-contents" className="legal-page__contents-heading">
            {text('legalPage.contents')}
          </h2>
          <ol className="legal-page__contents-list">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section, index) => (
          <section key={section.id} id={section.id} className="legal-page__section">
            <h2 className="legal-page__section-heading">
              {index + 1}. {section.heading}
            </h2>
            <div
              className="legal-page__section-body"
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </section>
        ))}
      </article>
      <aside className="legal-page__aside">
        {page.earlier.length === 0 ? null : (
          <section aria-labelledby="legal-versions">
            <h2 id="legal-versions" className="legal-page__aside-heading">
              {text('legalPage.earlierVersions')}
            </h2>
            <ul className="legal-page__links">
              {page.earlier.map((version) => (
                <li key={version.effectiveFrom}>
                  <a
                    href={path(`${documentPath}/${version.effectiveFrom}`)}
                    aria-current={
                      version.effectiveFrom === page.version.effectiveFrom ? 'page' : undefined
                    }
                  >
                    {text('legalPage.versionFrom', { date: date(version.effectiveFrom) })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="legal-others">
          <h2 id="legal-others" className="legal-page__aside-heading">
            {text('legalPage.otherDocuments')}
          </h2>
          <ul className="legal-page__links">
            {legalDocumentIds
              .filter((id) => id !== page.documentId)
              .map((id) => (
                <li key={id}>
                  <a href={path(`/${id}`)}>{text(`legalPage.${id}`)}</a>
                </li>
              ))}
          </ul>
        </section>
      </aside>
    </main>
  )
}
