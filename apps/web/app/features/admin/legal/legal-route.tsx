import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { legalDocumentIds, legalDocuments, publishedVersions } from '@tourmarket/domain/legal'
import { getServerEnv } from '../../../lib/env.server.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { adminLegalWords, useAdminLegalText } from './legal-text.ts'
import type { Route } from './+types/legal-route.ts'

type VersionState = 'current' | 'earlier' | 'scheduled'

/**
 * Issue 43 item 5: the legal documents (§2 /agreement, /tour-provider-agreement, /privacy,
 * /safety-rules) and their versions, newest first, each with its state today (content, admin).
 * Only the titles and dates leave the server.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const { locale } = sitePageOf(context)
  const { projectName } = getServerEnv().brand
  const today = utcCalendarDate(new Date())
  const documents = legalDocumentIds.map((id) => {
    const document = legalDocuments[id]
    const current = publishedVersions(document, today).at(-1)
    const newest = document.versions.toSorted((a, b) =>
      b.effectiveFrom.localeCompare(a.effectiveFrom),
    )
    const title = (current ?? newest[0])?.text[locale].title ?? id
    return {
      id,
      title: title.replaceAll('{projectName}', projectName),
      versions: newest.map((version) => ({
        effectiveFrom: version.effectiveFrom,
        state: (version === current
          ? 'current'
          : version.effectiveFrom > today
            ? 'scheduled'
            : 'earlier') satisfies VersionState as VersionState,
      })),
    }
  })
  return { admin, documents }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminLegalWords(locale, 'legal.title'))

export default function AdminLegalRoute({ loaderData }: Route.ComponentProps) {
  const { admin, documents } = loaderData
  const { text, path, date } = useAdminLegalText()
  const pill = {
    current: 'admin-pill admin-pill--success',
    earlier: 'admin-pill',
    scheduled: 'admin-pill admin-pill--warning',
  } as const
  return (
    <AdminLayout admin={admin} current="content" title={text('legal.title')}>
      <p className="admin-muted">{text('legal.lead')}</p>
      {documents.map((document) => (
        <section
          key={document.id}
          className="admin-section"
          aria-labelledby={`admin-legal-${document.id}`}
        >
          <h2 id={`admin-legal-${document.id}`} className="admin-section__title">
            {document.title}
          </h2>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid={`admin-legal-${document.id}`}>
              <caption>{text('legal.caption', { title: document.title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('legal.column.version')}</th>
                  <th scope="col">{text('legal.column.state')}</th>
                  <th scope="col">{text('legal.column.page')}</th>
                </tr>
              </thead>
              <tbody>
                {document.versions.map((version) => (
                  <tr key={version.effectiveFrom}>
                    <td className="admin-table__primary">
                      <time dateTime={version.effectiveFrom}>{date(version.effectiveFrom)}</time>
                    </td>
                    <td data-label={text('legal.column.state')}>
                      <span className={pill[version.state]}>
                        {text(`legal.state.${version.state}`)}
                      </span>
                    </td>
                    <td data-label={text('legal.column.page')}>
                      {version.state === 'scheduled' ? (
                        text('legal.state.notShown')
                      ) : (
                        <a
                          href={path(
                            version.state === 'current'
                              ? `/${document.id}`
                              : `/${document.id}/${version.effectiveFrom}`,
                          )}
                        >
                          {version.state === 'current'
                            ? `/${document.id}`
                            : `/${document.id}/${version.effectiveFrom}`}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </AdminLayout>
  )
}
