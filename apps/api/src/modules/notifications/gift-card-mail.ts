import type { BrandConfig } from '@tourmarket/domain/brand'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Email } from '../../platform/mail/mailer.ts'
import { mailDateText, mailMoneyText, type MailContent } from './mail-content.ts'
import { mailHtml } from './mail-html.ts'
import { mailText } from './mail-text.ts'

/** What the recipient's mail says (decision 0073). */
export type GiftCardMailFacts = {
  readonly to: string
  readonly locale: Locale
  readonly recipientName: string
  readonly senderName: string
  readonly message: string
  /** Formatted: ABCD-EFGH-JKLM-NPQR. */
  readonly code: string
  readonly amountMinor: number
  readonly currency: string
  /** YYYY-MM-DD. */
  readonly expiresOn: string
  /** The storefront's tours page and balance page, in the reader's language. */
  readonly shopUrl: string
  readonly balanceUrl: string
}

const texts = {
  'en-US': {
    subject: (sender: string, brand: string) => `${sender} sent you a ${brand} gift card`,
    heading: (amount: string) => `A gift card for ${amount}`,
    greeting: (name: string) => `Hello ${name},`,
    lead: (sender: string, brand: string) =>
      `${sender} gives you a gift card for tours, excursions and cruises on ${brand}.`,
    how: 'Choose a trip, and at payment enter the code below: it pays the trip up to its balance, and what is left stays on the card for next time.',
    code: 'Your code',
    amount: 'Amount',
    validUntil: 'Valid until',
    message: (sender: string) => `${sender} writes`,
    shop: 'Choose a trip',
    balance: 'Check the balance',
    sentBecause: (sender: string) => `You receive this because ${sender} bought you a gift card.`,
    note: 'Keep the code like cash: whoever has it can spend it.',
  },
  ru: {
    subject: (sender: string, brand: string) => `${sender} дарит вам подарочную карту ${brand}`,
    heading: (amount: string) => `Подарочная карта на ${amount}`,
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    lead: (sender: string, brand: string) =>
      `${sender} дарит вам подарочную карту на туры, экскурсии и круизы ${brand}.`,
    how: 'Выберите поездку и при оплате введите код ниже: карта оплатит поездку в пределах баланса, а остаток сохранится для следующей.',
    code: 'Ваш код',
    amount: 'Сумма',
    validUntil: 'Действует до',
    message: (sender: string) => `${sender} пишет`,
    shop: 'Выбрать поездку',
    balance: 'Проверить баланс',
    sentBecause: (sender: string) =>
      `Вы получили это письмо, потому что ${sender} купил(а) вам подарочную карту.`,
    note: 'Храните код как деньги: потратить его может любой, у кого он есть.',
  },
} as const

/** The gift card mail: designed (HTML) with a text part, in the buyer's page language. */
export async function composeGiftCardMail(
  facts: GiftCardMailFacts,
  brand: Pick<BrandConfig, 'projectName'>,
): Promise<Email> {
  const t = texts[facts.locale]
  const amount = mailMoneyText({ amountMinor: facts.amountMinor, currency: facts.currency })
  const content: MailContent = {
    locale: facts.locale,
    brandName: brand.projectName,
    subject: t.subject(facts.senderName, brand.projectName),
    preview: t.lead(facts.senderName, brand.projectName),
    greeting: t.greeting(facts.recipientName),
    heading: t.heading(amount),
    paragraphs: [t.lead(facts.senderName, brand.projectName), t.how],
    details: [
      { label: t.code, value: facts.code, emphasis: true },
      { label: t.amount, value: amount },
      { label: t.validUntil, value: mailDateText(facts.expiresOn, facts.locale) },
    ],
    money: [],
    quotes:
      facts.message === '' ? [] : [{ label: t.message(facts.senderName), text: facts.message }],
    voucher: null,
    actions: [
      { label: t.shop, url: facts.shopUrl },
      { label: t.balance, url: facts.balanceUrl },
    ],
    footer: { sentBecause: t.sentBecause(facts.senderName), unsubscribe: null, note: t.note },
  }
  return {
    to: facts.to,
    subject: content.subject,
    text: mailText(content),
    html: await mailHtml(content),
  }
}
