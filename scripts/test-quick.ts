// `npm run test:quick`: the everyday loop (issue 36). Lint and format of the files changed since
// main, the typecheck, and the unit tests that depend on what changed (Vitest's --changed follows
// imports), in a few minutes. The API's tests against a real database and the end-to-end journeys
// run in `npm test`, the whole run.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { runCommand } from './lib/run-command.ts'
import type { CommandOutcome } from './lib/run-command.ts'

const root = resolve(import.meta.dirname, '..')
/** The Vitest projects of pure units (packages/*, the storefront's and scripts' rules); `api` needs a database. */
const UNIT_PROJECTS = ['domain', 'api-client', 'ui', 'web', 'scripts']

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
}

/** On a branch, where it left main; on main itself, the last commit (so: what is not committed). */
function changeBase(): string {
  const hasMain = git('branch', '--list', 'main') !== ''
  return hasMain ? git('merge-base', 'HEAD', 'main') : 'HEAD'
}

function changedFiles(base: string): string[] {
  const tracked = git('diff', '--name-only', '--diff-filter=ACMR', base)
  const untracked = git('ls-files', '--others', '--exclude-standard')
  return [...new Set(`${tracked}\n${untracked}`.split('\n').filter((file) => file !== ''))]
}

const run = (title: string, command: string, args: string[]) =>
  runCommand(title, command, args, { cwd: root, captureOutput: false })

const base = changeBase()
const changed = changedFiles(base)
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
console.log(`${changed.length} files changed since ${base.slice(0, 12)}`)

// Lint and the typecheck each keep one core busy; together they take the time of the longer one.
const checks: Promise<CommandOutcome>[] = [
  run('typecheck', 'npm', ['run', 'typecheck', '--silent']),
]
if (lintable.length > 0) {
  checks.push(run('lint', 'eslint', ['--max-warnings', '0', '--no-warn-ignored', ...lintable]))
}
if (changed.length > 0) {
  checks.push(
    run('format', 'prettier', ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed]),
  )
}
const outcomes = await Promise.all(checks)
outcomes.push(
  await run('unit tests of what changed', 'vitest', [
    'run',
    `--changed=${base}`,
    '--passWithNoTests',
    ...UNIT_PROJECTS.map((project) => `--project=${project}`),
  ]),
)

console.log('')
for (const { title, seconds, ok } of outcomes) {
  console.log(`${ok ? '✓' : '✗'} ${title} (${seconds.toFixed(1)} s)`)
}
console.log('The API tests against a database and the end-to-end journeys: npm test')
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1)
