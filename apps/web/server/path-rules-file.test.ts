import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPathRulesFile } from './path-rules-file.ts'

const folder = mkdtempSync(join(tmpdir(), 'path-rules-'))

function file(name: string, content: string): string {
  const path = join(folder, name)
  writeFileSync(path, content)
  return path
}

describe('§2 path rules file', () => {
  it('reads the committed empty list and a list of rules', () => {
    expect(readPathRulesFile(join(import.meta.dirname, '../path-rules.json'))).toEqual([])
    expect(readPathRulesFile(file('rules.json', '[{ "from": "/a", "to": "/b" }]'))).toEqual([
      { from: '/a', to: '/b' },
    ])
  })

  it('stops with the file named when it is missing, not JSON or not rules', () => {
    expect(() => readPathRulesFile(join(folder, 'missing.json'))).toThrow(
      /Cannot read the path rules in .*missing\.json/,
    )
    expect(() => readPathRulesFile(file('broken.json', '[{'))).toThrow(
      /Cannot read the path rules in .*broken\.json/,
    )
    expect(() => readPathRulesFile(file('wrong.json', '[{ "from": "a" }]'))).toThrow(
      /Invalid path rules in .*wrong\.json/,
    )
  })
})
