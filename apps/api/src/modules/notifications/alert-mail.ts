import type { AlertEvent } from '@tourmarket/domain/alerts'
import { defaultBrandId, getBrand, type BrandId } from '@tourmarket/domain/brand'
import { createTranslator, type AreaMessages, type Locale } from '@tourmarket/domain/i18n'
import type { Email } from '../../platform/mail/mailer.ts'
import { mailDateText, mailMoneyText, type MailContent, type MailDetail } from './mail-content.ts'
import { mailHtml } from './mail-html.ts'
import { mailText } from './mail-text.ts'

/** A line of an alert mail: a date event of a watched tour, or a tour new to a saved search. */
export type AlertMailLine =
  | Exclude<AlertEvent, { kind: 'new-tour' }>
  | { readonly kind: 'new-tour'; readonly title: string; readonly url: string }

/** One alert's part of the mail: the tour (or the saved search) and what happened. */
export type AlertMailGroup = {
  readonly kind: 'tour' | 'search'
  /** The tour's title; for a search, unused (the mail names it 'Your saved search'). */
  readonly title: string
  /** The tour page, or the saved search's results. */
  readonly url: string
  readonly lines: readonly AlertMailLine[]
}

/** An alert mail: one event at once, or a day's events in a digest (issue 44 item 2). */
export type AlertMailFacts = {
  readonly locale: Locale
  readonly recipient: { readonly email: string; readonly name: string | null }
  readonly digest: boolean
  readonly groups: readonly AlertMailGroup[]
  /** Turns off the alerts this mail came from, without sign-in (signed). */
  readonly unsubscribeUrl: string
  /** The account's alerts page. */
  readonly settingsUrl: string
}

export const alertMailMessages: AreaMessages = {
  'en-US': {
    'greeting.named': 'Hello, {name},',
    'greeting.anonymous': 'Hello,',
    'subject.new-date': 'New date for {tour}',
    'subject.price-drop': 'Price drop: {tour} is {percent} % cheaper',
    'subject.seat-freed': 'A seat is free again on {tour}',
    'subject.new-tour': 'New tours match your saved search',
    'subject.digest': { one: 'Your alerts: {count} news', other: 'Your alerts: {count} news' },
    heading: 'News on what you watch',
    'heading.digest': 'Your daily alerts',
    lead: 'Something you asked us to watch has changed:',
    'lead.digest': 'Here is what changed since your last alerts mail:',
    'search.title': 'Your saved search',
    'line.new-date': 'New date {date}: from {price}',
    'line.price-drop': '{date}: {from} → {to} (−{percent} %)',
    'line.seat-freed': {
      one: '{date}: {count} seat free again',
      other: '{date}: {count} seats free again',
    },
    'line.new-tour': 'New tour',
    'button.tour': 'Open the tour',
    'button.search': 'See the tours',
    'button.settings': 'Alert settings',
    sentBecause: 'You get this mail because you turned on alerts on {brand}.',
    unsubscribe: 'Turn off these alerts',
  },
  ru: {
    'greeting.named': 'Здравствуйте, {name}!',
    'greeting.anonymous': 'Здравствуйте!',
    'subject.new-date': 'Новая дата: {tour}',
    'subject.price-drop': 'Цена снизилась на {percent} %: {tour}',
    'subject.seat-freed': 'Освободилось место: {tour}',
    'subject.new-tour': 'Новые туры по вашему поиску',
    'subject.digest': {
      one: 'Ваши оповещения: {count} новость',
      few: 'Ваши оповещения: {count} новости',
      many: 'Ваши оповещения: {count} новостей',
      other: 'Ваши оповещения: {count} новости',
    },
    heading: 'Новости о том, за чем вы следите',
    'heading.digest': 'Оповещения за день',
    lead: 'Изменилось то, за чем вы попросили следить:',
    'lead.digest': 'Вот что изменилось с прошлого письма с оповещениями:',
    'search.title': 'Ваш сохранённый поиск',
    'line.new-date': 'Новая дата {date}: от {price}',
    'line.price-drop': '{date}: {from} → {to} (−{percent} %)',
    'line.seat-freed': {
      one: '{date}: освободилось {count} место',
      few: '{date}: освободилось {count} места',
      many: '{date}: освободилось {count} мест',
      other: '{date}: освободилось {count} места',
    },
    'line.new-tour': 'Новый тур',
    'button.tour': 'Открыть тур',
    'button.search': 'Смотреть туры',
    'button.settings': 'Настройки оповещений',
    sentBecause: 'Вы получили это письмо, потому что включили оповещения на {brand}.',
    unsubscribe: 'Отключить эти оповещения',
  },
}

