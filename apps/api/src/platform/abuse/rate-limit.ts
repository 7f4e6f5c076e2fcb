import { createHash } from 'node:crypto'
import { CAPTCHA_SOLUTION_HEADER, type CaptchaKind } from '@tourmarket/domain/http'
import { accountMessage } from '@tourmarket/domain/accounts'
import { CODE_FAILURES_PER_DESTINATION_PER_DAY } from '@tourmarket/contracts/limits'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import type { Captcha } from './captcha.ts'
import { parseCaptchaSolution } from './captcha.ts'
import type { AbuseRepository } from './repository.ts'

/** A limit: at most `limit` requests per fixed window of `windowSeconds`. */
export type LimitRule = {
  readonly name: string
  readonly limit: number
  readonly windowSeconds: number
}

/** One counter a request adds to: a rule applied to a key (an IP address, a login, a user id). */
export type LimitBucket = { readonly rule: LimitRule; readonly key: string }

/** Past this many times its limit, a bucket asks for the hard captcha (§8 hard_captcha). */
export const HARD_CAPTCHA_FACTOR = 3

const minutes = 60
const hours = 60 * minutes

/**
 * The limits of the auth, code, password, booking and upload calls, per IP address and per account.
 * Every request counts, successful or not, so guessing is slowed the same whatever the answers.
 */
