import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** Issue 44 item 1: the departure-guarantee meter's words (tour cards, tour page, booking). */
const enUsGuaranteeMessages = {
  'guarantee.booked': {
    one: '{booked} of at least {count} traveller booked',
    other: '{booked} of at least {count} travellers booked',
  },
  'guarantee.bookedShort': '{booked} of at least {count} booked',
  'guarantee.waiting': 'The organizer decides by {date} whether this date runs.',
  'guarantee.reached': 'Enough travellers have booked: this date runs.',
  'guarantee.decided':
    'The organizer was to decide on {date} whether this date runs; booked travellers are told.',
  'guarantee.refund': 'If it does not run, you get a full refund by {date}.',
  'guarantee.decisionShort': 'decision by {date}',
  'guarantee.reachedShort': 'runs',
} as const

export type GuaranteeMessageKey = keyof typeof enUsGuaranteeMessages

const ruGuaranteeMessages: Readonly<Record<GuaranteeMessageKey, MessageValue>> = {
  'guarantee.booked': {
    one: 'Забронировали {booked} из минимум {count} путешественника',
    few: 'Забронировали {booked} из минимум {count} путешественников',
    many: 'Забронировали {booked} из минимум {count} путешественников',
    other: 'Забронировали {booked} из минимум {count} путешественников',
  },
  'guarantee.bookedShort': 'Забронировали {booked} из минимум {count}',
  'guarantee.waiting': 'Организатор решит до {date}, состоится ли эта дата.',
  'guarantee.reached': 'Группа набрана: дата состоится.',
  'guarantee.decided':
    'Организатор должен был решить {date}, состоится ли дата; записавшимся сообщают.',
  'guarantee.refund': 'Если поездка не состоится, вы получите полный возврат до {date}.',
  'guarantee.decisionShort': 'решение до {date}',
  'guarantee.reachedShort': 'состоится',
}

export const guaranteeMessages: AreaMessages = {
  'en-US': enUsGuaranteeMessages,
  ru: ruGuaranteeMessages,
}
