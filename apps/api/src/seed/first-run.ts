import type { DemoSeedConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { refreshSearchIndexes } from '../modules/search/search-indexes.ts'
import { calendarDateOf } from './options.ts'
import {
  CatalogueNotEmptyError,
  defaultSeedOptions,
  describeSeedResult,
  isTourTableEmpty,
  seedCatalogue,
} from './seed.ts'
import type { SeedOptions } from './seed.ts'

/**
 * What start-up does with the demo catalogue. A database without tours gets it when the config
 * asks (on by default outside production, SEED_DEMO=1 in production), so a first `npm start`
 * has something to show while a production database never fills with demo data by surprise.
 * Another process may have seeded meanwhile, or someone may have added rows by hand: the seed
 * then refuses and the API starts with what is there. Returns the line to print.
 */
export async function seedOnFirstRun(
  database: Database,
  demoSeed: DemoSeedConfig,
  options: SeedOptions = { ...defaultSeedOptions, today: calendarDateOf(new Date()) },
): Promise<string | null> {
  if (!(await isTourTableEmpty(database))) return null
  if (!demoSeed.onFirstRun) {
    return 'The catalogue is empty and SEED_DEMO is off: no demo catalogue seeded.'
  }
  try {
    const result = await seedCatalogue(database, { ...options, demoAccounts: demoSeed.accounts })
    // Build the search read model now rather than on the first search.
    await refreshSearchIndexes(database.db)
    return describeSeedResult(result)
  } catch (error) {
    if (!(error instanceof CatalogueNotEmptyError)) throw error
    return `Demo catalogue not seeded: ${error.message}`
  }
}
