import type { GlobalMessageKey } from './messages.ts'

/** §2: the fatal error screen knows these statuses; anything else is treated as 500. */
export const errorScreenStatuses = [404, 410, 403, 503, 500] as const
export type ErrorScreenStatus = (typeof errorScreenStatuses)[number]

export type ErrorScreenMessages = {
  status: ErrorScreenStatus
  headingKey: GlobalMessageKey
  /** Text below the heading: the default screen's (§8), and what the 410 of a tour means. */
  textKey: GlobalMessageKey | null
}

export function errorScreenStatus(status: number): ErrorScreenStatus {
  return (errorScreenStatuses as readonly number[]).includes(status)
    ? (status as ErrorScreenStatus)
    : 500
}

/** §2/§8: the heading (and text) of the error screen for an HTTP status. */
export function errorScreenMessages(status: number): ErrorScreenMessages {
  const screenStatus = errorScreenStatus(status)
  switch (screenStatus) {
    case 404:
      return { status: screenStatus, headingKey: 'errorPage.notFound', textKey: null }
    case 410:
      // §8 410 is 'tour dates passed': say so, as the heading alone does not.
      return {
        status: screenStatus,
        headingKey: 'errorPage.errorOccurred',
        textKey: 'errorPage.tourDatesPassed',
      }
    case 403:
      return { status: screenStatus, headingKey: 'errorPage.accessDenied', textKey: null }
    case 503:
      return { status: screenStatus, headingKey: 'errorPage.somethingWentWrong', textKey: null }
    case 500:
      return {
        status: screenStatus,
        headingKey: 'errorPage.defaultTitle',
        textKey: 'errorPage.defaultText',
      }
    default: {
      const unhandled: never = screenStatus
      throw new Error(`Unhandled error screen status ${String(unhandled)}`)
    }
  }
}
