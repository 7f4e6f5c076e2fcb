import { sql, type SQL } from 'drizzle-orm'

// The engine's property test reads raw rows through it from here; search's own files take it
// from the platform.
export { selectRows } from '../../platform/sql/select-rows.ts'

/** The largest int4: serial ids and stored counts never exceed it. */
export const INT4_MAX = 2_147_483_647

/**
 * A condition on an int4 column against a whole number from a request. Past int4 the cast would
 * fail (a 500 for a user's typo), and the answer is already known: `pastInt4`.
 */
export function int4Condition(
  value: number,
  condition: (param: SQL) => SQL,
  pastInt4: boolean,
): SQL {
  return Math.abs(value) > INT4_MAX
    ? pastInt4
      ? sql`true`
      : sql`false`
    : condition(sql`${value}::int`)
}

/**
 * One parameter holding a whole array (drizzle would otherwise expand it into a list), for
 * `= ANY(…)` and `&&`: a value past int4 matches no row, so it is left out rather than cast, which
 * would fail.
 */
export function intArray(values: readonly number[]): SQL {
  return sql`${sql.param(values.filter((value) => Math.abs(value) <= INT4_MAX))}::int[]`
}

export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`
}

/** `(a AND b …)`, or `true` when there is nothing to require. */
export function allOf(parts: readonly (SQL | undefined)[]): SQL {
  const present = parts.filter((part): part is SQL => part !== undefined)
  return present.length === 0 ? sql`true` : sql`(${sql.join(present, sql` AND `)})`
}

/** The month of a date as the integer yyyymm. */
export const monthOf = (date: SQL) =>
  sql`(extract(year FROM ${date}) * 100 + extract(month FROM ${date}))::int`
