import {
  optionalMailKinds,
  type MailSubscription,
  type OptionalMailKind,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import type { MailPreferencesRepository } from './preferences-repository.ts'
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token.ts'

export type MailPreferencesOptions = {
  repository: MailPreferencesRepository
  /** Signs the unsubscribe links (a key derived from it, see unsubscribe-token.ts). */
  sessionSecret: string
  /** The storefront's origin: the links open its confirmation page. */
  siteUrl: string
}

/** The storefront's page a mail's unsubscribe link opens (and a mail client's one-click posts to). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe'

function invalidToken(): AppError {
  return new AppError({
    code: 'invalid_token',
    message:
      'This unsubscribe link is not valid. Open the link from the mail again, or change your mail settings.',
    errors: { token: ['This unsubscribe link is not valid.'] },
  })
}

/**
 * Which optional mails an account receives (issue 38): trip reminders and unread chat messages
 * may be turned off in the settings or by the link in such a mail; every other mail is essential.
 */
export function createMailPreferences({
  repository,
  sessionSecret,
  siteUrl,
}: MailPreferencesOptions) {
  async function subscriptions(accountId: number): Promise<MailSubscription[]> {
    const off = new Set(await repository.optedOut(accountId))
    return optionalMailKinds.map((kind) => ({ kind, subscribed: !off.has(kind) }))
  }

  function claimsOf(token: string) {
    const claims = readUnsubscribeToken(sessionSecret, token)
    if (claims === null) throw invalidToken()
    return claims
  }

  /** Whether to send an optional mail of this kind to the account; check before sending one. */
  async function wantsMail(accountId: number, kind: OptionalMailKind): Promise<boolean> {
    return !(await repository.isOptedOut(accountId, kind))
  }

  return {
    wantsMail,

    /** The absolute one-click unsubscribe link for the mail's facts (unsubscribeUrl). */
    unsubscribeUrl(accountId: number, kind: OptionalMailKind, locale: Locale = 'en-US'): string {
      const url = new URL(`${locale === 'ru' ? '/ru' : ''}${UNSUBSCRIBE_PATH}`, siteUrl)
      url.searchParams.set('token', signUnsubscribeToken(sessionSecret, { accountId, kind }))
      return url.toString()
    },

    subscriptions,

    /** The settings form: the kinds listed are received, the other optional kinds are not. */
    async update(
      accountId: number,
      subscribedKinds: readonly OptionalMailKind[],
    ): Promise<MailSubscription[]> {
      const wanted = new Set(subscribedKinds)
      await repository.optIn(accountId, [...wanted])
      await repository.optOut(
        accountId,
        optionalMailKinds.filter((kind) => !wanted.has(kind)),
      )
      return subscriptions(accountId)
    },

    /** What a link turns off, for the confirmation page; changes nothing. */
    async linkState(token: string): Promise<MailSubscription> {
      const { accountId, kind } = claimsOf(token)
      return { kind, subscribed: await wantsMail(accountId, kind) }
    },

    async unsubscribe(token: string): Promise<MailSubscription> {
      const { accountId, kind } = claimsOf(token)
      await repository.optOut(accountId, [kind])
      return { kind, subscribed: false }
    },
  }
}

export type MailPreferences = ReturnType<typeof createMailPreferences>
