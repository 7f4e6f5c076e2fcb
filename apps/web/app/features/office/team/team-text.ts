import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The team pages' words (issue 40 item 7) in both storefront languages. */
const enUsTeamMessages = {
  'team.title': 'Team',
  'team.lead':
    'Everyone who works in this office. Owners run the team and payouts; staff handle bookings, tours, dates, chats and reviews.',
  'team.readOnly':
    'You are staff here: only owners invite people, change roles or remove members, so this list is read-only for you.',
  'team.members.title': 'Members',
  'team.members.caption': 'Accounts that act for {organizer}',
  'team.members.name': 'Name',
  'team.members.email': 'E-mail',
  'team.members.role': 'Role',
  'team.members.since': 'Since',
  'team.members.actions': 'Actions',
  'team.members.you': 'you',
  'team.members.noEmail': 'No e-mail',
  'team.role.owner': 'Owner',
  'team.role.staff': 'Staff',
  'team.role.label': 'Role of {name}',
  'team.role.save': 'Change role',
  'team.remove': 'Remove',
  'team.remove.label': 'Remove {name}',
  'team.remove.title': 'Remove {name} from the team?',
  'team.remove.text':
    'They lose access to this office at once: their next page here is refused. You can invite them again later.',
  'team.remove.confirm': 'Yes, remove',
  'team.remove.cancel': 'Cancel',
  'team.invitations.title': 'Pending invitations',
  'team.invitations.empty': 'No invitations are waiting.',
  'team.invitations.caption': 'Invitations not yet accepted',
  'team.invitations.email': 'E-mail',
  'team.invitations.role': 'Role',
  'team.invitations.by': 'Invited by',
  'team.invitations.expires': 'Expires',
  'team.invitations.byUnknown': 'A former member',
  'team.invitations.revoke': 'Revoke',
  'team.invitations.revokeLabel': 'Revoke the invitation of {email}',
  'team.invite.title': 'Invite someone',
  'team.invite.lead':
    'We e-mail them a link that works for 7 days. They accept it signed in with this address.',
  'team.invite.email': 'E-mail',
  'team.invite.role': 'Role',
  'team.invite.submit': 'Send invitation',
  'team.done.invited': 'Invitation sent.',
  'team.done.revoked': 'Invitation revoked: its link no longer works.',
  'team.done.removed': 'Removed from the team. Their access has ended.',
  'team.done.role': 'Role changed.',
  'team.error.generic': 'Something went wrong. Please try again.',
  'team.invite.badEmail': 'Enter an e-mail address like name@example.com.',
  'team.invite.already': 'This person is on the team already.',
  'team.invite.mailFailed':
    'The invitation could not be sent just now. Please try again in a few minutes.',
  'team.error.lastOwner':
    'A profile needs an owner: make someone else an owner first, then change or remove this one.',
  'team.error.gone': 'This has changed meanwhile: the page now shows the team as it is.',
  'team.error.forbidden': 'Only an owner of this profile can do this.',
  'team.error.tooMany': 'Too many invitations for now. Please wait a while and try again.',
  'team.audit.team.invite': 'Invited',
  'team.audit.team.revoke': 'Invitation revoked',
  'team.audit.team.accept': 'Joined the team',
  'team.audit.team.remove': 'Removed from the team',
  'team.audit.team.role': 'Role changed',
  'team.audit.team.leave': 'Left the team',
  'team.audit.field.email': 'E-mail',
  'team.audit.field.role': 'Role',
  'team.audit.field.user_id': 'Account',
  'team.audit.field.invitation_id': 'Invitation',
  'team.accept.title': 'Invitation to an organizer’s team',
  'team.accept.lead': '{inviter} invites you to the office of {organizer} as {role}.',
  'team.accept.leadNoInviter': 'You are invited to the office of {organizer} as {role}.',
  'team.accept.organizer': 'Organizer',
  'team.accept.role': 'Role',
  'team.accept.email': 'For the address',
  'team.accept.expires': 'Link works until',
  'team.accept.submit': 'Accept and open the office',
  'team.accept.already': 'You are on this team already.',
  'team.accept.openOffice': 'Open the office',
  'team.accept.notFound':
    'This invitation link does not work: it was used already, taken back, or mistyped. Ask the owner for a new one.',
  'team.accept.expired': 'This invitation has expired. Ask the owner to invite you again.',
  'team.accept.noToken': 'The link has no invitation in it. Open the link from the e-mail again.',
  'team.accept.mismatch':
    'This invitation is for {email}. Sign out and sign in with that address to accept it.',
  'team.accept.unconfirmed':
    'Confirm your e-mail address first, then come back to this link to accept the invitation.',
  'team.accept.confirmEmail': 'Confirm my e-mail',
  'team.accept.tooMany': 'Too many tries from here. Please wait a few minutes and try again.',
  'team.accept.home': 'Back to tours',
} satisfies Record<string, MessageValue>

export type TeamMessageKey = keyof typeof enUsTeamMessages

