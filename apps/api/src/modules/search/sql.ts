import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'

/** Runs a raw statement on either driver; both answer `{ rows }`. */
export async function selectRows<Row>(db: AppDatabase, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}

/** One parameter holding a whole array (drizzle would otherwise expand it into a list). */
export function intArray(values: readonly number[]): SQL {
  return sql`${sql.param([...values])}::int[]`
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
