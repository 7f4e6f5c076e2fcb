const DAY_SECONDS = 24 * 60 * 60

/**
 * §9 cookie lifetimes in seconds, for a cookie's Max-Age. A year is taken as 365 days.
 */
export const COOKIE_MAX_AGE_SECONDS = {
  currency: 365 * DAY_SECONDS,
  country: 180 * DAY_SECONDS,
  cookieNotice: 180 * DAY_SECONDS,
  utm: 3 * DAY_SECONDS,
  lastRequest: 180 * DAY_SECONDS,
  subscriber: 180 * DAY_SECONDS,
} as const
