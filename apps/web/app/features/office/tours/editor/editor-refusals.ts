import { isApiHttpError } from '@tourmarket/api-client/client'
import type { ReadinessGap } from '../tour-types.ts'

function isGap(value: unknown): value is ReadinessGap {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'field' in value &&
    'message' in value &&
    typeof value.field === 'string' &&
    typeof value.message === 'string'
  )
}

/** What a 409 `tour_not_publishable` says the tour lacks; null for any other failure. */
export function missingOf(error: unknown): readonly ReadinessGap[] | null {
  if (!isApiHttpError(error) || error.code !== 'tour_not_publishable') return null
  const body = error.body
  if (typeof body !== 'object' || body === null || !('missing' in body)) return []
  return Array.isArray(body.missing) ? body.missing.filter(isGap) : []
}

/** Why photo-upload refused a file, when it is about the file: its type or its size. */
export function uploadRefusal(error: unknown): 'type' | 'size' | null {
  if (!isApiHttpError(error)) return null
  if (error.code === 'unsupported_media_type') return 'type'
  if (error.code === 'body_too_large' || error.status === 413) return 'size'
  return null
}
