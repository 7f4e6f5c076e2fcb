// One app over a migrated, seeded test database for a whole test file.
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import type { AppDatabase } from '../src/db/database.ts'
import type { TestDatabaseTarget } from './databases.ts'
import { useMigratedDatabase } from './databases.ts'

/**
 * A migrated database that `seed` fills once, and one app over it for the file: `seeded` is what
 * the seed returned, `get` a GET request to the app.
 */
export function useSeededApp<Seeded>(
  target: TestDatabaseTarget,
  seed: (db: AppDatabase) => Promise<Seeded>,
) {
  const testDatabase = useMigratedDatabase(target)
  let state: { readonly app: App; readonly seeded: Seeded } | undefined
  beforeAll(async () => {
    const seeded = await seed(testDatabase.database.db)
    state = {
      seeded,
      app: buildApp({ config: testDatabase.config, database: testDatabase.database }),
    }
  })
  afterAll(async () => {
    await state?.app.close()
  })
  const current = () => {
    if (state === undefined) throw new Error('The app is only available inside tests')
    return state
  }
  return {
    get db(): AppDatabase {
      return testDatabase.database.db
    },
    get app(): App {
      return current().app
    },
    get seeded(): Seeded {
      return current().seeded
    },
    get: (url: string, headers: Record<string, string> = {}) =>
      current().app.inject({ method: 'GET', url, headers }),
  }
}
