import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'

/** Runs a raw statement on either driver; both answer `{ rows }`. */
export async function selectRows<Row>(db: AppDatabase, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}
