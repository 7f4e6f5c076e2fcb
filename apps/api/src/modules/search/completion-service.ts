import { COMPLETION_LIMIT_DEFAULT, type CompletionResponse } from '@tourmarket/contracts'
import type { AppDatabase } from '../../db/database.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { AnswerCache, SearchRequestContext } from './answer-cache.ts'
import { findCompletions } from './completion-repository.ts'
import { withoutNul } from './criteria.ts'
import { completionKindsFor, isQueryFlagSet } from './query-values.ts'
import { correctedPhrases } from './text-match.ts'

export type CompletionInput = {
  readonly phrase?: unknown
  readonly limit?: number | undefined
  readonly only?: unknown
  readonly exclude?: unknown
  readonly isCruisesSearch?: unknown
}

/** The longest phrase completion looks at; longer input is cut, since no name is that long. */
const COMPLETION_PHRASE_MAX = 100

export type CompletionServiceDependencies = {
  readonly db: AppDatabase
  readonly answers: AnswerCache
  /** §1 the brand's excursionsEnabled. */
  readonly excursionsEnabled: boolean
}

/** What the search box completes: places, themes, ships and tours by name. */
export function createCompletionService({
  db,
  answers,
  excursionsEnabled,
}: CompletionServiceDependencies) {
  const { cached } = answers
  return {
    /** §7 tours-filter-completion; §5: an empty or non-string phrase completes to nothing. */
    complete(input: CompletionInput, context: SearchRequestContext): Promise<CompletionResponse> {
      const phrase =
        typeof input.phrase === 'string'
          ? withoutNul(input.phrase).trim().toLowerCase().slice(0, COMPLETION_PHRASE_MAX)
          : ''
      const kinds = completionKindsFor(input.only, input.exclude)
      if (phrase === '' || kinds.length === 0) return Promise.resolve({ data: [] })
      const lookup = {
        phrase,
        kinds,
        limit: input.limit ?? COMPLETION_LIMIT_DEFAULT,
        cruiseMode: isQueryFlagSet(input.isCruisesSearch),
        excursionsEnabled,
      }
      return cached(['completion', lookup, context.language], async () => {
        const rows = await findCompletions(db, lookup, await correctedPhrases(db, phrase))
        return {
          data: rows.map((row) => ({
            kind: row.kind,
            id: row.id,
            name: localize(context.language, row.name, row.name_ru),
            slug: row.slug,
            url: row.url,
            subtitle:
              row.subtitle === null
                ? null
                : localize(context.language, row.subtitle, row.subtitle_ru),
          })),
        }
      })
    },
  }
}