export const limitRules = {
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * minutes },
  loginPerIp: { name: 'login:ip', limit: 50, windowSeconds: 15 * minutes },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: hours },
  codeSendPerDestination: { name: 'code-send:destination', limit: 5, windowSeconds: 15 * minutes },
  codeSendPerIp: { name: 'code-send:ip', limit: 20, windowSeconds: 15 * minutes },
  codeCheckPerDestination: {
    name: 'code-check:destination',
    limit: 10,
    windowSeconds: 15 * minutes,
  },
  codeCheckPerIp: { name: 'code-check:ip', limit: 50, windowSeconds: 15 * minutes },
  passwordRecoveryPerEmail: { name: 'recovery:email', limit: 3, windowSeconds: hours },
  passwordRecoveryPerIp: { name: 'recovery:ip', limit: 10, windowSeconds: hours },
  tokenPerIp: { name: 'token:ip', limit: 30, windowSeconds: 15 * minutes },
  passwordCheckPerUser: { name: 'password-check:user', limit: 10, windowSeconds: 15 * minutes },
  /** Bookings hold seats: one account made 40 in 1.3 s (issue 14 finding 6). */
  bookingCreatePerAccount: { name: 'booking-create:account', limit: 10, windowSeconds: hours },
  bookingCreatePerIp: { name: 'booking-create:ip', limit: 30, windowSeconds: hours },
  addTouristsPerIp: { name: 'add-tourists:ip', limit: 30, windowSeconds: hours },
  // A family fills in arrival and departure a few times; more is someone trying booking links.
  travelInfoPerIp: { name: 'travel-info:ip', limit: 30, windowSeconds: hours },
  /** §7 file/upload and image/upload together: each holds up to 20 MB in memory and on disk. */
  uploadPerAccount: { name: 'upload:account', limit: 60, windowSeconds: hours },
  /**
   * Chat: a person types a few messages a minute; a script sending more is spam. Per account
   * only: sending needs an account, and accounts are already limited per address at registration.
   */
  chatSendPerAccount: { name: 'chat-send:account', limit: 30, windowSeconds: minutes },
  connectionCodePerAccount: { name: 'connection-code:account', limit: 10, windowSeconds: hours },
  /** Gift card orders (decision 0073): each opens a checkout at the provider; a buyer makes a few. */
  giftCardOrderPerIp: { name: 'gift-card-order:ip', limit: 20, windowSeconds: hours },
  /** §7 submit-help-request: each mails support and the sender; a person sends a few a day. */
  helpRequestPerIp: { name: 'help-request:ip', limit: 10, windowSeconds: hours },
  /**
   * §7 phone-code/organizer and /user: each draws a live code of a million; a caller needs one
   * or two a sitting. A script drawing in bulk gets 20 an hour per address (decision 0029).
   */
  phoneCodePerIp: { name: 'phone-code:ip', limit: 20, windowSeconds: hours },
  phoneCodePerAccount: { name: 'phone-code:account', limit: 20, windowSeconds: hours },
  /** §7 upload-review-image: anonymous, so per address; ten photos a review, a few reviews. */
  reviewImagePerIp: { name: 'review-image:ip', limit: 30, windowSeconds: hours },
  /**
   * §2 meet page: every call carries the secret key, so each one is a guess to a script. An
   * organizer opening, uploading and saving makes a few dozen in a sitting; a guesser gets
   * 60 of 2^256 keys per 10 minutes.
   */
  meetKeyPerIp: { name: 'meet-key:ip', limit: 60, windowSeconds: 10 * minutes },
  /**
   * Issue 40: the office's tour edits (create, update, status, photos). Saving a long form section
   * by section is a few dozen an hour; hundreds is a script.
   */
  officeTourEditPerAccount: { name: 'office-tour-edit:account', limit: 300, windowSeconds: hours },
  /**
   * Issue 40: the office's changes of dates and prices (a series counts once). Editing a season
   * date by date is a few dozen an hour; hundreds is a script.
   */
  officeDateWritePerAccount: {
    name: 'office-date-write:account',
    limit: 300,
    windowSeconds: hours,
  },
  /**
   * Issue 40: the office's booking actions (confirm, decline, cancel, mark done, meeting info);
   * each mails the tourist. A busy organizer handles a few dozen an hour; more is a script.
   */
  officeBookingActionPerAccount: {
    name: 'office-booking-action:account',
    limit: 120,
    windowSeconds: hours,
  },
  /**
   * Issue 43: an operator's console actions (a cancellation with its refund, each mailing the
   * tourist), per staff account. A day's support work is a few dozen an hour; more is a script
   * or a stolen session.
   */
  adminActionPerAccount: {
    name: 'admin-action:account',
    limit: 120,
    windowSeconds: hours,
  },
  /**
   * Issue 43 item 8: a staff sign-in's authenticator codes per account, right or wrong. Three
   * codes of a million are good at a time, so ten tries are a 1-in-33,000 chance per window.
   */
  staffCodePerAccount: { name: 'staff-code:account', limit: 10, windowSeconds: 15 * minutes },
  /**
   * Wrong code guesses per destination and day, from every address together, counted apart from
   * the requests above. Past CODE_FAILURES_BEFORE_SINGLE_GUESS a wrong guess burns its code, so
   * each further guess costs a new code (mailed to the owner, its sending limited above); at this
   * limit every code for the destination is refused until the day's window ends (decision 0012,
   * issue 37 finding 12).
   */
  codeFailuresPerDestination: {
    name: 'code-failures:destination',
    limit: CODE_FAILURES_PER_DESTINATION_PER_DAY,
    windowSeconds: 24 * hours,
  },
} as const satisfies Record<string, LimitRule>

/**
 * Past this many wrong codes a day for one destination (from any addresses), each wrong guess
 * burns the code it was made against.
 */
export const CODE_FAILURES_BEFORE_SINGLE_GUESS = 20

/**
 * A lock that grows with failures: the first `freeFailures` in a window cost nothing, then each
 * failure locks the bucket for `baseSeconds` doubled once per failure past them, at most
 * `maxSeconds`.
 */
export type BackoffRule = LimitRule & {
  readonly freeFailures: number
  readonly baseSeconds: number
  readonly maxSeconds: number
}

/**
 * Wrong codes for one destination from one network (addressLimitKey): a person who mistypes a
 * few times never waits; a guesser waits 30 s, 1 min, 2 min… up to a day, so one address gets
 * about 17 guesses a day. Only that address waits: the owner elsewhere is not locked out by
 * someone else's guesses (issue 37 finding 12). `limit` is unused by the backoff itself.
 */
export const codeFailuresPerAddress: BackoffRule = {
  name: 'code-failures:address',
  limit: 5,
  freeFailures: 5,
  baseSeconds: 30,
  maxSeconds: 24 * hours,
  windowSeconds: 24 * hours,
}

