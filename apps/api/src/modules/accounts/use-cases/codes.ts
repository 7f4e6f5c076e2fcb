import { timingSafeEqual } from 'node:crypto'
import { codeSenderReaches, isAuthCodeFormat } from '@tourmarket/domain/accounts'
import { codeSenders } from '@tourmarket/domain/enums'
import type { CodeSender } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { AuthCodePurpose } from '../../../db/schema/accounts.ts'
import { AppError } from '../../../errors.ts'
import type { CodeChannel } from '../../../platform/mail/code-delivery.ts'
import {
  CODE_FAILURES_BEFORE_SINGLE_GUESS,
  codeFailuresPerAddress,
  limitRules,
} from '../../../platform/abuse/rate-limit.ts'
import { messageTexts } from '../texts.ts'
import { AUTH_CODE_MAX_ATTEMPTS, hashAuthCode, randomAuthCode, tokenLifetimes } from '../tokens.ts'
import { fieldRefusal } from './field-checks.ts'
import type { AccountsServiceOptions } from './options.ts'

/**
 * The 429 of a destination locked by wrong codes. It carries no captcha `type`, so clients do not
 * offer a challenge that cannot help: only the time can.
 */
function codeAttemptsLocked(lockedUntil: Date, at: Date, language: Locale): AppError {
  const message = messageTexts.codeAttemptsLocked(language, lockedUntil)
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - at.getTime()) / 1000))
  return new AppError({
    code: 'code_attempts_locked',
    message,
    errors: { code: [message] },
    headers: { 'retry-after': String(retryAfterSeconds) },
  })
}

/**
 * Who tries a code: the request's language, and where it comes from for the backoff: the
 * network (addressLimitKey) for sign-in, the account for codes a signed-in account confirms.
 */
export type CodeAttempt = { readonly language: Locale; readonly from: string }

function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

