import type { FailureBackoff, FailureLockout } from '../../../platform/abuse/rate-limit.ts'
import type { SendBudgets } from '../../../platform/abuse/send-budget.ts'
import type { FavouritesService } from '../../favourites/service.ts'
import type { CodeDelivery } from '../../../platform/mail/code-delivery.ts'
import type { Mailer } from '../../../platform/mail/mailer.ts'
import type { PasswordHasher } from '../passwords.ts'
import type { AccountsRepository } from '../repository.ts'
import type { StaffSecondFactorRepository } from '../staff-second-factor-repository.ts'
import type { SecretBox } from '../staff-totp.ts'
import type { AccessTokens } from '../tokens.ts'

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
  /** Counts wrong code guesses per destination and network, and backs that network off. */
  codeBackoff: FailureBackoff
  /** The hourly budgets of codes sent, across every destination. */
  sendBudgets: SendBudgets
  mailer: Mailer
  /** Staff accounts' TOTP enrolments (issue 43 item 8), their secrets sealed by `secretBox`. */
  staffSecondFactors: StaffSecondFactorRepository
  secretBox: SecretBox
  /** Outside production: the demo staff (@tourmarket.test) enrol with the documented demo secret. */
  demoStaffSecondFactor: boolean
  /** The storefront's origin, for the links in e-mails. */
  siteUrl: string
  now: () => Date
}