function lineDetail(
  line: AlertMailLine,
  group: AlertMailGroup,
  t: ReturnType<typeof createTranslator>,
  locale: Locale,
): MailDetail {
  const label = group.kind === 'search' ? t('search.title') : group.title
  switch (line.kind) {
    case 'new-date':
      return {
        label,
        href: group.url,
        value: t('line.new-date', {
          date: mailDateText(line.startDate, locale),
          price: mailMoneyText({ amountMinor: line.priceMinor, currency: line.currency }),
        }),
      }
    case 'price-drop':
      return {
        label,
        href: group.url,
        emphasis: true,
        value: t('line.price-drop', {
          date: mailDateText(line.startDate, locale),
          from: mailMoneyText({ amountMinor: line.fromMinor, currency: line.currency }),
          to: mailMoneyText({ amountMinor: line.toMinor, currency: line.currency }),
          percent: line.percent,
        }),
      }
    case 'seat-freed':
      return {
        label,
        href: group.url,
        value: t('line.seat-freed', {
          date: mailDateText(line.startDate, locale),
          count: line.freeSeats,
        }),
      }
    case 'new-tour':
      return { label: t('line.new-tour'), value: line.title, href: line.url }
    default: {
      const unknown: never = line
      throw new Error(`Unknown alert line ${JSON.stringify(unknown)}`)
    }
  }
}

function subjectOf(facts: AlertMailFacts, t: ReturnType<typeof createTranslator>): string {
  const lines = facts.groups.flatMap((group) => group.lines.map((line) => ({ group, line })))
  const only = lines.length === 1 || facts.groups.length === 1 ? lines[0] : undefined
  if (facts.digest || only === undefined) {
    return t('subject.digest', { count: lines.length })
  }
  const { group, line } = only
  if (line.kind === 'price-drop') {
    return t('subject.price-drop', { tour: group.title, percent: line.percent })
  }
  return t(`subject.${line.kind}`, { tour: group.title })
}

/** What an alert mail says, for its HTML and text parts and for the messenger. */
export function alertMailContent(facts: AlertMailFacts, brandName: string): MailContent {
  const t = createTranslator(facts.locale, alertMailMessages)
  const first = facts.groups[0]
  const details = facts.groups.flatMap((group) =>
    group.lines.map((line) => lineDetail(line, group, t, facts.locale)),
  )
  const lead = t(facts.digest ? 'lead.digest' : 'lead')
  return {
    locale: facts.locale,
    brandName,
    subject: subjectOf(facts, t),
    preview: details[0] === undefined ? lead : `${details[0].label}: ${details[0].value}`,
    greeting:
      facts.recipient.name === null || facts.recipient.name.trim() === ''
        ? t('greeting.anonymous')
        : t('greeting.named', { name: facts.recipient.name }),
    heading: t(facts.digest ? 'heading.digest' : 'heading'),
    paragraphs: [lead],
    details,
    money: [],
    quotes: [],
    voucher: null,
    actions: [
      ...(first === undefined || facts.groups.length > 1
        ? []
        : [{ label: t(first.kind === 'tour' ? 'button.tour' : 'button.search'), url: first.url }]),
      { label: t('button.settings'), url: facts.settingsUrl },
    ],
    footer: {
      sentBecause: t('sentBecause', { brand: brandName }),
      unsubscribe: { label: t('unsubscribe'), url: facts.unsubscribeUrl },
      note: null,
    },
  }
}

/**
 * The alert mail, designed, with the RFC 8058 one-click headers: a mail client's own
 * "Unsubscribe" posts `List-Unsubscribe=One-Click` to the link, which the storefront accepts.
 */
export async function composeAlertMail(
  facts: AlertMailFacts,
  brand: BrandId = defaultBrandId,
): Promise<Email> {
  const content = alertMailContent(facts, getBrand(brand).projectName)
  return {
    to: facts.recipient.email,
    subject: content.subject,
    text: mailText(content),
    html: await mailHtml(content),
    headers: {
      'List-Unsubscribe': `<${facts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The same news as a messenger message: the subject, the lines, the link to turn it off. */
export function alertMessengerText(facts: AlertMailFacts, brand: BrandId = defaultBrandId): string {
  const content = alertMailContent(facts, getBrand(brand).projectName)
  return [
    content.subject,
    ...content.details.map((line) =>
      line.href === undefined
        ? `${line.label}: ${line.value}`
        : `${line.label}: ${line.value}\n${line.href}`,
    ),
    `${content.footer.unsubscribe?.label ?? ''}: ${facts.unsubscribeUrl}`,
  ].join('\n\n')
}
