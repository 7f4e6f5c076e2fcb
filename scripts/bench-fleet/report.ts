// The fleet bench's printed report.
import type { DatabaseFindings } from './database-checks.ts'
import type { FaultRecord } from './faults.ts'
import { KINDS, type Kind, type Outcome } from './workload.ts'

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`)
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

export function printReport(report: {
  durationMs: number
  rates: Readonly<Record<Kind, number>>
  outcomes: readonly Outcome[]
  faults: readonly (FaultRecord & { failed: number; recoveryMs: number })[]
  findings: DatabaseFindings
  undelivered: number
  messagesAcknowledged: number
  reconnects: number
  load: { before: number; after: number }
  logDirectory: string
}): void {
  const rows = KINDS.map((kind) => {
    const mine = report.outcomes.filter((outcome) => outcome.kind === kind)
    const durations = mine.map((outcome) => outcome.durationMs).sort((a, b) => a - b)
    const count = (result: Outcome['result']) =>
      mine.filter((outcome) => outcome.result === result).length
    const answered = count('ok') + count('refused')
    return [
      kind,
      `${String(report.rates[kind])}/s`,
      String(mine.length),
      String(count('ok')),
      String(count('refused')),
      String(count('failed')),
      String(mine.filter((outcome) => outcome.retried).length),
      `${(answered / (report.durationMs / 1000)).toFixed(1)}/s`,
      ms(percentile(durations, 0.5)),
      ms(percentile(durations, 0.99)),
    ]
  })
  const firstFault = Math.min(...report.faults.map((fault) => fault.at))
  const failedBefore = report.outcomes.filter(
    (outcome) => outcome.result === 'failed' && outcome.startedAt + outcome.durationMs < firstFault,
  ).length
  const { findings } = report
  console.log(
    `\nFleet bench: ${seconds(report.durationMs)} through HAProxy (2 API, 2 storefronts)\n`,
  )
  console.log(
    table(
      ['kind', 'rate', 'sent', 'ok', 'refused', 'failed', 'retried', 'answered', 'p50', 'p99'],
      rows,
    ),
  )
  console.log(
    '\n(refused: a date sold out or an account at its unpaid-bookings cap, answered 409)\n',
  )
  console.log(
    table(
      ['fault', 'at', 'took', 'requests failed', 'recovered after'],
      report.faults.map((fault) => [
        fault.name,
        seconds(fault.at),
        seconds(fault.doneAt - fault.at),
        String(fault.failed),
        seconds(fault.recoveryMs),
      ]),
    ),
  )
  console.log(`\nRequests failed before the first fault: ${String(failedBefore)}`)
  console.log(
    `Bookings confirmed but missing: ${String(findings.lost)}; duplicated: ${String(findings.duplicated)}; ` +
      `failed for the client yet made: ${String(findings.madeThoughFailed)}`,
  )
  console.log(
    `Seats: ${String(findings.seatsTaken)} taken for ${String(findings.touristsBooked)} tourists booked; ` +
      `dates oversold or miscounted: ${String(findings.oversoldDates)}`,
  )
  console.log(
    `Chat: ${String(report.messagesAcknowledged)} messages accepted, ${String(report.undelivered)} never delivered; ` +
      `the organizer's sockets reconnected ${String(report.reconnects)} times`,
  )
  console.log(
    `Load average (1 min): ${report.load.before.toFixed(2)} before, ${report.load.after.toFixed(2)} after`,
  )
  console.log(`Process logs: ${report.logDirectory}`)
}
