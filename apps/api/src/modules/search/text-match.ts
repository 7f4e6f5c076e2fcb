import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { textQuery } from './filter-sql.ts'
import { textArray } from './sql.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

// Typo tolerance for the search phrase (issue 42, docs/decisions/0058-forgiving-search.md): each
// word of the phrase that no name holds is also looked for as the names' words closest to it by
// trigram similarity ("tbilsi" → "tbilisi", "тбилси" → "тбилиси"). The SQL search and the
// in-memory engine both take their phrase's tsquery from here, so they find the same tours.

/** Shorter words are left as typed: three letters have too few trigrams to tell a typo apart. */
export const CORRECTED_WORD_MIN_LENGTH = 4
/** How close a name's word must be (pg_trgm similarity) to stand in for a misspelt word. */
export const CORRECTION_MIN_SIMILARITY = 0.4
/** At most this many stand-ins per misspelt word, the closest first. */
const CORRECTIONS_PER_WORD = 3
/** At most this many corrected phrases are completed: the closest spellings' combinations first. */
const CORRECTED_PHRASES_MAX = 9
/** A phrase's words looked at: a longer phrase is a sentence, not a misspelt name. */
const WORDS_LOOKED_AT = 8

/** The phrase's words as the names' trigram text holds them: lower-cased letters and digits. */
export function phraseWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, WORDS_LOOKED_AT)
}

type CandidateRow = { input: string; word: string; score: number }

/**
 * For each word of the phrase that no name holds as it is, the closest words of the names
 * search completes (search_words: places of every kind, ships, listed tours' titles, in both
 * languages). A word some name holds is not corrected: "rome" stays "rome", never "romania".
 */
export async function phraseCorrections(
  db: AppDatabase,
  words: readonly string[],
): Promise<ReadonlyMap<string, readonly string[]>> {
  const looked = words.filter((word) => word.length >= CORRECTED_WORD_MIN_LENGTH)
  if (looked.length === 0) return new Map()
  // `%` (similarity above pg_trgm's 0.3 default) lets the trigram index find the candidates.
  const rows = await selectRows<CandidateRow>(
    db,
    sql`SELECT input, w.word, similarity(input, w.word)::float8 AS score
      FROM unnest(${textArray(looked)}) AS input
      JOIN search_words w ON w.word % input
      WHERE similarity(input, w.word) >= ${CORRECTION_MIN_SIMILARITY}::float8`,
  )
  const byInput = new Map<string, CandidateRow[]>()
  for (const row of rows) byInput.set(row.input, [...(byInput.get(row.input) ?? []), row])
  const corrections = new Map<string, readonly string[]>()
  for (const [input, candidates] of byInput) {
    if (candidates.some((candidate) => candidate.word === input)) continue
    const closest = candidates
      .toSorted(
        (first, second) => second.score - first.score || first.word.localeCompare(second.word),
      )
      .slice(0, CORRECTIONS_PER_WORD)
      .map((candidate) => candidate.word)
    corrections.set(input, closest)
  }
  return corrections
}

/** Each misspelt word's spellings to try: as typed, then its stand-ins. */
export function spellingsOf(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]>,
): string[][] {
  return words.map((word) => [word, ...(corrections.get(word) ?? [])])
}

/**
 * The phrase's tsquery: the phrase as typed (web search syntax, English, Russian and 'simple'),
 * or, when some of its words are misspelt, every word as typed or as one of its stand-ins.
 */
export async function phraseQuery(db: AppDatabase, text: string): Promise<SQL> {
  const typed = textQuery(text)
  const words = phraseWords(text)
  const corrections = await phraseCorrections(db, words)
  if (corrections.size === 0) return typed
  const eachWord = spellingsOf(words, corrections).map((spellings) =>
    sql.join(
      spellings.map((spelling) => textQuery(spelling)),
      sql` || `,
    ),
  )
  return sql`(${typed} || (${sql.join(
    eachWord.map((alternatives) => sql`(${alternatives})`),
    sql` && `,
  )}))`
}

/**
 * Completion's corrections: the phrase again with its misspelt words replaced by their stand-ins
 * (every combination, closest first, at most CORRECTED_PHRASES_MAX); none when nothing is misspelt.
 */
export async function correctedPhrases(db: AppDatabase, phrase: string): Promise<string[]> {
  const words = phraseWords(phrase)
  const corrections = await phraseCorrections(db, words)
  if (corrections.size === 0) return []
  let phrases: string[][] = [[]]
  for (const spellings of spellingsOf(words, corrections)) {
    const replaced = corrections.has(spellings[0]!) ? spellings.slice(1) : spellings
    phrases = phrases
      .flatMap((start) => replaced.map((spelling) => [...start, spelling]))
      .slice(0, CORRECTED_PHRASES_MAX)
  }
  return phrases.map((phraseWordsCorrected) => phraseWordsCorrected.join(' '))
}
