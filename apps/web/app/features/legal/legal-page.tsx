import { legalDocumentIds } from '@tourmarket/domain/legal'
import type { LegalPageData } from './legal-page.server.ts'
import { useLegalText } from './legal-text.ts'
import './legal.css'

/**
 * A legal document: title, effective date, a table of contents of anchors, the sections, and the
 * way to the other versions. Plain links and anchors only, so it reads the same before hydration.
 */
export function LegalPage({ page }: { page: LegalPageData }) {
  const { text, date, path } = useLegalText()
  const documentPath = `/${page.documentId}`
  return (
    <main className="legal-page">
      <article className="legal-page__document">
        <header className="legal-page__header">
          <h1 className="legal-page__title">{page.title}</h1>
          <p className="legal-page__effective">
            {text('legalPage.effectiveFrom', { date: date(page.effectiveFrom) })}
          </p>
          {page.isCurrent ? null : (
            <p className="legal-page__notice" role="note">
              {text('legalPage.olderNotice', { date: date(page.effectiveFrom) })}{' '}
              <a href={path(documentPath)}>{text('legalPage.currentLink')}</a>
            </p>
          )}
          <p className="legal-page__summary">{page.summary}</p>
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
            {section.paragraphs.map((paragraph, at) => (
              <p key={at}>{paragraph}</p>
            ))}
            {section.items === undefined ? null : (
              <ul className="legal-page__items">
                {section.items.map((item, at) => (
                  <li key={at}>{item}</li>
                ))}
              </ul>
            )}
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
              {page.earlier.map((day) => (
                <li key={day}>
                  <a
                    href={path(`${documentPath}/${day}`)}
                    aria-current={day === page.effectiveFrom ? 'page' : undefined}
                  >
                    {text('legalPage.versionFrom', { date: date(day) })}
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
