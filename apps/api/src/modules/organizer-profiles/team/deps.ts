import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Email, Mailer } from '../../../platform/mail/mailer.ts'
import type { OfficeAccess } from '../../../platform/office/office-access.ts'
import type { TeamRepository } from './repository.ts'

/** What the invitation mail says; the notifications module designs it (handed in by services.ts). */
export type TeamInvitationMailFacts = {
  readonly to: string
  readonly locale: Locale
  readonly organizerName: string
  readonly inviterName: string
  readonly role: 'owner' | 'staff'
  readonly acceptUrl: string
  readonly expiresOn: string
}

export type TeamDeps = {
  readonly repository: TeamRepository
  readonly access: OfficeAccess
  /** Sends at once (SMTP, or the outbox without it): the link's token is never stored in a job. */
  readonly mailer: Mailer
  readonly composeInvitation: (facts: TeamInvitationMailFacts) => Promise<Email>
  /** The storefront's origin, for the link in the mail. */
  readonly siteUrl: string
  readonly now: () => Date
}

/** A random invitation token (256 bits, URL-safe). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url')
}

/** How a token is stored and looked up: a copy of the table holds no link that works. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A person as the team lists them: their name, else their address, else their account number. */
export function personName(person: {
  firstName: string | null
  lastName: string | null
  email?: string | null
  userId?: number
}): string {
  const name = [person.firstName, person.lastName]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' ')
    .trim()
  if (name !== '') return name
  if (person.email !== undefined && person.email !== null) return person.email
  return person.userId === undefined ? '' : `#${String(person.userId)}`
}
