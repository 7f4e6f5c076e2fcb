/** What both drivers offer inside a transaction: a PGlite transaction and a pg pool client. */
export type SqlExecutor = {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

/** A column and its PostgreSQL type, e.g. ['tags', 'text[]']; rows are objects keyed by column. */
export type ColumnSpec = readonly [name: string, type: string]

export type CellValue = string | number | boolean | null | Date | readonly (string | number)[]

/** Rows per statement: large enough that round trips are few, small enough to stay light on memory. */
const defaultBatchSize = 5_000

function arrayElement(value: string | number): string {
  return typeof value === 'number'
    ? String(value)
    : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** An array cell as a PostgreSQL array literal, so one unnest parameter can carry it. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map(arrayElement).join(',')}}`
}

function cellParameter(value: CellValue): string | number | boolean | null {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return arrayLiteral(value as readonly (string | number)[])
  return value as string | number | boolean | null
}

/**
 * Inserts rows with one `insert … select from unnest($1::t1[], $2::t2[], …)` per batch: one
 * parameter per column whatever the row count, so batches are not bound by the 65,535-parameter
 * limit and the server parses one statement per thousands of rows. Array columns travel as
 * array literals and are cast back.
 */
export async function insertRows(
  executor: SqlExecutor,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly Readonly<Record<string, CellValue>>[],
  batchSize: number = defaultBatchSize,
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ')
  const unnestArguments = columns
    .map(([, type], index) => `$${String(index + 1)}::${type.endsWith('[]') ? 'text' : type}[]`)
    .join(', ')
  const aliases = columns.map((_, index) => `c${String(index)}`)
  const selections = columns
    .map(([, type], index) =>
      type.endsWith('[]') ? `c${String(index)}::${type}` : `c${String(index)}`,
    )
    .join(', ')
  const statement = `insert into ${table} (${names}) select ${selections} from unnest(${unnestArguments}) as u(${aliases.join(', ')})`
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize)
    const parameters = columns.map(([name]) => batch.map((row) => cellParameter(row[name] ?? null)))
    await executor.query(statement, parameters)
  }
}
