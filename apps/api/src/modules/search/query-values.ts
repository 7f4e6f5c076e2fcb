import {
  MAX_RECORD_ID,
  TOUR_IDS_MAX,
  completionKinds,
  type CompletionKind,
} from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'

// Query values the search routes read (§5, §7): lists, flags and ids.

/** Items of a comma-separated and/or repeated query value; anything but strings is ignored. */
function listItems(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** §7 get-by-ids: ids as given, first occurrence kept; a non-id or more than 100 is a 400. */
export function parseTourIds(value: unknown): number[] {
  const items = listItems(value)
  const invalid = items.filter(
    (item) => !/^\d{1,10}$/.test(item) || Number(item) < 1 || Number(item) > MAX_RECORD_ID,
  )
  if (invalid.length > 0) {
    throw new AppError({
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: { ids: [`Not a tour id: ${invalid.slice(0, 3).join(', ')}.`] },
    })
  }
  const ids = [...new Set(items.map(Number))]
  if (ids.length > TOUR_IDS_MAX) {
    throw new AppError({
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: { ids: [`Maximum ${TOUR_IDS_MAX}.`] },
    })
  }
  return ids
}

/** §5 booleans are sent as 1 ('true' from forms is read the same way). */
export function isQueryFlagSet(value: unknown): boolean {
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && ['1', 'true'].includes(first.trim())
}

/** §9 completion kinds after `only` and `exclude`; unknown kind names are ignored. */
export function completionKindsFor(only: unknown, exclude: unknown): CompletionKind[] {
  const isKind = (item: string): item is CompletionKind =>
    (completionKinds as readonly string[]).includes(item)
  const onlyKinds = listItems(only).filter(isKind)
  const excluded = new Set(listItems(exclude).filter(isKind))
  const base = onlyKinds.length > 0 ? onlyKinds : completionKinds
  return completionKinds.filter((kind) => base.includes(kind) && !excluded.has(kind))
}
