import {
  errorScreenMessages,
  type ErrorScreenStatus,
  type Translator,
} from '@tourmarket/domain/i18n'

// §2 fatal error screen and §8 pages: the heading (and text) are chosen by status through the
// domain's errorScreenMessages; statuses other than 404, 403, 410 and 503 are treated as 500.
export type ErrorScreen = {
  status: ErrorScreenStatus
  heading: string
  message: string | null
  /** §2: the 404 screen offers a go-to-home button. */
  offersHomeLink: boolean
  /** §8 410 (tour dates passed): a way on to other tours, the search on the home page. */
  offersToursLink: boolean
  /** §2: a logged-in visitor's 404 also offers the support chat, with this message below it. */
  supportChatMessage: string | null
}

export function errorScreenFor(status: number, t: Translator): ErrorScreen {
  const messages = errorScreenMessages(status)
  const isNotFound = messages.status === 404
  return {
    status: messages.status,
    heading: t(messages.headingKey),
    message: messages.textKey === null ? null : t(messages.textKey),
    offersHomeLink: isNotFound,
    offersToursLink: messages.status === 410,
    // §8 "Route validation fails: 404 'Page Not Found'" is the error message a 404 carries.
    supportChatMessage: isNotFound ? t('routeValidation.notFound') : null,
  }
}
