import { sql } from 'drizzle-orm'
import { tourType } from '@tourmarket/domain/enums'
import type { CompletionKind } from '@tourmarket/contracts'
import type { AppDatabase } from '../../db/database.ts'
import { textArray } from './sql.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type CompletionRow = {
  kind: CompletionKind
  id: number
  slug: string
  url: string
  name: string
  name_ru: string
  subtitle: string | null
  subtitle_ru: string | null
}

export type CompletionLookup = {
  /** Lower-cased, trimmed, non-empty. */
  readonly phrase: string
  readonly kinds: readonly CompletionKind[]
  readonly limit: number
  readonly cruiseMode: boolean
  /** §1: false on a brand without excursions, whose tours then never complete (decision 0032). */
  readonly excursionsEnabled: boolean
}

/** Trigrams need three characters; shorter phrases match by prefix only. */
const TRIGRAM_MIN_LENGTH = 3

/** Kinds a cruise search puts first (and, for cities and tours, narrows to cruises). */
const cruiseKinds: readonly CompletionKind[] = ['water_objects', 'ships', 'cities']

function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Completion over search_completion_terms (English and Russian names in one trigram-indexed
 * text), the phrase as typed or with its misspelt words corrected: a name that starts with it first, then places before tours, then the closest
 * trigram match, then the most tours. The terms are refreshed as a whole now and then, so a tour
 * completes only while search_tours (kept current per tour) still lists it.
 */
export async function findCompletions(
  db: AppDatabase,
  lookup: CompletionLookup,
  /** The phrase with its misspelt words corrected (text-match.ts): none when it has none. */
  corrected: readonly string[] = [],
): Promise<CompletionRow[]> {
  const { phrase, kinds, limit, cruiseMode, excursionsEnabled } = lookup
  const prefix = (text: string) => `${likePattern(text)}%`
  const startsWith = sql`(${sql.join(
    [phrase, ...corrected].map(
      (text) => sql`name_lower LIKE ${prefix(text)} OR name_ru_lower LIKE ${prefix(text)}`,
    ),
    sql` OR `,
  )})`
  // A corrected phrase is matched as a part of the name, as the phrase itself is (the trigram
  // index answers each LIKE).
  const matches =
    phrase.length < TRIGRAM_MIN_LENGTH
      ? startsWith
      : sql`(${sql.join(
          [
            sql`${phrase} <% search_text`,
            ...[phrase, ...corrected].map(
              (text) => sql`search_text LIKE ${`%${likePattern(text)}%`}`,
            ),
          ],
          sql` OR `,
        )})`
  return selectRows<CompletionRow>(
    db,
    sql`SELECT kind, id, slug, url, name, name_ru, subtitle, subtitle_ru
      FROM search_completion_terms
      WHERE ${matches} AND kind = ANY(${textArray(kinds)})
        ${cruiseMode ? sql`AND (kind NOT IN ('tours', 'cities') OR is_cruise)` : sql``}
        ${excursionsEnabled ? sql`` : sql`AND (kind <> 'tours' OR NOT EXISTS (SELECT 1 FROM tours t WHERE t.id = search_completion_terms.id AND t.type = ${tourType.excursion}))`}
        AND (kind <> 'tours' OR EXISTS (SELECT 1 FROM search_tours st WHERE st.tour_id = search_completion_terms.id))
      ORDER BY ${cruiseMode ? sql`(kind = ANY(${textArray(cruiseKinds)})) DESC,` : sql``}
        ${startsWith} DESC, (kind = 'tours') ASC, word_similarity(${phrase}, search_text) DESC,
        weight DESC, name, kind, id
      LIMIT ${limit}::int`,
  )
}
