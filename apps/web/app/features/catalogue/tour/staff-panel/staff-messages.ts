import type { AreaMessages } from '@tourmarket/domain/i18n'

/**
 * The staff panel's words (§6). They load with the panel's own chunk, only in an admin session,
 * so no other visitor's page carries them (decision 0032).
 */
const enUsStaffMessages = {
  'staff.title': 'Staff only',
  'staff.lead': 'Visible to your admin session; tourists never see this panel.',
  'staff.commission.title': 'Commission',
  'staff.commission.percent': '{percent} % of each booking',
  'staff.commission.tourRate': 'This tour’s own rate',
  'staff.commission.organizerRate': 'The organizer’s rate',
  'staff.commission.dates': 'Dates',
  'staff.commission.price': 'Price',
  'staff.commission.amount': 'Commission',
  'staff.commission.net': 'Organizer gets',
  'staff.commission.noDates': 'No upcoming dates.',
  'staff.commission.caption': 'Per tourist, in {currency}',
  'staff.knowledge.title': 'Staff knowledge',
  'staff.knowledge.empty': 'No notes about this tour yet.',
} as const

export type StaffMessageKey = keyof typeof enUsStaffMessages

const ruStaffMessages: Record<StaffMessageKey, string> = {
  'staff.title': 'Только для сотрудников',
  'staff.lead': 'Видно в вашей админской сессии; туристы эту панель не видят.',
  'staff.commission.title': 'Комиссия',
  'staff.commission.percent': '{percent} % от каждого бронирования',
  'staff.commission.tourRate': 'Собственная ставка тура',
  'staff.commission.organizerRate': 'Ставка организатора',
  'staff.commission.dates': 'Даты',
  'staff.commission.price': 'Цена',
  'staff.commission.amount': 'Комиссия',
  'staff.commission.net': 'Организатору',
  'staff.commission.noDates': 'Ближайших дат нет.',
  'staff.commission.caption': 'За туриста, в {currency}',
  'staff.knowledge.title': 'Знания для сотрудников',
  'staff.knowledge.empty': 'Заметок об этом туре пока нет.',
}

export const staffMessages: AreaMessages = {
  'en-US': enUsStaffMessages,
  ru: ruStaffMessages,
}