/**
 * Wrong gift card codes from one network (decision 0073), on the balance page and at checkout
 * alike: a person who mistypes a few times never waits; after five, each wrong code locks the
 * address for 30 s, 1 min, 2 min… up to a day, so a guesser gets a few dozen tries a day at
 * codes of 2^80.
 */
export const giftCardCodeFailuresPerAddress: BackoffRule = {
  name: 'gift-card-code-failures:address',
  limit: 5,
  freeFailures: 5,
  baseSeconds: 30,
  maxSeconds: 24 * hours,
  windowSeconds: 24 * hours,
}

/** The verdict on one request: let it through, or which captcha it needs. */
export type LimitVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly kind: CaptchaKind; readonly retryAfterSeconds: number }

/** Bucket names are hashed: they may hold an e-mail address, which the counters table should not. */
export function bucketName(bucket: LimitBucket): string {
  return createHash('sha256').update(`${bucket.rule.name}\u0000${bucket.key}`).digest('hex')
}

/** The fixed window of a rule that holds an instant. */
export function windowOf(rule: LimitRule, at: Date): { start: Date; end: Date } {
  const windowMs = rule.windowSeconds * 1000
  const start = new Date(Math.floor(at.getTime() / windowMs) * windowMs)
  return { start, end: new Date(start.getTime() + windowMs) }
}

