import { timingSafeEqual } from 'node:crypto'
import type { Profile, UserInfoData } from '@tourmarket/api-client'
import {
  VALIDATION_MESSAGE_KEYS,
  accountMessage,
  codeSenderReaches,
  codeSenders,
  formatValidationMessage,
  isAuthCodeFormat,
  isBrandCurrency,
  isLocale,
  normalizePhone,
  parseLogin,
  passwordRuleProblems,
} from '@tourmarket/domain'
import type {
  AccountMessageKey,
  BrandCurrency,
  CodeSender,
  Locale,
  Login,
  ValidationMessage,
} from '@tourmarket/domain'
import type { AuthCodePurpose } from '../../db/schema/accounts.ts'
import { AppError } from '../../errors.ts'
import type { FailureLockout } from '../abuse/rate-limit.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import type { FavouritesService } from '../favourites/service.ts'
import type { CodeDelivery } from '../messages/code-delivery.ts'
import type { Mailer } from '../messages/mailer.ts'
import type { PasswordHasher } from './passwords.ts'
import { isCommonPassword } from './passwords.ts'
import type { AccountsRepository, NewUser, UserRow } from './repository.ts'
import { isUniqueViolation } from './repository.ts'
import { messageTexts } from './texts.ts'
import type { AccessTokens } from './tokens.ts'
import {
  AUTH_CODE_MAX_ATTEMPTS,
  hashAuthCode,
  hashToken,
  newSessionId,
  randomAuthCode,
  randomToken,
  tokenLifetimes,
} from './tokens.ts'

/** A signed-in session as handed to the client: the access token, and the refresh token for its cookie. */
export type IssuedSession = {
  readonly accessToken: string
  readonly refreshToken: string
  readonly isAdminAuth: boolean
  readonly expiresIn: number
}

/** Who is calling: the user of a valid access token whose session is still open. */
export type Viewer = {
  readonly sessionId: string
  readonly isAdminAuth: boolean
  readonly user: UserRow
}

export type AccountsServiceOptions = {
  repository: AccountsRepository
  favourites: FavouritesService
  passwords: PasswordHasher
  accessTokens: AccessTokens
  /** Keys the HMAC of stored codes. */
  codeKey: Buffer
  delivery: CodeDelivery
  /** Counts wrong code guesses per destination and day, and locks the destination past them. */
  codeLockout: FailureLockout
  mailer: Mailer
  /** The storefront's origin, for the links in e-mails. */
  siteUrl: string
  now: () => Date
}

type FieldProblems = Record<string, string[]>

function validationFailed(errors: FieldProblems): AppError {
  return new AppError({
    status: 400,
    code: 'validation_failed',
    message: 'Validation failed.',
    errors,
  })
}

/** A refusal about one field, with one of the accounts messages in the request's language. */
function fieldRefusal(
  field: string,
  key: AccountMessageKey,
  language: Locale,
  code = 'validation_failed',
): AppError {
  const message = accountMessage(key, language)
  return new AppError({ status: 400, code, message, errors: { [field]: [message] } })
}

/**
 * The 429 of a destination locked by wrong codes. It carries no captcha `type`, so clients do not
 * offer a challenge that cannot help: only the time can.
 */
function codeAttemptsLocked(lockedUntil: Date, at: Date, language: Locale): AppError {
  const message = messageTexts.codeAttemptsLocked(language, lockedUntil)
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - at.getTime()) / 1000))
  return new AppError({
    status: 429,
    code: 'code_attempts_locked',
    message,
    errors: { code: [message] },
    headers: { 'retry-after': String(retryAfterSeconds) },
  })
}

