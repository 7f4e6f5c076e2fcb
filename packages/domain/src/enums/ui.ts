import { isOneOf } from './guard.ts'

/** §3 Toast type. */
export const toastTypes = ['success', 'error', 'warning', 'info'] as const
export type ToastType = (typeof toastTypes)[number]

export function isToastType(value: unknown): value is ToastType {
  return isOneOf(toastTypes, value)
}

/** §3 Media item video hosts. */
export const videoHosts = ['youtube', 'rutube', 'vimeo'] as const
export type VideoHost = (typeof videoHosts)[number]

export function isVideoHost(value: unknown): value is VideoHost {
  return isOneOf(videoHosts, value)
}

/** §9 UI kit rating 1 to 5: Terrible, Poor, Fair, Good, Excellent. */
export const rating = { terrible: 1, poor: 2, fair: 3, good: 4, excellent: 5 } as const
export type Rating = (typeof rating)[keyof typeof rating]
export const ratings: readonly Rating[] = [
  rating.terrible,
  rating.poor,
  rating.fair,
  rating.good,
  rating.excellent,
]

export function isRating(value: unknown): value is Rating {
  return isOneOf(ratings, value)
}
