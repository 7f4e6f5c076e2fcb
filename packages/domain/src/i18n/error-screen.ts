import type { GlobalMessageKey } from './messages.ts'

/** §2: the fatal error screen knows these statuses; anything else is treated as 500. */
export const errorScreenStatuses = [404, 410, 403, 503, 500] as const
export type ErrorScreenStatus = (typeof errorScreenStatuses)[number]

export type ErrorScreenMessages = {
  status: ErrorScreenStatus
  headingKey: GlobalMessageKey
  /** Only the default screen has text below its heading in §8. */
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
      return { status: screenStatus, headingKey: 'errorPage.errorOccurred', textKey: null }
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