function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A trimmed name, or null for blank; undefined leaves the stored value as it is. */
function cleanName(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** A new account whose only login is one just proven by its owner. */
function newAccountFor(
  login: Login,
  provenAt: Date,
  details: Omit<
    NewUser,
    'email' | 'phone' | 'emailConfirmedAt' | 'phoneConfirmedAt' | 'activityHash'
  >,
): NewUser {
  return {
    ...details,
    ...(login.kind === 'email'
      ? { email: login.value, emailConfirmedAt: provenAt }
      : { phone: login.value, phoneConfirmedAt: provenAt }),
    activityHash: randomToken(),
  }
}

/** §7 phone-confirmation-methods: every sender that reaches a phone (without a provider, into the outbox). */
export const phoneCodeSenders: readonly CodeSender[] = codeSenders.filter(
  (sender) => codeSenderReaches(sender) === 'phone',
)

/**
 * §3 accounts and §4 sessions: registration, sign-in by password or code, refresh-token
 * rotation, one-time tokens, profile changes, confirmations and password recovery.
 */
export function createAccountsService(options: AccountsServiceOptions) {
  const {
    repository,
    favourites,
    passwords,
    accessTokens,
    codeKey,
    delivery,
    codeLockout,
    mailer,
    siteUrl,
    now,
  } = options

  function messages(problems: readonly ValidationMessage[], language: Locale): string[] {
    return problems.map((problem) => formatValidationMessage(problem, language))
  }

  /** The §5 password rules and the common-password list, as the messages of one field. */
  function passwordProblems(password: string, language: Locale): string[] {
    const problems = messages(passwordRuleProblems(password), language)
    if (problems.length === 0 && isCommonPassword(password)) {
      problems.push(accountMessage('accounts.passwordTooCommon', language))
    }
    return problems
  }

  function confirmationProblems(
    password: string,
    confirmation: string | undefined,
    language: Locale,
  ): string[] {
    if (confirmation === undefined || confirmation === password) return []
    return [
      formatValidationMessage({ key: VALIDATION_MESSAGE_KEYS.confirmed, params: {} }, language),
    ]
  }

  function readLogin(value: string, language: Locale): Login {
    const login = parseLogin(value)
    if (login === null) throw fieldRefusal('login', 'accounts.invalidLogin', language)
    return login
  }

  async function startSession(user: UserRow): Promise<IssuedSession> {
    const sessionId = newSessionId()
    const isAdminAuth = user.isStaff
    await repository.insertSession({ id: sessionId, userId: user.id, isAdminAuth })
    return issueTokens({ sessionId, userId: user.id, isAdminAuth })
  }

  async function issueTokens(session: {
    sessionId: string
    userId: number
    isAdminAuth: boolean
  }): Promise<IssuedSession> {
    const refreshToken = randomToken()
    await repository.insertRefreshToken({
      tokenHash: hashToken(refreshToken),
      sessionId: session.sessionId,
      expiresAt: new Date(now().getTime() + tokenLifetimes.refreshToken * 1000),
    })
    const accessToken = await accessTokens.sign(session)
    return {
      accessToken,
      refreshToken,
      isAdminAuth: session.isAdminAuth,
      expiresIn: tokenLifetimes.accessToken,
    }
  }

  async function issueCode(code: {
    purpose: AuthCodePurpose
    destination: string
    userId: number | null
    sender: CodeSender
    language: Locale
  }): Promise<void> {
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
        ? messageTexts.loginCode(code.language, value, tokenLifetimes.authCode)
        : messageTexts.confirmationCode(code.language, value, tokenLifetimes.authCode)
    await delivery[code.sender].send({ destination: code.destination, ...text })
  }

  /** The lockout bucket of a destination's codes of one purpose. */
  function codeFailures(purpose: AuthCodePurpose, destination: string) {
    return { rule: limitRules.codeFailuresPerDestination, key: `${purpose}:${destination}` }
  }

  /**
   * Uses a code if it is the right one. Each wrong guess counts; the AUTH_CODE_MAX_ATTEMPTS-th
   * burns the code, so guessing one of 100,000 codes needs a new code every few tries. Wrong
   * guesses also count per destination and day: at the limit even the right code is refused
   * until the day is over, and the owner is told once (finding 10).
   */
  async function redeemCode(
    purpose: AuthCodePurpose,
    destination: string,
    code: string,
    language: Locale,
  ): Promise<boolean> {
    const lockedUntil = await codeLockout.lockedUntil(codeFailures(purpose, destination))
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
      if (attempts >= AUTH_CODE_MAX_ATTEMPTS) await repository.consumeCode(record.id, now())
      const failure = await codeLockout.recordFailure(codeFailures(purpose, destination))
      if (failure.engaged) {
        const sender = codeSenders.find((known) => known === record.sender) ?? 'email'
        await delivery[sender].send({
          destination,
          ...messageTexts.codesLocked(language, purpose === 'login', failure.lockedUntil),
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
    language: Locale,
  ): Promise<void> {
    if (!(await redeemCode(purpose, destination, code, language))) {
      throw fieldRefusal('code', 'accounts.invalidCode', language, 'invalid_code')
    }
  }

  /** Asks for the current password when the account has one (changing e-mail, phone or password). */
  async function requireCurrentPassword(
    user: UserRow,
    password: string | undefined,
    field: string,
    language: Locale,
  ): Promise<void> {
    if (user.passwordHash === null) return
    if (password === undefined || password === '') {
      throw validationFailed({
        [field]: messages([{ key: VALIDATION_MESSAGE_KEYS.required, params: {} }], language),
      })
    }
    if (!(await passwords.verify(password, user.passwordHash))) {
      throw fieldRefusal(field, 'accounts.wrongPassword', language, 'wrong_password')
    }
  }

  /**
   * The account a verified code signs into: the one with that login, or a new one (the code proves
   * the address is the caller's).
   */
  async function accountForVerifiedLogin(
    login: Login,
    profile: { firstName?: string | null; lastName?: string | null; timezone?: string | null },
    context: { language: Locale; currency: BrandCurrency },
  ): Promise<UserRow> {
    const existing = await repository.findUserByLogin(login.kind, login.value)
    if (existing !== undefined) return claimProvenLogin(existing, login, context)
    try {
      return await repository.insertUser(
        newAccountFor(login, now(), {
          firstName: profile.firstName ?? null,
          lastName: profile.lastName ?? null,
          timezone: profile.timezone ?? null,
          languageCode: context.language,
          currencyCode: context.currency,
        }),
      )
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Created by a parallel request with the same code flow: sign into that one.
      const created = await repository.findUserByLogin(login.kind, login.value)
      if (created === undefined) throw error
      return created
    }
  }

  /**
   * Account pre-hijacking (decision 0018). A code or a reset link proves that the caller owns
   * `login`; until then anyone could have registered it. What a login that was never proven set
   * up must give no access to what the proven owner adds from now on:
   * - the account also has another proven login, maybe someone else's: the proven login leaves
   *   for a fresh account of its own, and the old account keeps what its other owner proved;
   * - otherwise the account becomes the prover's: the password, the other (unproven) login and
   *   every session, all set up by whoever registered, are dropped.
   */
  async function claimProvenLogin(
    existing: UserRow,
    login: Login,
    context: { language: Locale; currency: BrandCurrency },
  ): Promise<UserRow> {
    const at = now()
    const [provenAt, otherLogin, otherProvenAt] =
      login.kind === 'email'
        ? [existing.emailConfirmedAt, existing.phone, existing.phoneConfirmedAt]
        : [existing.phoneConfirmedAt, existing.email, existing.emailConfirmedAt]
    if (provenAt !== null) return existing
    if (otherLogin !== null && otherProvenAt !== null) {
      return repository.moveLoginToNewUser(
        existing.id,
        login.kind,
        newAccountFor(login, at, {
          languageCode: context.language,
          currencyCode: context.currency,
        }),
      )
    }
    await repository.revokeUserSessions(existing.id, 'login_claimed_by_proof', at)
    return repository.updateUser(existing.id, {
      passwordHash: null,
      ...(login.kind === 'email'
        ? { emailConfirmedAt: at, phone: null, phoneConfirmedAt: null }
        : { phoneConfirmedAt: at, email: null, emailConfirmedAt: null }),
    })
  }

  function toProfile(
    viewer: Viewer,
    country: { id: number; name: string; nameRu: string } | undefined,
    language: Locale,
  ): Profile {
    const { user } = viewer
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      is_email_set: user.email !== null,
      is_email_confirmed: user.emailConfirmedAt !== null,
      phone: user.phone,
      is_phone_confirmed: user.phoneConfirmedAt !== null,
      has_password: user.passwordHash !== null,
      country:
        country === undefined
          ? null
          : { id: country.id, name: language === 'ru' ? country.nameRu : country.name },
      timezone: user.timezone,
      language_code: isLocale(user.languageCode) ? user.languageCode : 'en-US',
      currency_code: isBrandCurrency(user.currencyCode) ? user.currencyCode : 'USD',
      avatar_id: user.avatarId,
      hash_for_activity: user.activityHash,
      is_admin_auth: viewer.isAdminAuth,
    }
  }

  return {
    /** The viewer of an access token, or null when the token is bad or its session has ended. */
    async viewerOf(accessToken: string): Promise<Viewer | null> {
      const claims = await accessTokens.verify(accessToken)
      if (claims === null) return null
      const session = await repository.findActiveSession(claims.sessionId, claims.userId)
      return session ?? null
    },

    /** §7 register: §3 registration fields; signs in at once and sends an e-mail confirmation code. */
    async register(
      input: {
        firstName?: string | null
        lastName?: string | null
        email: string
        phone?: string | null
        password: string
        confirmPassword: string
        timezone?: string | null
      },
      context: { language: Locale; currency: BrandCurrency },
    ): Promise<IssuedSession> {
      const { language } = context
      const errors: FieldProblems = {}
      const email = input.email.trim().toLowerCase()
      const passwordErrors = passwordProblems(input.password, language)
      if (passwordErrors.length > 0) errors.password = passwordErrors
      const confirmErrors = confirmationProblems(input.password, input.confirmPassword, language)
      if (confirmErrors.length > 0) errors.confirm_password = confirmErrors
      let phone: string | null = null
      if (input.phone !== undefined && input.phone !== null && input.phone.trim() !== '') {
        phone = normalizePhone(input.phone)
        if (phone === null) {
          errors.phone = messages([{ key: VALIDATION_MESSAGE_KEYS.phone, params: {} }], language)
        }
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors)

      if (await repository.findUserByLogin('email', email)) {
        throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
      }
      if (phone !== null && (await repository.findUserByLogin('phone', phone))) {
        throw fieldRefusal('phone', 'accounts.phoneTaken', language, 'phone_taken')
      }
      let user: UserRow
      try {
        user = await repository.insertUser({
          email,
          phone,
          passwordHash: await passwords.hash(input.password),
          firstName: cleanName(input.firstName) ?? null,
          lastName: cleanName(input.lastName) ?? null,
          timezone: cleanName(input.timezone) ?? null,
          languageCode: language,
          currencyCode: context.currency,
          activityHash: randomToken(),
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
        throw error
      }
      await issueCode({
        purpose: 'confirm_email',
        destination: email,
        userId: user.id,
        sender: 'email',
        language,
      })
      return startSession(user)
    },

    /** §7 auth (login, password). One answer for an unknown login and a wrong password. */
    async signIn(loginValue: string, password: string, language: Locale): Promise<IssuedSession> {
      const login = readLogin(loginValue, language)
      const user = await repository.findUserByLogin(login.kind, login.value)
      const valid = await passwords.verify(password, user?.passwordHash ?? null)
      if (user === undefined || !valid) {
        throw fieldRefusal(
          'password',
          'accounts.invalidCredentials',
          language,
          'invalid_credentials',
        )
      }
      return startSession(user)
    },

    /** §7 logout: ends the session of the access token and of the refresh token, whichever came. */
    async signOut(sessionIds: { fromAccessToken?: string; refreshToken?: string }): Promise<void> {
      const at = now()
      if (sessionIds.fromAccessToken !== undefined) {
        await repository.revokeSession(sessionIds.fromAccessToken, 'logout', at)
      }
      if (sessionIds.refreshToken !== undefined) {
        const record = await repository.findRefreshToken(hashToken(sessionIds.refreshToken))
        if (record !== undefined) await repository.revokeSession(record.sessionId, 'logout', at)
      }
    },

    /**
     * §7 refresh-token: a new access token and a new refresh token for the same session. A refresh
     * token is good once; one that comes back after use was copied, so its whole session (the
     * token family) is revoked and both holders must sign in again.
     */
    async refresh(refreshToken: string): Promise<IssuedSession | null> {
      const at = now()
      const tokenHash = hashToken(refreshToken)
      const record = await repository.findRefreshToken(tokenHash)
      if (record === undefined || record.sessionRevokedAt !== null) return null
      if (record.usedAt !== null || !(await repository.markRefreshTokenUsed(tokenHash, at))) {
        await repository.revokeSession(record.sessionId, 'refresh_token_reuse', at)
        return null
      }
      if (record.expiresAt.getTime() <= at.getTime()) return null
      return issueTokens({
        sessionId: record.sessionId,
        userId: record.userId,
        isAdminAuth: record.isAdminAuth,
      })
    },

    /**
     * §7 send-auth-code (login, code_sender). Sent whether or not an account exists (verifying
     * the code creates one), so the answer never tells which logins are registered.
     */
    async sendAuthCode(loginValue: string, sender: CodeSender, language: Locale): Promise<void> {
      const login = readLogin(loginValue, language)
      if (codeSenderReaches(sender) !== login.kind) {
        throw fieldRefusal('code_sender', 'accounts.codeSenderMismatch', language)
      }
      const user = await repository.findUserByLogin(login.kind, login.value)
      await issueCode({
        purpose: 'login',
        destination: login.value,
        userId: user?.id ?? null,
        sender,
        language,
      })
    },

    /**
     * §7 register-without-password: an account without a password, signed into by codes; the
     * first code goes out at once. For a login already registered it only sends the code.
     */
    async registerWithoutPassword(
      input: {
        login: string
        codeSender?: CodeSender | undefined
        firstName?: string | null
        lastName?: string | null
        timezone?: string | null
      },
      context: { language: Locale; currency: BrandCurrency },
    ): Promise<void> {
      const { language } = context
      const login = readLogin(input.login, language)
      const sender = input.codeSender ?? (login.kind === 'email' ? 'email' : 'sms')
      if (codeSenderReaches(sender) !== login.kind) {
        throw fieldRefusal('code_sender', 'accounts.codeSenderMismatch', language)
      }
      let user = await repository.findUserByLogin(login.kind, login.value)
      if (user === undefined) {
        try {
          user = await repository.insertUser({
            ...(login.kind === 'email' ? { email: login.value } : { phone: login.value }),
            firstName: cleanName(input.firstName) ?? null,
            lastName: cleanName(input.lastName) ?? null,
            timezone: cleanName(input.timezone) ?? null,
            languageCode: language,
            currencyCode: context.currency,
            activityHash: randomToken(),
          })
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
          user = await repository.findUserByLogin(login.kind, login.value)
        }
      }
      await issueCode({
        purpose: 'login',
        destination: login.value,
        userId: user?.id ?? null,
        sender,
        language,
      })
    },

    /** §7 auth-via-code: signs in (creating the account if needed) and merges the device's favourites. */
    async signInWithCode(
      input: { login: string; code: string; favouriteTourIds?: readonly number[] | undefined },
      context: { language: Locale; currency: BrandCurrency },
    ): Promise<IssuedSession> {
      const login = readLogin(input.login, context.language)
      await requireCode('login', login.value, input.code, context.language)
      const user = await accountForVerifiedLogin(login, {}, context)
      await favourites.merge(user.id, input.favouriteTourIds ?? [])
      return startSession(user)
    },

    /**
     * §7 redirect-auth-via-code: like auth-via-code, but answers with where to go: the §2
     * /login-via-token page with a one-time token, which the page exchanges for a session.
     */
    async oneTimeLoginWithCode(
      input: { login: string; code: string; favouriteTourIds?: readonly number[] | undefined },
      context: { language: Locale; currency: BrandCurrency },
    ): Promise<string> {
      const login = readLogin(input.login, context.language)
      await requireCode('login', login.value, input.code, context.language)
      const user = await accountForVerifiedLogin(login, {}, context)
      await favourites.merge(user.id, input.favouriteTourIds ?? [])
      const token = randomToken()
      await repository.insertOneTimeToken({
        tokenHash: hashToken(token),
        purpose: 'login',
        userId: user.id,
        expiresAt: new Date(now().getTime() + tokenLifetimes.oneTimeLoginToken * 1000),
      })
      return `/login-via-token?token=${encodeURIComponent(token)}`
    },

    /** §7 access-token-by-one-time-token: single use, expiring. */
    async signInWithOneTimeToken(token: string, language: Locale): Promise<IssuedSession> {
      const userId = await repository.consumeOneTimeToken(hashToken(token), 'login', now())
      const user = userId === undefined ? undefined : await repository.findUserById(userId)
      if (user === undefined)
        throw fieldRefusal('token', 'accounts.invalidToken', language, 'invalid_token')
      return startSession(user)
    },

    async profile(viewer: Viewer, language: Locale): Promise<Profile> {
      const country =
        viewer.user.countryId === null
          ? undefined
          : await repository.findCountry(viewer.user.countryId)
      return toProfile(viewer, country, language)
    },

    /** §7 update-profile: fields left out stay; null or blank clears a name. */
    async updateProfile(
      viewer: Viewer,
      patch: { firstName?: string | null; lastName?: string | null; timezone?: string | null },
    ): Promise<Viewer> {
      const user = await repository.updateUser(viewer.user.id, {
        firstName: cleanName(patch.firstName),
        lastName: cleanName(patch.lastName),
        timezone: cleanName(patch.timezone),
      })
      return { ...viewer, user }
    },

    async updateUser(
      viewer: Viewer,
      patch: { avatarId?: number | null; languageCode?: Locale; currencyCode?: BrandCurrency },
    ): Promise<Viewer> {
      return { ...viewer, user: await repository.updateUser(viewer.user.id, patch) }
    },

    /** §7 change-country (country_id): a country that exists. */
    async changeCountry(viewer: Viewer, countryId: number, language: Locale): Promise<Viewer> {
      if ((await repository.findCountry(countryId)) === undefined) {
        throw validationFailed({
          country_id: messages([{ key: VALIDATION_MESSAGE_KEYS.fallback, params: {} }], language),
        })
      }
      return { ...viewer, user: await repository.updateUser(viewer.user.id, { countryId }) }
    },

    /** §7 change-email: the current password when there is one; the new address needs confirming (a code is sent). */
    async changeEmail(
      viewer: Viewer,
      input: { email: string; password?: string | undefined },
      language: Locale,
    ): Promise<Viewer> {
      await requireCurrentPassword(viewer.user, input.password, 'password', language)
      const email = input.email.trim().toLowerCase()
      if (email === viewer.user.email) return viewer
      const owner = await repository.findUserByLogin('email', email)
      if (owner !== undefined)
        throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
      let user: UserRow
      try {
        user = await repository.updateUser(viewer.user.id, { email, emailConfirmedAt: null })
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldRefusal('email', 'accounts.emailTaken', language, 'email_taken')
        throw error
      }
      await issueCode({
        purpose: 'confirm_email',
        destination: email,
        userId: user.id,
        sender: 'email',
        language,
      })
      return { ...viewer, user }
    },

    /** §7 change-phone: the current password when there is one; confirm with send-confirmation-code and confirm-phone. */
    async changePhone(
      viewer: Viewer,
      input: { phone: string; password?: string | undefined },
      language: Locale,
    ): Promise<Viewer> {
      const phone = normalizePhone(input.phone)
      if (phone === null) {
        throw validationFailed({
          phone: messages([{ key: VALIDATION_MESSAGE_KEYS.phone, params: {} }], language),
        })
      }
      await requireCurrentPassword(viewer.user, input.password, 'password', language)
      if (phone === viewer.user.phone) return viewer
      const owner = await repository.findUserByLogin('phone', phone)
      if (owner !== undefined)
        throw fieldRefusal('phone', 'accounts.phoneTaken', language, 'phone_taken')
      try {
        return {
          ...viewer,
          user: await repository.updateUser(viewer.user.id, { phone, phoneConfirmedAt: null }),
        }
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldRefusal('phone', 'accounts.phoneTaken', language, 'phone_taken')
        throw error
      }
    },

    /** §7 change-password: other sessions end; this one stays signed in. */
    async changePassword(
      viewer: Viewer,
      input: { oldPassword?: string | undefined; password: string; confirmPassword: string },
      language: Locale,
    ): Promise<void> {
      await requireCurrentPassword(viewer.user, input.oldPassword, 'old_password', language)
      const errors: FieldProblems = {}
      const passwordErrors = passwordProblems(input.password, language)
      if (passwordErrors.length > 0) errors.password = passwordErrors
      const confirmErrors = confirmationProblems(input.password, input.confirmPassword, language)
      if (confirmErrors.length > 0) errors.confirm_password = confirmErrors
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      await repository.updateUser(viewer.user.id, {
        passwordHash: await passwords.hash(input.password),
      })
      await repository.revokeUserSessions(
        viewer.user.id,
        'password_changed',
        now(),
        viewer.sessionId,
      )
    },

    /** §7 email-confirmation-request: a code to the profile's e-mail. */
    async requestEmailConfirmation(viewer: Viewer, language: Locale): Promise<void> {
      const { email } = viewer.user
      if (email === null) throw fieldRefusal('email', 'accounts.noEmail', language)
      if (viewer.user.emailConfirmedAt !== null)
        throw fieldRefusal('email', 'accounts.alreadyConfirmed', language, 'already_confirmed')
      await issueCode({
        purpose: 'confirm_email',
        destination: email,
        userId: viewer.user.id,
        sender: 'email',
        language,
      })
    },

    /** §7 confirm-email (code). */
    async confirmEmail(viewer: Viewer, code: string, language: Locale): Promise<void> {
      const { email } = viewer.user
      if (email === null) throw fieldRefusal('email', 'accounts.noEmail', language)
      await requireCode('confirm_email', email, code, language)
      await repository.updateUser(viewer.user.id, { emailConfirmedAt: now() })
    },

    /** §7 send-confirmation-code (code_sender): a code to the profile's phone. */
    async sendPhoneConfirmation(
      viewer: Viewer,
      sender: CodeSender,
      language: Locale,
    ): Promise<void> {
      if (codeSenderReaches(sender) !== 'phone')
        throw fieldRefusal('code_sender', 'accounts.codeSenderMismatch', language)
      const { phone } = viewer.user
      if (phone === null) throw fieldRefusal('phone', 'accounts.noPhone', language)
      if (viewer.user.phoneConfirmedAt !== null)
        throw fieldRefusal('phone', 'accounts.alreadyConfirmed', language, 'already_confirmed')
      await issueCode({
        purpose: 'confirm_phone',
        destination: phone,
        userId: viewer.user.id,
        sender,
        language,
      })
    },

    /** §7 confirm-phone (code). */
    async confirmPhone(viewer: Viewer, code: string, language: Locale): Promise<void> {
      const { phone } = viewer.user
      if (phone === null) throw fieldRefusal('phone', 'accounts.noPhone', language)
      await requireCode('confirm_phone', phone, code, language)
      await repository.updateUser(viewer.user.id, { phoneConfirmedAt: now() })
    },

    /**
     * §7 password-recovery (email): mails a single-use reset link when the address has an
     * account. The answer is the same either way, so it tells nobody which addresses do.
     */
    async recoverPassword(emailValue: string, language: Locale): Promise<void> {
      const email = emailValue.trim().toLowerCase()
      const user = await repository.findUserByLogin('email', email)
      if (user === undefined) return
      await repository.expireOneTimeTokens(user.id, 'password_reset', now())
      const token = randomToken()
      await repository.insertOneTimeToken({
        tokenHash: hashToken(token),
        purpose: 'password_reset',
        userId: user.id,
        expiresAt: new Date(now().getTime() + tokenLifetimes.passwordResetToken * 1000),
      })
      const link = `${siteUrl}/password-reset?token=${encodeURIComponent(token)}`
      const locale = isLocale(user.languageCode) ? user.languageCode : language
      await mailer.send({
        to: email,
        ...messageTexts.passwordReset(locale, link, tokenLifetimes.passwordResetToken),
      })
    },

    /** §7 check-password-reset-token: whether the link can still be used. */
    async isPasswordResetTokenValid(token: string): Promise<boolean> {
      return repository.isOneTimeTokenValid(hashToken(token), 'password_reset', now())
    },

    /**
     * §7 password-reset (password, token): sets the password and ends every session. The link
     * came by e-mail, so it also confirms the address.
     */
    async resetPassword(
      input: { token: string; password: string; confirmPassword?: string | undefined },
      language: Locale,
    ): Promise<void> {
      const errors: FieldProblems = {}
      const passwordErrors = passwordProblems(input.password, language)
      if (passwordErrors.length > 0) errors.password = passwordErrors
      const confirmErrors = confirmationProblems(input.password, input.confirmPassword, language)
      if (confirmErrors.length > 0) errors.confirm_password = confirmErrors
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      const at = now()
      const userId = await repository.consumeOneTimeToken(
        hashToken(input.token),
        'password_reset',
        at,
      )
      const user = userId === undefined ? undefined : await repository.findUserById(userId)
      if (user === undefined)
        throw fieldRefusal('token', 'accounts.invalidToken', language, 'invalid_token')
      // The link went to the e-mail, so following it proves the e-mail (decision 0018).
      const owner =
        user.email === null
          ? user
          : await claimProvenLogin(
              user,
              { kind: 'email', value: user.email },
              {
                language: isLocale(user.languageCode) ? user.languageCode : language,
                currency: isBrandCurrency(user.currencyCode) ? user.currencyCode : 'USD',
              },
            )
      await repository.updateUser(owner.id, {
        passwordHash: await passwords.hash(input.password),
      })
      await repository.revokeUserSessions(owner.id, 'password_reset', at)
    },

    /** §7 set-activity (crm_user_id, token): the token is the profile's hash_for_activity. */
    async recordActivity(userId: number, token: string): Promise<void> {
      const user = await repository.findUserById(userId)
      if (user === undefined || !equalText(user.activityHash, token)) {
        throw new AppError({ status: 403, code: 'forbidden', message: 'Access is denied.' })
      }
      await repository.touchActivity(user.id, now())
    },

    /** §7 /spa/user-info-data: §3 private user data, for an admin session only (§6). */
    userInfoData(viewer: Viewer): UserInfoData {
      if (!viewer.isAdminAuth) {
        throw new AppError({ status: 403, code: 'forbidden', message: 'Access is denied.' })
      }
      return {
        permissions: {
          can_use_knowledge: viewer.user.canUseKnowledge,
          can_view_commission: viewer.user.canViewCommission,
        },
      }
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
