import { isApiHttpError } from '@tourmarket/api-client'
import type { LegalDocumentPage } from '@tourmarket/contracts'
import type { LegalDocumentId } from '@tourmarket/domain/legal'
import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'

/** A version as the page names it: its day (also its address) and its label. */
export type LegalVersionRef = { readonly effectiveFrom: string; readonly label: string }

/** What a legal page shows: one version of one document in one language, the brand's name filled in. */
export type LegalPageData = {
  readonly documentId: LegalDocumentId
  readonly title: string
  readonly description: string
  /** Sanitised by the API. */
  readonly summaryHtml: string
  readonly sections: readonly { id: string; heading: string; html: string }[]
  readonly version: LegalVersionRef
  readonly state: LegalDocumentPage['state']
  /** The version in force, for the notice on an earlier or a scheduled one. */
  readonly current: LegalVersionRef
  /** Earlier versions, newest first. */
  readonly earlier: readonly LegalVersionRef[]
  /** The next version, announced until it takes effect. */
  readonly upcoming: LegalVersionRef | null
}

const refOf = (version: { effective_from: string; version_label: string }): LegalVersionRef => ({
  effectiveFrom: version.effective_from,
  label: version.version_label,
})

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * The page for /{documentId}/{versionPath} from the versions the console keeps (issue 43 item 5),
 * or null (404) for a version there is not. `{projectName}` in the texts is the brand's name.
 */
export async function legalPageData(
  context: Readonly<RouterContextProvider>,
  documentId: LegalDocumentId,
  versionPath: string,
  projectName: string,
): Promise<LegalPageData | null> {
  let page: LegalDocumentPage
  try {
    page = await callApi(apiClientOf(context), 'legalDocument', {
      query: { document: documentId, version: versionPath },
    })
  } catch (error) {
    // An unknown day is 404; a path no version could have (too long) is the API's 400.
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) return null
    throw error
  }
  const text = (value: string) => value.replaceAll('{projectName}', projectName)
  const html = (value: string) => value.replaceAll('{projectName}', escapeHtml(projectName))
  return {
    documentId,
    title: text(page.title),
    description: text(page.description),
    summaryHtml: html(page.summary_html),
    sections: page.sections.map((section) => ({
      id: section.id,
      heading: text(section.heading),
      html: html(section.html),
    })),
    version: refOf(page),
    state: page.state,
    current: refOf(page.current),
    earlier: page.earlier.map(refOf),
    upcoming: page.upcoming === null ? null : refOf(page.upcoming),
  }
}
