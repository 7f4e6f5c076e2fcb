import type {
  HubOrganizerPage,
  OrganizerPublicInfo,
  OrganizerSummary,
  OrganizerVerificationInfo,
} from '@tourmarket/contracts'
import { totalPageCount } from '@tourmarket/domain/pagination'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { organizerVerificationInfo } from '../../platform/presenters/organizer-verification.ts'
import { hubOrganizer, organizerPublicInfo, organizerSummary } from './presenter.ts'
import type { HubOrganizerRow, OrganizerRepository } from './repository.ts'

export function organizerNotFound(id: number): AppError {
  return new AppError({
    code: 'organizer_not_found',
    message: `There is no organizer with id ${id}.`,
  })
}

const DAY_MILLISECONDS = 24 * 60 * 60 * 1000

/** The day after the UTC date of `now`: no place on Earth is past it yet. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + DAY_MILLISECONDS).toISOString().slice(0, 10)
}

export function createOrganizerService({
  repository,
  now = () => new Date(),
}: {
  repository: OrganizerRepository
  /** The clock that decides which tours are on sale (a tour page answers §8's 410 after). */
  now?: () => Date
}) {
  // A tour is counted and listed while a date starts after the latest "today" anywhere, so no
  // organizer page links a tour whose page answers 410 in its start city's time zone.
  const onSaleAfter = () => latestToday(now())

  async function published(id: number): Promise<HubOrganizerRow> {
    const row = await repository.findPublished(id, onSaleAfter())
    if (row === undefined) throw organizerNotFound(id)
    return row
  }

  return {
    /** The organizer as a tour page shows it; 404 when unknown or unpublished. */
    async summary(id: number): Promise<OrganizerSummary> {
      return organizerSummary(await published(id))
    },

    async publicInfo(id: number, language: Locale): Promise<OrganizerPublicInfo> {
      const row = await published(id)
      const [tourIds, guideLanguages] = await Promise.all([
        repository.onSaleTourIds(id, onSaleAfter()),
        repository.guideLanguages(id),
      ])
      return organizerPublicInfo(row, tourIds, guideLanguages, language)
    },

    async verificationInfo(id: number, language: Locale): Promise<OrganizerVerificationInfo> {
      return organizerVerificationInfo(await published(id), language)
    },

    async hubPage(
      query: { page: number; limit: number; countryId?: number },
      language: Locale,
    ): Promise<HubOrganizerPage> {
      const filter = query.countryId === undefined ? {} : { countryId: query.countryId }
      const [total, rows, countryRows] = await Promise.all([
        repository.countPublished(query.countryId),
        repository.listPublished({
          ...filter,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
          after: onSaleAfter(),
        }),
        repository.countriesWithPublished(),
      ])
      const countries = countryRows
        .map((row) => ({
          id: row.id,
          name: localize(language, row.name, row.nameRu),
          organizers_count: row.organizersCount,
        }))
        .toSorted((first, second) => first.name.localeCompare(second.name, language))
      return {
        data: rows.map((row) => hubOrganizer(row, language)),
        meta: {
          page: query.page,
          per_page: query.limit,
          total,
          total_pages: totalPageCount(total, query.limit),
        },
        countries,
      }
    },
  }
}

export type OrganizerService = ReturnType<typeof createOrganizerService>