export function createRateLimiter(options: { repository: AbuseRepository; now: () => Date }) {
  const { repository, now } = options
  return {
    /** Counts the request in every bucket, then judges it by the fullest one. */
    async consume(buckets: readonly LimitBucket[]): Promise<LimitVerdict> {
      const at = now()
      let worst: { ratio: number; retryAfterSeconds: number } | undefined
      let openedWindow = false
      for (const bucket of buckets) {
        const { start: windowStart, end: windowEnd } = windowOf(bucket.rule, at)
        const hits = await repository.hit(bucketName(bucket), windowStart, windowEnd)
        openedWindow ||= hits === 1
        const ratio = hits / bucket.rule.limit
        if (hits > bucket.rule.limit && (worst === undefined || ratio > worst.ratio)) {
          const retryAfterSeconds = Math.ceil((windowEnd.getTime() - at.getTime()) / 1000)
          worst = { ratio, retryAfterSeconds }
        }
      }
      // Old windows go when new ones open: no timer owns the table, and any process may do it.
      if (openedWindow) await repository.deleteExpiredCounters(at)
      if (worst === undefined) return { allowed: true }
      return {
        allowed: false,
        kind: worst.ratio > HARD_CAPTCHA_FACTOR ? 'hard_captcha' : 'captcha',
        retryAfterSeconds: worst.retryAfterSeconds,
      }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * A lock that failures engage: unlike the limiter, only failures count, and a locked bucket stays
 * locked until its window ends whatever the caller solves (sign-in codes, finding 10).
 */
export function createFailureLockout(options: { repository: AbuseRepository; now: () => Date }) {
  const { repository, now } = options
  return {
    /** When the bucket's lock ends, or null when it is not locked. */
    async lockedUntil(bucket: LimitBucket): Promise<Date | null> {
      const { start, end } = windowOf(bucket.rule, now())
      const failures = await repository.hits(bucketName(bucket), start)
      return failures >= bucket.rule.limit ? end : null
    },

    /**
     * Counts one failure. `engaged` is true for exactly the failure that reaches the limit (the
     * counter is one atomic upsert), so whoever is told about the lock is told once.
     */
    async recordFailure(
      bucket: LimitBucket,
    ): Promise<{ failures: number; engaged: boolean; lockedUntil: Date }> {
      const at = now()
      const { start, end } = windowOf(bucket.rule, at)
      const failures = await repository.hit(bucketName(bucket), start, end)
      if (failures === 1) await repository.deleteExpiredCounters(at)
      return { failures, engaged: failures === bucket.rule.limit, lockedUntil: end }
    },
  }
}

/** The name of the lock row a backoff bucket holds, apart from its failure counter. */
function backoffLockName(bucket: LimitBucket): string {
  return bucketName({ rule: { ...bucket.rule, name: `${bucket.rule.name}:lock` }, key: bucket.key })
}

/** How long the `failures`-th failure in a window locks its bucket under a backoff rule. */
export function backoffSeconds(rule: BackoffRule, failures: number): number {
  if (failures <= rule.freeFailures) return 0
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures - 1))
}

/**
 * A lock per bucket that grows with each failure (BackoffRule). Counters and locks are rows of
 * rate_limit_counters, so every API process on the database sees the same lock (decision 0043).
 */
export function createFailureBackoff(options: { repository: AbuseRepository; now: () => Date }) {
  const { repository, now } = options
  return {
    /** When the bucket's lock ends, or null when it is not locked. */
    lockedUntil(bucket: { rule: BackoffRule; key: string }): Promise<Date | null> {
      return repository.lockedUntil(backoffLockName(bucket), now())
    },

    /** Counts one failure and locks the bucket for as long as that failure's backoff says. */
    async recordFailure(bucket: {
      rule: BackoffRule
      key: string
    }): Promise<{ failures: number; lockedUntil: Date | null }> {
      const at = now()
      const { start, end } = windowOf(bucket.rule, at)
      const failures = await repository.hit(bucketName(bucket), start, end)
      if (failures === 1) await repository.deleteExpiredCounters(at)
      const seconds = backoffSeconds(bucket.rule, failures)
      if (seconds === 0) return { failures, lockedUntil: null }
      const lockedUntil = new Date(at.getTime() + seconds * 1000)
      await repository.lockUntil(backoffLockName(bucket), lockedUntil)
      return { failures, lockedUntil }
    },
  }
}

export type FailureBackoff = ReturnType<typeof createFailureBackoff>

export type FailureLockout = ReturnType<typeof createFailureLockout>

/** The §8 429: the captcha kind and a fresh challenge to solve, in the request's language. */
export class CaptchaRequiredError extends AppError {
  readonly kind: CaptchaKind
  readonly challenge: ReturnType<Captcha['challenge']>
  readonly retryAfterSeconds: number

  constructor(options: {
    kind: CaptchaKind
    challenge: ReturnType<Captcha['challenge']>
    retryAfterSeconds: number
    message: string
  }) {
    super({
      code: 'captcha_required',
      message: options.message,
      extra: { type: options.kind, challenge: options.challenge },
      headers: { 'retry-after': String(options.retryAfterSeconds) },
    })
    this.name = 'CaptchaRequiredError'
    this.kind = options.kind
    this.challenge = options.challenge
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/**
 * Guards a call with rate limits. Within the limits a request goes through. Past them, it goes
 * through only with a solved, unused challenge of the asked kind in X-Captcha; otherwise it is
 * refused with 429 { type: captcha | hard_captcha, challenge } (§8).
 */
export function createAbuseGuard(options: {
  limiter: RateLimiter
  captcha: Captcha
  repository: AbuseRepository
  now: () => Date
}) {
  const { limiter, captcha, repository, now } = options
  return async function limit(
    request: FastifyRequest,
    buckets: readonly LimitBucket[],
  ): Promise<void> {
    const verdict = await limiter.consume(buckets)
    if (verdict.allowed) return
    const header = request.headers[CAPTCHA_SOLUTION_HEADER.toLowerCase()]
    const solution = parseCaptchaSolution(Array.isArray(header) ? header[0] : header)
    const verified = solution === null ? null : captcha.verify(solution, verdict.kind)
    if (
      verified !== null &&
      (await repository.useCaptchaSolution(verified.signature, verified.expiresAt, now()))
    ) {
      return
    }
    throw new CaptchaRequiredError({
      kind: verdict.kind,
      challenge: captcha.challenge(verdict.kind),
      retryAfterSeconds: verdict.retryAfterSeconds,
      message: accountMessage('accounts.captchaRequired', request.language),
    })
  }
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>
