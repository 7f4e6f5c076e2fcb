import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { createCaptcha } from '../abuse/captcha.ts'
import { createAbuseGuard, createFailureLockout, createRateLimiter } from '../abuse/rate-limit.ts'
import type { AbuseGuard } from '../abuse/rate-limit.ts'
import { createAbuseRepository } from '../abuse/repository.ts'
import { createFavouritesRepository } from '../favourites/repository.ts'
import { createFavouritesService } from '../favourites/service.ts'
import type { FavouritesService } from '../favourites/service.ts'
import { createCodeDelivery } from '../messages/code-delivery.ts'
import { createMailer } from '../messages/mailer.ts'
import type { MailTransport } from '../messages/mailer.ts'
import { createOutboxRepository } from '../messages/repository.ts'
import { createPasswordHasher } from './passwords.ts'
import type { ScryptCost } from './passwords.ts'
import { createAccountsRepository } from './repository.ts'
import { createAccountsService } from './service.ts'
import type { AccountsService } from './service.ts'
import { createSessionGuard } from './session-guard.ts'
import type { SessionGuard } from './session-guard.ts'
import { createAccessTokens, deriveKey } from './tokens.ts'
import { trustedProxies } from '../../lib/forwarded-address.ts'
import type { TrustedProxies } from '../../lib/forwarded-address.ts'

/** What the accounts, favourites and (later) chat and booking routes share. */
export type AccountsContext = {
  readonly accounts: AccountsService
  readonly favourites: FavouritesService
  readonly sessions: SessionGuard
  readonly limit: AbuseGuard
  /** Whose X-Forwarded-For is believed (lib/forwarded-address.ts). */
  readonly trustedProxies: TrustedProxies
}

export type AccountsContextOptions = {
  database: Pick<Database, 'db'>
  config: Pick<Config, 'accounts' | 'mail' | 'trustedProxies'>
  /** scrypt's cost; tests lower it, everything else uses the default. */
  passwordHashCost?: ScryptCost
  /** Stands in for the SMTP server in tests. */
  mailTransport?: (smtpUrl: string) => MailTransport
  now?: () => Date
}

/** Builds the accounts services once per app, with keys derived from SESSION_SECRET. */
export function createAccountsContext(options: AccountsContextOptions): AccountsContext {
  const { database, config, now = () => new Date() } = options
  const secret = config.accounts.sessionSecret
  const outbox = createOutboxRepository(database.db)
  const mailer = createMailer(config.mail, outbox, options.mailTransport)
  const favourites = createFavouritesService(createFavouritesRepository(database.db))
  const abuseRepository = createAbuseRepository(database.db)
  const accounts = createAccountsService({
    repository: createAccountsRepository(database.db),
    favourites,
    passwords: createPasswordHasher(options.passwordHashCost),
    accessTokens: createAccessTokens({ key: deriveKey(secret, 'access-token'), now }),
    codeKey: deriveKey(secret, 'auth-code'),
    delivery: createCodeDelivery({ mailer, outbox }),
    codeLockout: createFailureLockout({ repository: abuseRepository, now }),
    mailer,
    siteUrl: config.accounts.siteUrl,
    now,
  })
  return {
    accounts,
    favourites,
    sessions: createSessionGuard(accounts),
    limit: createAbuseGuard({
      limiter: createRateLimiter({ repository: abuseRepository, now }),
      captcha: createCaptcha({ key: deriveKey(secret, 'captcha'), now }),
      repository: abuseRepository,
      now,
    }),
    trustedProxies: trustedProxies(config.trustedProxies),
  }
}