/** Sends one-time codes and checks the ones that come back. */
export function createCodeChecks({
  repository,
  codeKey,
  delivery,
  codeLockout,
  codeBackoff,
  sendBudgets,
  now,
  siteUrl,
}: Pick<
  AccountsServiceOptions,
  | 'repository'
  | 'codeKey'
  | 'delivery'
  | 'codeLockout'
  | 'codeBackoff'
  | 'sendBudgets'
  | 'now'
  | 'siteUrl'
>) {
  /**
   * The sign-in e-mail's one-click link (§7 redirect-auth-via-code): /login shows "Sign in as …"
   * and only its button uses the code, so mail scanners that open links spend nothing.
   */
  const signInLink = (destination: string, code: string) =>
    `${siteUrl}/login?${new URLSearchParams({ login: destination, code })}`

  /** §7 phone-confirmation-methods: the offered senders that reach a phone (decision 0052). */
  function phoneCodeSenders(): CodeSender[] {
    return delivery.offered.filter((sender) => codeSenderReaches(sender) === 'phone')
  }

  /** The channel of a sender a person may choose; 400 on code_sender for one not offered. */
  function offeredChannel(sender: CodeSender, language: Locale): CodeChannel {
    const channel = delivery.channel(sender)
    if (channel === undefined) {
      throw fieldRefusal('code_sender', 'accounts.codeSenderNotOffered', language)
    }
    return channel
  }

  async function issueCode(code: {
    purpose: AuthCodePurpose
    destination: string
    userId: number | null
    sender: CodeSender
    language: Locale
  }): Promise<void> {
    const channel = offeredChannel(code.sender, code.language)
    const budget = codeSenderReaches(code.sender) === 'phone' ? 'phone' : 'email'
    await sendBudgets.spend(budget, code.destination, code.language)
    const value = randomAuthCode()
    await repository.replaceCode({
      purpose: code.purpose,
      destination: code.destination,
      userId: code.userId,
      codeHash: hashAuthCode(codeKey, `${code.purpose}:${code.destination}`, value),
      sender: code.sender,
      expiresAt: new Date(now().getTime() + tokenLifetimes.authCode * 1000),
      at: now(),
    })
    const text =
      code.purpose === 'login'
        ? messageTexts.loginCode(
            code.language,
            value,
            tokenLifetimes.authCode,
            code.sender === 'email' ? signInLink(code.destination, value) : undefined,
          )
        : code.purpose === 'account_export' || code.purpose === 'account_delete'
          ? messageTexts.accountCode(
              code.language,
              code.purpose === 'account_export' ? 'export' : 'delete',
              value,
              tokenLifetimes.authCode,
            )
          : messageTexts.confirmationCode(code.language, value, tokenLifetimes.authCode)
    // Sent in the request, not as a job: a code retried minutes later is useless, and a
    // provider's failure must reach the person now (decision 0052).
    try {
      await channel.send({
        destination: code.destination,
        ...text,
        code: value,
        language: code.language,
      })
    } catch (error) {
      // A code nobody received is no code: none stays live for this destination.
      const unsent = await repository.findActiveCode(code.purpose, code.destination, now())
      if (unsent !== undefined) await repository.consumeCode(unsent.id, now())
      throw error
    }
  }

  /** The lockout bucket of a destination's codes of one purpose, from every network together. */
  function codeFailures(purpose: AuthCodePurpose, destination: string) {
    return { rule: limitRules.codeFailuresPerDestination, key: `${purpose}:${destination}` }
  }

  /** The backoff bucket of a destination's codes of one purpose, from one network (or account). */
  function codeFailuresFrom(purpose: AuthCodePurpose, destination: string, from: string) {
    return { rule: codeFailuresPerAddress, key: `${purpose}:${destination}\u0000${from}` }
  }

  /**
   * Uses a code if it is the right one. Each wrong guess counts; the AUTH_CODE_MAX_ATTEMPTS-th
   * burns the code, so guessing one of 100,000 codes needs a new code every few tries. Wrong
   * guesses back off the network they come from (`from`), so a guesser waits longer and longer
   * while the owner elsewhere signs in as usual; across networks, past
   * CODE_FAILURES_BEFORE_SINGLE_GUESS a day every wrong guess burns its code, and at the daily
   * limit even the right code is refused until the day is over, the owner told once (findings
   * 10 and 12).
   */
  async function redeemCode(
    purpose: AuthCodePurpose,
    destination: string,
    code: string,
    attempt: CodeAttempt,
  ): Promise<boolean> {
    const { language, from } = attempt
    const lockedUntil =
      (await codeLockout.lockedUntil(codeFailures(purpose, destination))) ??
      (await codeBackoff.lockedUntil(codeFailuresFrom(purpose, destination, from)))
    if (lockedUntil !== null) throw codeAttemptsLocked(lockedUntil, now(), language)
    if (!isAuthCodeFormat(code)) return false
    const record = await repository.findActiveCode(purpose, destination, now())
    if (record === undefined) return false
    const attempts = await repository.countCodeAttempt(record.id)
    if (attempts === undefined || attempts > AUTH_CODE_MAX_ATTEMPTS) return false
    const matches = equalHex(
      hashAuthCode(codeKey, `${purpose}:${destination}`, code),
      record.codeHash,
    )
    if (!matches) {
      await codeBackoff.recordFailure(codeFailuresFrom(purpose, destination, from))
      const failure = await codeLockout.recordFailure(codeFailures(purpose, destination))
      if (
        attempts >= AUTH_CODE_MAX_ATTEMPTS ||
        failure.failures > CODE_FAILURES_BEFORE_SINGLE_GUESS
      ) {
        await repository.consumeCode(record.id, now())
      }
      if (failure.engaged) {
        const sender = codeSenders.find((known) => known === record.sender) ?? 'email'
        // A sender no longer offered (its provider removed) gets no notice.
        await delivery.channel(sender)?.send({
          destination,
          ...messageTexts.codesLocked(language, purpose === 'login', failure.lockedUntil),
          code: null,
          language,
        })
      }
      return false
    }
    return repository.consumeCode(record.id, now())
  }

  async function requireCode(
    purpose: AuthCodePurpose,
    destination: string,
    code: string,
    attempt: CodeAttempt,
  ): Promise<void> {
    if (!(await redeemCode(purpose, destination, code, attempt))) {
      throw fieldRefusal('code', 'accounts.invalidCode', attempt.language, 'invalid_code')
    }
  }

  return { issueCode, requireCode, phoneCodeSenders, offeredChannel }
}
