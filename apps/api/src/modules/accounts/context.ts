import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { createFailureBackoff, createFailureLockout } from '../../platform/abuse/rate-limit.ts'
import { createSendBudgets } from '../../platform/abuse/send-budget.ts'
import type { AbuseRepository } from '../../platform/abuse/repository.ts'
import type { FavouritesService } from '../favourites/service.ts'
import type { CodeSender } from '@tourmarket/domain/enums'
import { createCodeDelivery } from '../../platform/mail/code-delivery.ts'
import type { CodeChannel } from '../../platform/mail/code-delivery.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { OutboxRepository } from '../../platform/mail/outbox-repository.ts'
import { createPasswordHasher } from './passwords.ts'
import type { ScryptCost } from './passwords.ts'
import { createAccountsRepository, type RevokedSession } from './repository.ts'
import { createAccountsService } from './service.ts'
import { createStaffSecondFactorRepository } from './staff-second-factor-repository.ts'
import { createSecretBox } from './staff-totp.ts'
import type { AccountsService } from './service.ts'
import { announcingSessionEnds } from './session-ends.ts'
import { createSessionGuard } from './session-guard.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import { createAccessTokens, deriveKey } from './tokens.ts'

/** The accounts service and the session guard built from it, which every signed-in route receives. */
export type AccountsContext = {
  readonly accounts: AccountsService
  readonly sessions: SessionGuard
}

export type AccountsContextOptions = {
  database: Pick<Database, 'db'>
  config: Pick<Config, 'accounts' | 'sendBudgets' | 'devPages' | 'demoSeed'>
  /** scrypt's cost; tests lower it, everything else uses the default. */
  passwordHashCost?: ScryptCost
  /** The app's one mailer and outbox (codes go to the outbox when no provider sends them). */
  mailer: Mailer
  outbox: OutboxRepository
  /** The code senders a configured provider carries (SMS, Telegram, WhatsApp; issue 41). */
  codeChannels?: Partial<Record<CodeSender, CodeChannel>>
  favourites: FavouritesService
  /** The rate-limit and lockout counters (abuse module). */
  abuseRepository: AbuseRepository
  /** Told of every session a revocation ends (the chat closes its sockets). */
  onSessionsEnded?: (ended: readonly RevokedSession[]) => void
  /** Where a spent send budget is told. */
  reportWarning: (details: Record<string, unknown>, message: string) => void
  now?: () => Date
}

/** Builds the accounts services once per app, with keys derived from SESSION_SECRET. */
export function createAccountsContext(options: AccountsContextOptions): AccountsContext {
  const { database, config, mailer, outbox, favourites, abuseRepository } = options
  const now = options.now ?? (() => new Date())
  const secret = config.accounts.sessionSecret
  const accounts = createAccountsService({
    repository:
      options.onSessionsEnded === undefined
        ? createAccountsRepository(database.db)
        : announcingSessionEnds(createAccountsRepository(database.db), options.onSessionsEnded),
    favourites,
    passwords: createPasswordHasher(options.passwordHashCost),
    accessTokens: createAccessTokens({ key: deriveKey(secret, 'access-token'), now }),
    codeKey: deriveKey(secret, 'auth-code'),
    delivery: createCodeDelivery({
      mailer,
      outbox,
      overrides: options.codeChannels ?? {},
      // The outbox page shows the codes of senders no provider carries (decision 0052).
      outboxStandsIn: config.devPages,
    }),
    codeLockout: createFailureLockout({ repository: abuseRepository, now }),
    codeBackoff: createFailureBackoff({ repository: abuseRepository, now }),
    sendBudgets: createSendBudgets({
      repository: abuseRepository,
      now,
      budgets: config.sendBudgets,
      warn: options.reportWarning,
    }),
    mailer,
    staffSecondFactors: createStaffSecondFactorRepository(database.db),
    secretBox: createSecretBox(config.accounts.staffTotpKey ?? deriveKey(secret, 'staff-totp')),
    demoStaffSecondFactor: config.demoSeed.accounts,
    siteUrl: config.accounts.siteUrl,
    now,
  })
  return { accounts, sessions: createSessionGuard(accounts) }
}
