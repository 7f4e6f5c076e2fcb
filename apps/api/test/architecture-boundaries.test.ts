// Issue 15: the layers are lint rules (eslint.config.js), so a boundary crossed fails `npm run lint`.
// Each case lints a small piece of code as though it were a file at that place in the repository.
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repositoryRoot = resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: repositoryRoot })

async function importRefusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repositoryRoot, file) })
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'import-x/no-restricted-paths'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message)
}

describe('issue 15: architecture boundaries enforced by lint', () => {
  it('routes neither build repositories nor query the database; a type is fine', async () => {
    const route = 'apps/api/src/modules/tours/routes.ts'
    expect(
      await importRefusals(route, "import { createTourRepository } from './repository.ts'\n"),
    ).toEqual([expect.stringContaining('Routes receive services from src/services.ts')])
    expect(await importRefusals(route, "import { eq } from 'drizzle-orm'\n")).toHaveLength(1)
    expect(
      await importRefusals(route, "import type { TourRepository } from './repository.ts'\n"),
    ).toEqual([])
  })

  it("a module never reaches into another module's repository", async () => {
    expect(
      await importRefusals(
        'apps/api/src/modules/bookings/service.ts',
        "import { createOutboxRepository } from '../messages/repository.ts'\n",
      ),
    ).toEqual([expect.stringContaining('through its service')])
  })

  it('src/db imports no feature module and no seed', async () => {
    expect(
      await importRefusals(
        'apps/api/src/db/migrate.ts',
        "import { createTourService } from '../modules/tours/service.ts'\n",
      ),
    ).toHaveLength(1)
  })

  it('the domain package imports nothing of ours and no Node API', async () => {
    const file = 'packages/domain/src/money/money.ts'
    expect(await importRefusals(file, "import { z } from '@tourmarket/contracts'\n")).toHaveLength(
      1,
    )
    expect(await importRefusals(file, "import { readFile } from 'node:fs'\n")).toHaveLength(1)
  })

  it('the composition root may build anything', async () => {
    expect(
      await importRefusals(
        'apps/api/src/services.ts',
        "import { createTourRepository } from './modules/tours/repository.ts'\n",
      ),
    ).toEqual([])
  })

  it('a storefront feature does not reach into another, and shared code into none', async () => {
    expect(
      await importRefusals(
        'apps/web/app/features/accounts/login/route.tsx',
        "import { bookingFailure } from '../../booking/booking-failure.ts'\n",
      ),
    ).toEqual([expect.stringContaining('A storefront feature does not reach into another')])
    expect(
      await importRefusals(
        'apps/web/app/lib/session-context.tsx',
        "import { accountsMeta } from '../features/accounts/accounts-meta.ts'\n",
      ),
    ).toEqual([expect.stringContaining('Shared storefront code does not depend on a feature')])
    expect(
      await importRefusals(
        'apps/web/app/features/booking/payment/pay/route.tsx',
        "import { loadBookingById } from '../../booking-load.server.ts'\n",
      ),
    ).toEqual([])
  })
})
