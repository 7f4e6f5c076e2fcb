// Issues 15 and 39: the layers are lint rules (eslint.config.js, eslint/boundaries.js), so a
// boundary crossed fails `npm run lint`. Each case lints a small piece of code as though it were a
// file at that place in the repository, and names the rule that must refuse it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repositoryRoot = resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: repositoryRoot })

const boundaryRules = [
  'no-restricted-imports',
  'import-x/no-restricted-paths',
  'boundaries/api-layers',
  'import-x/no-cycle',
]

/** The boundary rules' messages for `code` linted as the file `file`, as "rule: message". */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repositoryRoot, file) })
  return (result?.messages ?? [])
    .filter((message) => boundaryRules.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`)
}

const crossModule = 'collaborations are handed in by src/services.ts'

describe('issue 15: architecture boundaries enforced by lint', () => {
  it('routes neither build repositories nor query the database, at any depth; a type is fine', async () => {
    const route = 'apps/api/src/modules/tours/routes.ts'
    expect(
      await refusals(route, "import { createTourRepository } from './repository.ts'\n"),
    ).toEqual([expect.stringContaining('Routes receive services from src/services.ts')])
    expect(await refusals(route, "import { eq } from 'drizzle-orm'\n")).toHaveLength(1)
    expect(
      await refusals(route, "import type { TourRepository } from './repository.ts'\n"),
    ).toEqual([])
    expect(
      await refusals(
        'apps/api/src/modules/chat/realtime/socket-routes.ts',
        "import { createChatRepository } from '../repository.ts'\n",
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Routes receive services from src\/services/),
    ])
  })

  it('src/db imports no feature module and no seed', async () => {
    expect(
      await refusals(
        'apps/api/src/db/migrate.ts',
        "import { createTourService } from '../modules/tours/service.ts'\n",
      ),
    ).toHaveLength(1)
  })

  it('the domain package imports nothing of ours and no Node API', async () => {
    const file = 'packages/domain/src/money/money.ts'
    expect(await refusals(file, "import { z } from '@tourmarket/contracts'\n")).toHaveLength(1)
    expect(await refusals(file, "import { readFile } from 'node:fs'\n")).toHaveLength(1)
  })

  it('the composition root may build anything', async () => {
    expect(
      await refusals(
        'apps/api/src/services.ts',
        "import { createTourRepository } from './modules/tours/repository.ts'\n",
      ),
    ).toEqual([])
  })
})

describe('issue 39: API modules meet only through the types of their services', () => {
  it("refuses another module's internals, from the module's root and from a subfolder", async () => {
    expect(
      await refusals(
        'apps/api/src/modules/bookings/service.ts',
        "import { createTourRepository } from '../tours/repository.ts'\n",
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^boundaries/api-layers: .*${crossModule}`))])
    expect(
      await refusals(
        'apps/api/src/modules/bookings/use-cases/x.ts',
        "import { createTourRepository } from '../../tours/repository.ts'\n",
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^boundaries/api-layers: .*${crossModule}`))])
    // A type from any other file of another module couples as much as a value.
    expect(
      await refusals(
        'apps/api/src/modules/bookings/use-cases/deep/x.ts',
        "import type { TourRepository } from '../../../tours/repository.ts'\n",
      ),
    ).toEqual([expect.stringContaining(crossModule)])
    expect(
      await refusals(
        'apps/api/src/modules/bookings/x.ts',
        "export { tourPresenter } from '../tours/presenter.ts'\n",
      ),
    ).toEqual([expect.stringContaining(crossModule)])
  })

  it("refuses a value from another module's service.ts and takes its type", async () => {
    const file = 'apps/api/src/modules/bookings/use-cases/x.ts'
    expect(
      await refusals(file, "import { createTourService } from '../../tours/service.ts'\n"),
    ).toEqual([expect.stringContaining(crossModule)])
    expect(
      await refusals(file, "import type { TourService } from '../../tours/service.ts'\n"),
    ).toEqual([])
    expect(
      await refusals(file, "import { type TourService } from '../../tours/service.ts'\n"),
    ).toEqual([])
  })

  it('takes its own module, the platform, the database and packages', async () => {
    expect(
      await refusals(
        'apps/api/src/modules/bookings/use-cases/x.ts',
        [
          "import { createBookingRepository } from '../repository.ts'",
          "import { db } from '../../../db/database.ts'",
          "import { limiter } from '../../../platform/abuse/limiter.ts'",
          "import { z } from '@tourmarket/contracts'",
          '',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('every module folder is covered', async () => {
    const modules = readdirSync(resolve(repositoryRoot, 'apps/api/src/modules'))
    for (const [index, name] of modules.entries()) {
      const other = modules[(index + 1) % modules.length]
      expect(
        await refusals(
          `apps/api/src/modules/${name}/x.ts`,
          // A type import: no-cycle skips it, which keeps this loop quick.
          `import type { Internal } from '../${other}/internal.ts'\n`,
        ),
      ).toEqual([expect.stringContaining(crossModule)])
    }
  })

  it('a module imports neither the composition root nor the app', async () => {
    const file = 'apps/api/src/modules/tours/service.ts'
    expect(await refusals(file, "import type { Services } from '../../services.ts'\n")).toEqual([
      expect.stringContaining('never imports src/services.ts'),
    ])
    // (and the app imports the module: a cycle as well)
    expect(await refusals(file, "import { buildApp } from '../../app.ts'\n")).toEqual(
      expect.arrayContaining([
        expect.stringContaining('never imports src/services.ts, src/app.ts'),
      ]),
    )
  })

  it('the platform imports no module, nor the composition root, the app or the seed', async () => {
    const file = 'apps/api/src/platform/mail/x.ts'
    for (const source of [
      '../../modules/tours/service.ts',
      '../../services.ts',
      '../../app.ts',
      '../../seed/seed.ts',
    ]) {
      expect(await refusals(file, `import type { X } from '${source}'\n`)).toEqual([
        expect.stringContaining('The platform serves every module and knows none'),
      ])
    }
    expect(await refusals(file, "import { db } from '../../db/database.ts'\n")).toEqual([])
  })
})

describe('issue 39: every storefront feature is a zone', () => {
  const features = resolve(repositoryRoot, 'apps/web/app/features')
  const sameFeature = 'A storefront feature does not reach into another'

  /** A source file of the feature, as a path relative to `from`; the zones resolve imports. */
  function fileOf(feature: string, from: string): string {
    const file = readdirSync(join(features, feature), { recursive: true, encoding: 'utf8' }).find(
      (name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'),
    )
    if (file === undefined) throw new Error(`no source file in feature ${feature}`)
    const path = relative(resolve(repositoryRoot, from, '..'), join(features, feature, file))
    return path.startsWith('.') ? path : `./${path}`
  }

  it('a feature does not import another (meet → catalogue)', async () => {
    const file = 'apps/web/app/features/meet/x.tsx'
    expect(await refusals(file, `import { x } from '${fileOf('catalogue', file)}'\n`)).toEqual([
      expect.stringContaining(sameFeature),
    ])
  })

  it('every feature folder is a zone', async () => {
    const names = readdirSync(features)
    for (const [index, name] of names.entries()) {
      // The next feature but one skipping calls, which some features may import (decision 0029).
      const other = names.filter((candidate) => candidate !== name && candidate !== 'calls')[
        index % (names.length - 2)
      ]
      if (other === undefined) throw new Error('too few features')
      const file = `apps/web/app/features/${name}/x.tsx`
      expect(
        await refusals(file, `import { x } from '${fileOf(other, file)}'\n`),
        `${name} → ${other}`,
      ).toEqual([expect.stringContaining(sameFeature)])
    }
  })

  it('calls may be imported by catalogue, chat and organizers only (decision 0029)', async () => {
    for (const feature of ['catalogue', 'chat', 'organizers']) {
      const file = `apps/web/app/features/${feature}/x.tsx`
      expect(await refusals(file, `import { x } from '${fileOf('calls', file)}'\n`)).toEqual([])
    }
    const file = 'apps/web/app/features/meet/x.tsx'
    expect(await refusals(file, `import { x } from '${fileOf('calls', file)}'\n`)).toEqual([
      expect.stringContaining(sameFeature),
    ])
  })

  it('shared code imports no feature; a feature its own files and shared code', async () => {
    for (const shared of ['lib', 'components', 'routing']) {
      const file = `apps/web/app/${shared}/x.ts`
      expect(await refusals(file, `import { x } from '${fileOf('meet', file)}'\n`)).toEqual([
        expect.stringContaining('Shared storefront code does not depend on a feature'),
      ])
    }
    const file = 'apps/web/app/features/meet/sub/x.tsx'
    expect(
      await refusals(
        file,
        `import { x } from '${fileOf('meet', file)}'\nimport { y } from '../../../lib/cookies.ts'\n`,
      ),
    ).toEqual([])
  })
})

describe('issue 39: import-x/no-cycle follows TypeScript imports', () => {
  it('finds a cycle through .ts files (tours.ts ↔ tour-dates.ts) and passes the real file', async () => {
    const tours = 'apps/api/src/db/schema/tours.ts'
    expect(await refusals(tours, "import { tourDates } from './tour-dates.ts'\n")).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ])
    expect(await refusals(tours, readFileSync(resolve(repositoryRoot, tours), 'utf8'))).toEqual([])
    // A type import is erased, so it makes no cycle at run time.
    expect(await refusals(tours, "import type { tourDates } from './tour-dates.ts'\n")).toEqual([])
  })

  it('finds a cycle through .tsx files', async () => {
    expect(
      await refusals(
        'apps/web/app/features/calls/phone-icon.tsx',
        "import { CallOrganizer } from './call-organizer.tsx'\n",
      ),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected'])
  })
})
