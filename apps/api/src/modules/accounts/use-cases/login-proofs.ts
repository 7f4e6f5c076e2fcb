import type { Login } from '@tourmarket/domain/accounts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { NewUser, UserRow } from '../repository.ts'
import { isUniqueViolation } from '../repository.ts'
import { randomToken } from '../tokens.ts'
import type { AccountsServiceOptions } from './options.ts'

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

/** What a proof of a login (a code, a reset link) does to the accounts that hold it. */
export function createLoginProofs({
  repository,
  now,
}: Pick<AccountsServiceOptions, 'repository' | 'now'>) {
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

  return { accountForVerifiedLogin, claimProvenLogin }
}
