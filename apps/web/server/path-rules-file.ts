import { readFileSync } from 'node:fs'
import { parsePathRules, type PathRule } from '../app/lib/path-rules.ts'

/** Reads and checks a path-rules file; a bad file stops the build or the server with the problem named. */
export function readPathRulesFile(file: string): PathRule[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read the path rules in ${file}: ${(error as Error).message}`, {
      cause: error,
    })
  }
  return parsePathRules(parsed, file)
}
