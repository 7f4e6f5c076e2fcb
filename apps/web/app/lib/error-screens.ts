// §2 fatal error screen and §8 pages: the heading (and text) are chosen by status; statuses
// other than 404, 403, 410 and 503 are treated as 500.
export type ErrorScreen = {
  status: 404 | 403 | 410 | 503 | 500
  heading: string
  message: string | null
  /** §2: the 404 screen offers a go-to-home button. */
  offersHomeLink: boolean
}

export function errorScreenFor(status: number): ErrorScreen {
  switch (status) {
    case 404:
      return { status, heading: 'Page not found', message: null, offersHomeLink: true }
    case 403:
      return { status, heading: 'Access is denied', message: null, offersHomeLink: false }
    case 410:
      return { status, heading: 'An error occurred', message: null, offersHomeLink: false }
    case 503:
      return { status, heading: 'Something went wrong', message: null, offersHomeLink: false }
    default:
      return {
        status: 500,
        heading: 'Error',
        message: 'Please try again later',
        offersHomeLink: false,
      }
  }
}
