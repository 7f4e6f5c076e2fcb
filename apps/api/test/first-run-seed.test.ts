// Issue 14 finding 2: a production database never fills with demo data, nor gets the demo
// organizer whose password the README publishes, unless an operator asks (and never the account).
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seedOnFirstRun } from '../src/seed/first-run.ts'
import { demoOrganizerAccount, demoSupportAccount } from '../src/seed/demo-accounts.ts'
import { demoStaffAccount } from '../src/seed/office-demo.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

const smallSeed = { tours: 40, seed: 3, today: '2026-03-01' } as const

describe.each(testDatabases)('demo seed at start-up on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  async function counts() {
    const result = await testDatabase.database.db.execute(
      sql`select (select count(*) from tours)::int as tours,
                 (select count(*) from users where email in (${demoOrganizerAccount.email}, ${demoSupportAccount.email}, ${demoStaffAccount.email}))::int as demo_accounts`,
    )
    return result.rows[0] as { tours: number; demo_accounts: number }
  }

  it('production without SEED_DEMO leaves an empty database empty', async () => {
    const line = await seedOnFirstRun(
      testDatabase.database,
      { onFirstRun: false, accounts: false },
      smallSeed,
    )
    expect(line).toMatch(/SEED_DEMO is off/)
    expect(await counts()).toEqual({ tours: 0, demo_accounts: 0 })
  })

  it('production with SEED_DEMO=1 seeds the catalogue but no demo account', async () => {
    const line = await seedOnFirstRun(
      testDatabase.database,
      { onFirstRun: true, accounts: false },
      smallSeed,
    )
    expect(line).toMatch(/Seeded the demo catalogue: 40 tours/)
    expect(await counts()).toEqual({ tours: 40, demo_accounts: 0 })
    // A filled catalogue is left as it is on the next start.
    expect(
      await seedOnFirstRun(testDatabase.database, { onFirstRun: true, accounts: true }, smallSeed),
    ).toBeNull()
    expect(await counts()).toEqual({ tours: 40, demo_accounts: 0 })
  })
})
