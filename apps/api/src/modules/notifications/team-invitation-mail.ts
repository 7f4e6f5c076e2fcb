import { defaultBrandId, getBrand, type BrandId } from '@tourmarket/domain/brand'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Email } from '../../platform/mail/mailer.ts'
import { mailDateText, type MailContent } from './mail-content.ts'
import { mailHtml } from './mail-html.ts'
import { mailText } from './mail-text.ts'

/** What the office's team invitation (issue 40 item 7) tells the invited address. */
export type TeamInvitationMailFacts = {
  readonly to: string
  readonly locale: Locale
  readonly organizerName: string
  /** The inviting owner's name, or their e-mail when the account has no name. */
  readonly inviterName: string
  readonly role: 'owner' | 'staff'
  /** The storefront's /office/team/accept?token=… in the reader's language. */
  readonly acceptUrl: string
  /** YYYY-MM-DD, the last day the link works. */
  readonly expiresOn: string
}

const texts = {
  'en-US': {
    subject: (organizer: string) => `Join ${organizer} on Tourmarket`,
    heading: (organizer: string) => `You are invited to ${organizer}’s team`,
    lead: (inviter: string, organizer: string, role: string) =>
      `${inviter} invites you to work in the organizer office of ${organizer} as ${role}.`,
    roles: { owner: 'an owner', staff: 'staff' },
    roleHelp: {
      owner: 'Owners do everything in the office, including the team and payouts.',
      staff:
        'Staff handle bookings, tours, dates, chats and reviews; owners keep the team and payouts.',
    },
    how: 'Sign in with this e-mail address (or create an account with it and confirm it), then accept the invitation.',
    accept: 'Accept the invitation',
    organizer: 'Organizer',
    role: 'Role',
    inviter: 'Invited by',
    expires: 'The link works until',
    sentBecause: (brand: string) =>
      `You receive this because an owner of an organizer profile on ${brand} invited this address.`,
    note: 'If you do not expect it, ignore this mail: nothing happens without you.',
    greeting: 'Hello,',
  },
  ru: {
    subject: (organizer: string) => `Приглашение в команду «${organizer}»`,
    heading: (organizer: string) => `Вас приглашают в команду «${organizer}»`,
    lead: (inviter: string, organizer: string, role: string) =>
      `${inviter} приглашает вас работать в кабинете организатора «${organizer}» — ${role}.`,
    roles: { owner: 'владельцем', staff: 'сотрудником' },
    roleHelp: {
      owner: 'Владельцы делают в кабинете всё, включая команду и выплаты.',
      staff:
        'Сотрудники ведут бронирования, туры, даты, чаты и отзывы; команда и выплаты остаются за владельцами.',
    },
    how: 'Войдите с этим адресом почты (или зарегистрируйтесь с ним и подтвердите его), затем примите приглашение.',
    accept: 'Принять приглашение',
    organizer: 'Организатор',
    role: 'Роль',
    inviter: 'Пригласил(а)',
    expires: 'Ссылка действует до',
    sentBecause: (brand: string) =>
      `Вы получили это письмо, потому что владелец профиля организатора на ${brand} пригласил этот адрес.`,
    note: 'Если вы не ждали приглашения, просто не отвечайте: без вас ничего не произойдёт.',
    greeting: 'Здравствуйте!',
  },
} as const

/** The team invitation: designed (HTML) with a text part, in the reader's language. */
export async function composeTeamInvitationMail(
  facts: TeamInvitationMailFacts,
  brand: BrandId = defaultBrandId,
): Promise<Email> {
  const t = texts[facts.locale]
  const brandName = getBrand(brand).projectName
  const role = t.roles[facts.role]
  const content: MailContent = {
    locale: facts.locale,
    brandName,
    subject: t.subject(facts.organizerName),
    preview: t.lead(facts.inviterName, facts.organizerName, role),
    greeting: t.greeting,
    heading: t.heading(facts.organizerName),
    paragraphs: [
      t.lead(facts.inviterName, facts.organizerName, role),
      t.roleHelp[facts.role],
      t.how,
    ],
    details: [
      { label: t.organizer, value: facts.organizerName },
      { label: t.role, value: role },
      { label: t.inviter, value: facts.inviterName },
      { label: t.expires, value: mailDateText(facts.expiresOn, facts.locale) },
    ],
    money: [],
    quotes: [],
    voucher: null,
    actions: [{ label: t.accept, url: facts.acceptUrl }],
    footer: { sentBecause: t.sentBecause(brandName), unsubscribe: null, note: t.note },
  }
  return {
    to: facts.to,
    subject: content.subject,
    text: mailText(content),
    html: await mailHtml(content),
  }
}
