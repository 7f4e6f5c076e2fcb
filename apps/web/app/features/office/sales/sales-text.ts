import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The office's sales page and its CSV file in both storefront languages. */
const enUsSalesMessages = {
  'sales.title': 'Sales',
  'sales.lead':
    'Bookings made each month and the money they brought, per currency (amounts in different currencies are never added together).',
  'sales.terms':
    'Sales model: {model}. Commission: {percent} % (a tour’s own percent applies where set).',
  'sales.termsNone': 'Sales model: {model}. No commission is taken.',
  'sales.model.1': 'marketplace',
  'sales.model.2': 'direct sales',
  'sales.model.3': 'agent',
  'sales.model.4': 'own',
  'sales.model.5': 'third-party agent',
  'sales.year': 'Year',
  'sales.show': 'Show',
  'sales.download': 'Download CSV',
  'sales.caption': 'Sales in {year} by month',
  'sales.month': 'Month',
  'sales.currency': 'Currency',
  'sales.bookings': 'Bookings',
  'sales.seats': 'Seats',
  'sales.gross': 'Gross',
  'sales.commission': 'Commission',
  'sales.net': 'Net',
  'sales.paidOut': 'Paid out',
  'sales.due': 'Due',
  'sales.total': 'Total {year}',
  'sales.openMonth': 'Bookings of {month}',
  'sales.emptyTitle': 'No sales in {year}',
  'sales.emptyText': 'Bookings of your tours and the payments for them will be counted here.',
  'sales.quietMonths': 'Months without bookings or payouts are left out of the table.',
  'sales.chart': 'Gross per month in {year}, {currency}',
  'sales.explain':
    'A booking counts in the month it was made (UTC). Gross is what was paid for it less what was refunded; net is gross less commission; due is net less what was paid out for the month.',
  'sales.monthTitle': 'Bookings made in {month}',
  'sales.monthEmpty': 'No bookings were made this month.',
  'sales.booking': 'Booking',
  'sales.tour': 'Tour and start',
  'sales.contact': 'Contact',
  'sales.status': 'Status',
  'sales.paid': 'Paid',
  'sales.refunded': 'Refunded',
  'sales.closeMonth': 'Hide the bookings',
} as const satisfies Record<string, MessageValue>

export type SalesMessageKey = keyof typeof enUsSalesMessages

const ruSalesMessages: Record<SalesMessageKey, MessageValue> = {
  'sales.title': 'Продажи',
  'sales.lead':
    'Бронирования, сделанные за каждый месяц, и деньги за них по валютам (суммы в разных валютах никогда не складываются).',
  'sales.terms':
    'Модель продаж: {model}. Комиссия: {percent} % (где у тура своя ставка, действует она).',
  'sales.termsNone': 'Модель продаж: {model}. Комиссия не взимается.',
  'sales.model.1': 'маркетплейс',
  'sales.model.2': 'прямые продажи',
  'sales.model.3': 'агент',
  'sales.model.4': 'собственные',
  'sales.model.5': 'сторонний агент',
  'sales.year': 'Год',
  'sales.show': 'Показать',
  'sales.download': 'Скачать CSV',
  'sales.caption': 'Продажи за {year} год по месяцам',
  'sales.month': 'Месяц',
  'sales.currency': 'Валюта',
  'sales.bookings': 'Бронирования',
  'sales.seats': 'Места',
  'sales.gross': 'Выручка',
  'sales.commission': 'Комиссия',
  'sales.net': 'Чистыми',
  'sales.paidOut': 'Выплачено',
  'sales.due': 'К выплате',
  'sales.total': 'Итого за {year}',
  'sales.openMonth': 'Бронирования за {month}',
  'sales.emptyTitle': 'В {year} году продаж нет',
  'sales.emptyText': 'Здесь будут учтены бронирования ваших туров и оплаты по ним.',
  'sales.quietMonths': 'Месяцы без бронирований и выплат в таблицу не включены.',
  'sales.chart': 'Выручка по месяцам за {year} год, {currency}',
  'sales.explain':
    'Бронирование учитывается в месяце, когда оно сделано (UTC). Выручка — оплаченное за него минус возвращённое; чистыми — выручка минус комиссия; к выплате — чистыми минус выплаченное за месяц.',
  'sales.monthTitle': 'Бронирования за {month}',
  'sales.monthEmpty': 'В этом месяце бронирований не было.',
  'sales.booking': 'Бронирование',
  'sales.tour': 'Тур и начало',
  'sales.contact': 'Контакт',
  'sales.status': 'Статус',
  'sales.paid': 'Оплачено',
  'sales.refunded': 'Возвращено',
  'sales.closeMonth': 'Скрыть бронирования',
}

const salesMessages: AreaMessages = { 'en-US': enUsSalesMessages, ru: ruSalesMessages }

const salesTexts = createTextHook<SalesMessageKey>(salesMessages)

/** One of the sales page's words in a language, without a hook: for `meta`. */
export function salesWords(locale: Locale, key: SalesMessageKey): string {
  return salesTexts.words(locale, key)
}

/** The sales page's words in a language, outside React (the CSV file). */
export const salesTextFor = salesTexts.textFor

/** The sales page's words and links in the page language. */
export const useSalesText = salesTexts.useText

/** A `YYYY-MM` month as words: 'March 2026', 'март 2026'. */
export function monthName(month: string, locale: Locale): string {
  const [year, index] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)))
}

/** A month's short name for the chart: 'Mar', 'мар.'. */
export function shortMonthName(month: string, locale: Locale): string {
  const [year, index] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)),
  )
}
