import { isCalendarDate } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { defaultSeedOptions } from './seed.ts'

export type CliOptions = {
  readonly tours: number
  readonly seed: number
  readonly today: CalendarDate
  readonly reset: boolean
}

/** Thrown for arguments the CLI cannot use; the message says which and why. */
export class SeedUsageError extends Error {
  override name = 'SeedUsageError'
}

export const seedUsage =
  'Usage: npm run db:seed -- [--tours N] [--seed S] [--today yyyy-MM-dd] [--reset]'

function wholeNumber(flag: string, value: string | undefined, min: number): number {
  if (
    value === undefined ||
    !/^\d+$/.test(value) ||
    !Number.isSafeInteger(Number(value)) ||
    Number(value) < min
  ) {
    throw new SeedUsageError(
      `${flag} needs a whole number of at least ${String(min)}. ${seedUsage}`,
    )
  }
  return Number(value)
}

/**
 * Reads the CLI arguments (`--tours 100000`, `--seed=7`, `--today 2025-01-31`, `--reset`);
 * `today` is the caller's current date unless given, so dates stay in the next 18 months.
 */
export function parseSeedArguments(argv: readonly string[], currentDate: CalendarDate): CliOptions {
  let tours: number = defaultSeedOptions.tours
  let seed: number = defaultSeedOptions.seed
  let today = currentDate
  let reset = false
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? ''
    const [flag, inline] = argument.includes('=') ? argument.split('=', 2) : [argument, undefined]
    const value = () => {
      if (inline !== undefined) return inline
      index += 1
      return argv[index]
    }
    switch (flag) {
      case '--tours':
        tours = wholeNumber('--tours', value(), 1)
        break
      case '--seed':
        seed = wholeNumber('--seed', value(), 0)
        if (seed > 0xffff_ffff) throw new SeedUsageError(`--seed must be below 2^32. ${seedUsage}`)
        break
      case '--today': {
        const date = value()
        if (date === undefined || !isCalendarDate(date)) {
          throw new SeedUsageError(`--today needs a date as yyyy-MM-dd. ${seedUsage}`)
        }
        today = date
        break
      }
      case '--reset':
        if (inline !== undefined) throw new SeedUsageError(`--reset takes no value. ${seedUsage}`)
        reset = true
        break
      default:
        throw new SeedUsageError(`Unknown argument '${argument}'. ${seedUsage}`)
    }
  }
  return { tours, seed, today, reset }
}

/** The calendar date of an instant in UTC, as yyyy-MM-dd. */
export function calendarDateOf(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10)
}
