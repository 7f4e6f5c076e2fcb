import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConfig, lint } from '@redocly/openapi-core'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

// Partners generate clients from the OpenAPI document (issue 39), so it is held to a maintained
// linter's recommended rules: any error fails `npm test`; warnings are counted in the output.
describe.each(testDatabases.filter((target) => target.name === 'pglite'))(
  'the OpenAPI document on $name',
  (target) => {
    const testDatabase = useMigratedDatabase(target)
    const folder = mkdtempSync(join(tmpdir(), 'tourmarket-openapi-'))

    afterAll(() => {
      rmSync(folder, { recursive: true, force: true })
    })

    it("passes Redocly's recommended rules with no error", async () => {
      const app = buildApp({ config: testDatabase.config, database: testDatabase.database })
      try {
        await app.ready()
        const file = join(folder, 'openapi.json')
        writeFileSync(file, JSON.stringify(app.swagger()))
        const problems = await lint({
          ref: file,
          config: await createConfig({ extends: ['recommended'] }),
        })
        const described = problems.map(
          (problem) =>
            `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
        )
        const errors = described.filter((line) => line.startsWith('error'))
        console.info(
          `OpenAPI lint (Redocly recommended): ${String(errors.length)} errors, ${String(problems.length - errors.length)} warnings`,
        )
        if (described.length > 0) console.info(described.join('\n'))
        expect(errors).toEqual([])
      } finally {
        await app.close()
      }
    })
  },
)