const ruTeamMessages: Record<TeamMessageKey, MessageValue> = {
  'team.title': 'Команда',
  'team.lead':
    'Все, кто работает в этом кабинете. Владельцы ведут команду и выплаты; сотрудники — бронирования, туры, даты, чаты и отзывы.',
  'team.readOnly':
    'Вы здесь сотрудник: приглашать, менять роли и удалять участников могут только владельцы, поэтому список для вас только для чтения.',
  'team.members.title': 'Участники',
  'team.members.caption': 'Аккаунты, которые действуют от имени «{organizer}»',
  'team.members.name': 'Имя',
  'team.members.email': 'Почта',
  'team.members.role': 'Роль',
  'team.members.since': 'С',
  'team.members.actions': 'Действия',
  'team.members.you': 'вы',
  'team.members.noEmail': 'Без почты',
  'team.role.owner': 'Владелец',
  'team.role.staff': 'Сотрудник',
  'team.role.label': 'Роль: {name}',
  'team.role.save': 'Изменить роль',
  'team.remove': 'Удалить',
  'team.remove.label': 'Удалить: {name}',
  'team.remove.title': 'Удалить {name} из команды?',
  'team.remove.text':
    'Доступ к кабинету закроется сразу: следующая страница кабинета будет недоступна. Позже можно пригласить снова.',
  'team.remove.confirm': 'Да, удалить',
  'team.remove.cancel': 'Отмена',
  'team.invitations.title': 'Приглашения в ожидании',
  'team.invitations.empty': 'Неотвеченных приглашений нет.',
  'team.invitations.caption': 'Приглашения, которые ещё не приняты',
  'team.invitations.email': 'Почта',
  'team.invitations.role': 'Роль',
  'team.invitations.by': 'Пригласил(а)',
  'team.invitations.expires': 'Действует до',
  'team.invitations.byUnknown': 'Бывший участник',
  'team.invitations.revoke': 'Отозвать',
  'team.invitations.revokeLabel': 'Отозвать приглашение для {email}',
  'team.invite.title': 'Пригласить',
  'team.invite.lead':
    'Мы отправим ссылку, которая действует 7 дней. Принять приглашение нужно, войдя с этим адресом.',
  'team.invite.email': 'Почта',
  'team.invite.role': 'Роль',
  'team.invite.submit': 'Отправить приглашение',
  'team.done.invited': 'Приглашение отправлено.',
  'team.done.revoked': 'Приглашение отозвано: ссылка больше не работает.',
  'team.done.removed': 'Участник удалён из команды, его доступ закрыт.',
  'team.done.role': 'Роль изменена.',
  'team.error.generic': 'Что-то пошло не так. Попробуйте ещё раз.',
  'team.invite.badEmail': 'Введите адрес почты вида name@example.com.',
  'team.invite.already': 'Этот человек уже в команде.',
  'team.invite.mailFailed':
    'Сейчас не удалось отправить приглашение. Попробуйте через несколько минут.',
  'team.error.lastOwner':
    'У профиля должен быть владелец: сначала сделайте владельцем кого-то ещё, затем меняйте или удаляйте этого.',
  'team.error.gone': 'Пока вы смотрели, всё изменилось: на странице команда в её нынешнем виде.',
  'team.error.forbidden': 'Это может сделать только владелец профиля.',
  'team.error.tooMany': 'Слишком много приглашений. Подождите немного и попробуйте снова.',
  'team.audit.team.invite': 'Приглашение',
  'team.audit.team.revoke': 'Приглашение отозвано',
  'team.audit.team.accept': 'Вступление в команду',
  'team.audit.team.remove': 'Удаление из команды',
  'team.audit.team.role': 'Смена роли',
  'team.audit.team.leave': 'Выход из команды',
  'team.audit.field.email': 'Почта',
  'team.audit.field.role': 'Роль',
  'team.audit.field.user_id': 'Аккаунт',
  'team.audit.field.invitation_id': 'Приглашение',
  'team.accept.title': 'Приглашение в команду организатора',
  'team.accept.lead': '{inviter} приглашает вас в кабинет «{organizer}», роль: {role}.',
  'team.accept.leadNoInviter': 'Вас приглашают в кабинет «{organizer}», роль: {role}.',
  'team.accept.organizer': 'Организатор',
  'team.accept.role': 'Роль',
  'team.accept.email': 'Для адреса',
  'team.accept.expires': 'Ссылка действует до',
  'team.accept.submit': 'Принять и открыть кабинет',
  'team.accept.already': 'Вы уже в этой команде.',
  'team.accept.openOffice': 'Открыть кабинет',
  'team.accept.notFound':
    'Ссылка приглашения не работает: ею уже воспользовались, приглашение отозвали или ссылка неполная. Попросите владельца пригласить вас снова.',
  'team.accept.expired': 'Срок приглашения истёк. Попросите владельца пригласить вас снова.',
  'team.accept.noToken': 'В ссылке нет приглашения. Откройте ссылку из письма ещё раз.',
  'team.accept.mismatch':
    'Приглашение отправлено на {email}. Выйдите и войдите с этим адресом, чтобы принять его.',
  'team.accept.unconfirmed':
    'Сначала подтвердите адрес почты, затем вернитесь по этой ссылке и примите приглашение.',
  'team.accept.confirmEmail': 'Подтвердить почту',
  'team.accept.tooMany': 'Слишком много попыток. Подождите несколько минут и попробуйте снова.',
  'team.accept.home': 'К турам',
}

const teamMessages: AreaMessages = { 'en-US': enUsTeamMessages, ru: ruTeamMessages }

const teamTexts = createTextHook<TeamMessageKey>(teamMessages)

/** One of the team pages' words in a language, without a hook: for `meta` exports. */
export const teamWords = teamTexts.words

/** The team pages' words in a language, outside React (a form post's action). */
export const teamTextFor = teamTexts.textFor

/** The team pages' words and links in the page language. */
export const useTeamText = teamTexts.useText
