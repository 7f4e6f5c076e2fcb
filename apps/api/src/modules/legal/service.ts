import type { LegalDocumentPage } from '@tourmarket/contracts'
import { utcCalendarDate, type Locale } from '@tourmarket/domain/i18n'
import { resolveLegalVersion, type LegalDocumentId } from '@tourmarket/domain/legal'
import { AppError } from '../../errors.ts'
import { renderLegalMarkdown } from './legal-html.ts'
import { stateOf, textOf } from './presenter.ts'
import type { LegalRepository } from './repository.ts'

export type LegalService = ReturnType<typeof createLegalService>

/**
 * §2 legal pages (issue 43 item 5): a document's version in force today (UTC), or one by its day,
 * in force earlier or scheduled, with the versions before it and the next one announced. Read on
 * every request, so a version takes effect at midnight and a console change shows at once.
 */
export function createLegalService({
  repository,
  now,
}: {
  repository: LegalRepository
  now: () => Date
}) {
  return {
    async page(
      document: LegalDocumentId,
      path: string,
      language: Locale,
    ): Promise<LegalDocumentPage> {
      const today = utcCalendarDate(now())
      const resolved = resolveLegalVersion(await repository.ofDocument(document), path, today)
      if (resolved === null) {
        throw new AppError({ code: 'not_found', message: 'There is no such version.' })
      }
      const { version, current, earlier, upcoming } = resolved
      const text = textOf(version, language)
      const rendered = renderLegalMarkdown(text.markdown)
      const dated = (row: typeof version) => ({
        effective_from: row.effectiveFrom,
        version_label: row.versionLabel,
      })
      return {
        document,
        title: text.title,
        summary_html: rendered.summaryHtml,
        description: rendered.summaryText,
        sections: [...rendered.sections],
        effective_from: version.effectiveFrom,
        version_label: version.versionLabel,
        state: stateOf(version, current, today),
        current: dated(current),
        earlier: earlier.map(dated),
        upcoming: upcoming === undefined ? null : dated(upcoming),
      }
    },
  }
}
