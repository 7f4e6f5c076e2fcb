import type { TourPage } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import {
  calendarDateText,
  createTranslator,
  globalMessages,
  mergeCatalogues,
} from '@tourmarket/domain/i18n'
import type { AreaMessages, Locale } from '@tourmarket/domain/i18n'
import { formatMoney, money } from '@tourmarket/domain/money'

/** The words of the program PDF (and of the mails that carry it), in the storefront's languages. */
export const programPdfMessages: AreaMessages = {
  'en-US': {
    'programPdf.keyFacts': 'Key facts',
    'programPdf.duration': 'Duration',
    'programPdf.start': 'Start',
    'programPdf.route': 'Route',
    'programPdf.groupSize': 'Group size',
    'programPdf.groupSizeValue': '{min}–{max} people',
    'programPdf.minAge': 'Age',
    'programPdf.minAgeValue': 'from {age}',
    'programPdf.difficulty': 'Difficulty',
    'programPdf.comfort': 'Comfort',
    'programPdf.accommodation': 'Accommodation',
    'programPdf.languages': 'Guide speaks',
    'programPdf.program': 'Program',
    'programPdf.day': 'Day {day}',
    'programPdf.noProgram': 'The organizer has not published a day-by-day program yet.',
    'programPdf.dates': 'Upcoming dates and prices',
    'programPdf.perPerson': 'per person',
    'programPdf.soldOut': 'Sold out',
    'programPdf.seatsLeft': '{count} seats left',
    'programPdf.notGuaranteed': 'Departure not yet guaranteed',
    'programPdf.noDates': 'No dates are open for booking now: ask the organizer about this tour.',
    'programPdf.onRequest': 'This tour runs on request.',
    'programPdf.organizer': 'Organizer',
    'programPdf.organizerRating': 'Rating {rating} · {count} reviews',
    'programPdf.pricesNote':
      'Prices in {currency} as of {date}; the price on the site when you book is the one that counts.',
    'programPdf.bookAt': 'Book and ask questions at {url}',
    'programPdf.page': 'Page {page} of {pages}',
    'programPdf.mailSubject': 'The program of “{title}”',
    'programPdf.mailText':
      'Hello!\n\nHere is the program of “{title}” you asked for, as a PDF attached to this e-mail: the days, the upcoming dates and prices in {currency}.\n\nThe tour page: {pageUrl}\nThe PDF online: {pdfUrl}\n\n{brand}',
    'programPdf.whatsappText': 'The program of “{title}” (PDF): {pdfUrl}\nThe tour: {pageUrl}',
    'programPdf.confirmationSubject': 'You will hear from us about “{title}”',
    'programPdf.confirmationText':
      'Hello!\n\nYou asked us to keep you posted about “{title}”. Its program is attached as a PDF: the days, the upcoming dates and prices in {currency}. When its dates or prices change, we will e-mail you the updated program.\n\nThe tour page: {pageUrl}\n\nTo stop these e-mails: {unsubscribeUrl}\n\n{brand}',
    'programPdf.updateSubject': 'The program of “{title}” has changed',
    'programPdf.updateText':
      'Hello!\n\nThe dates or prices of “{title}” have changed. The updated program is attached as a PDF, with the upcoming dates and prices in {currency}.\n\nThe tour page: {pageUrl}\n\nTo stop these e-mails: {unsubscribeUrl}\n\n{brand}',
  },
  ru: {
    'programPdf.keyFacts': 'Коротко о туре',
    'programPdf.duration': 'Продолжительность',
    'programPdf.start': 'Старт',
    'programPdf.route': 'Маршрут',
    'programPdf.groupSize': 'Группа',
    'programPdf.groupSizeValue': '{min}–{max} человек',
    'programPdf.minAge': 'Возраст',
    'programPdf.minAgeValue': 'от {age} лет',
    'programPdf.difficulty': 'Сложность',
    'programPdf.comfort': 'Комфорт',
    'programPdf.accommodation': 'Проживание',
    'programPdf.languages': 'Язык гида',
    'programPdf.program': 'Программа',
    'programPdf.day': 'День {day}',
    'programPdf.noProgram': 'Организатор пока не опубликовал программу по дням.',
    'programPdf.dates': 'Ближайшие даты и цены',
    'programPdf.perPerson': 'за человека',
    'programPdf.soldOut': 'Мест нет',
    'programPdf.seatsLeft': 'Осталось мест: {count}',
    'programPdf.notGuaranteed': 'Выезд пока не гарантирован',
    'programPdf.noDates': 'Сейчас нет дат для бронирования: спросите организатора об этом туре.',
    'programPdf.onRequest': 'Этот тур проводится по запросу.',
    'programPdf.organizer': 'Организатор',
    'programPdf.organizerRating': 'Рейтинг {rating} · отзывов: {count}',
    'programPdf.pricesNote':
      'Цены в {currency} на {date}; при бронировании действует цена на сайте.',
    'programPdf.bookAt': 'Бронирование и вопросы: {url}',
    'programPdf.page': 'Страница {page} из {pages}',
    'programPdf.mailSubject': 'Программа тура «{title}»',
    'programPdf.mailText':
      'Здравствуйте!\n\nПрограмма тура «{title}», которую вы запросили, — в PDF во вложении: дни, ближайшие даты и цены в {currency}.\n\nСтраница тура: {pageUrl}\nPDF на сайте: {pdfUrl}\n\n{brand}',
    'programPdf.whatsappText': 'Программа тура «{title}» (PDF): {pdfUrl}\nТур: {pageUrl}',
    'programPdf.confirmationSubject': 'Будем держать вас в курсе: «{title}»',
    'programPdf.confirmationText':
      'Здравствуйте!\n\nВы попросили сообщать вам о туре «{title}». Его программа — в PDF во вложении: дни, ближайшие даты и цены в {currency}. Когда изменятся даты или цены, мы пришлём обновлённую программу.\n\nСтраница тура: {pageUrl}\n\nОтписаться от этих писем: {unsubscribeUrl}\n\n{brand}',
    'programPdf.updateSubject': 'Программа тура «{title}» изменилась',
    'programPdf.updateText':
      'Здравствуйте!\n\nИзменились даты или цены тура «{title}». Обновлённая программа — в PDF во вложении, с ближайшими датами и ценами в {currency}.\n\nСтраница тура: {pageUrl}\n\nОтписаться от этих писем: {unsubscribeUrl}\n\n{brand}',
  },
}

const catalogues = mergeCatalogues(globalMessages, programPdfMessages)

/** A translator of the program's words (the PDF and the messages that carry it). */
export function programPdfTranslator(language: Locale) {
  return createTranslator(language, catalogues)
}

export type ProgramPdfFact = { readonly label: string; readonly value: string }
export type ProgramPdfDay = {
  readonly heading: string
  readonly title: string
  readonly paragraphs: readonly string[]
}
export type ProgramPdfDate = {
  readonly when: string
  readonly price: string
  /** The price before the discount, struck through; null without a discount. */
  readonly oldPrice: string | null
  readonly note: string
  readonly available: boolean
}

/** Everything the PDF shows, worded and formatted: the renderer only lays it out. */
export type ProgramPdfContent = {
  readonly language: Locale
  readonly title: string
  readonly place: string
  readonly summary: string
  readonly labels: {
    readonly keyFacts: string
    readonly program: string
    readonly dates: string
    readonly organizer: string
    readonly perPerson: string
  }
  readonly facts: readonly ProgramPdfFact[]
  readonly programName: string | null
  readonly days: readonly ProgramPdfDay[]
  readonly noProgram: string
  readonly dates: readonly ProgramPdfDate[]
  readonly noDates: string
  readonly pricesNote: string
  readonly organizer: { readonly name: string; readonly line: string | null }
  readonly bookAt: string
  readonly pageLabel: (page: number, pages: number) => string
}

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  hellip: '…',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
    return namedEntities[name.toLowerCase()] ?? whole
  })
}

/**
 * The organizer's sanitised HTML as paragraphs of plain text: block ends break paragraphs, list
 * items get a bullet, tags go, entities are decoded, runs of white space become one space.
 */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|ul|ol|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•')
}

/** `altai-trek-12` → `altai-trek-12-program.pdf`: ASCII only, safe in a Content-Disposition. */
export function programPdfFileName(slug: string): string {
  const safe = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  return `${safe === '' ? 'tour' : safe}-program.pdf`
}

function dateRangeText(start: string, end: string, language: Locale): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4)
  const from = calendarDateText(start, language, { month: 'long', year: !sameYear })
  const to = calendarDateText(end, language, { month: 'long', year: true })
  return start === end ? to : `${from} – ${to}`
}

export type ProgramPdfContext = {
  readonly language: Locale
  readonly currency: BrandCurrency
  /** Today, yyyy-MM-dd: the day the prices are quoted for. */
  readonly today: string
  /** The tour page's absolute address, printed for booking. */
  readonly pageUrl: string
}

/** Words and numbers of the program PDF from the tour page the API would answer in the same context. */
export function programPdfContent(tour: TourPage, context: ProgramPdfContext): ProgramPdfContent {
  const { language, currency } = context
  const t = createTranslator(language, catalogues)
  const price = (amountMinor: number) => formatMoney(money(amountMinor, currency))
  const facts: ProgramPdfFact[] = [
    { label: t('programPdf.duration'), value: t('count.days', { count: tour.duration_days }) },
    { label: t('programPdf.start'), value: tour.start_city.name },
  ]
  const route = tour.route.map((place) => place.name)
  if (route.length > 1) facts.push({ label: t('programPdf.route'), value: route.join(' → ') })
  facts.push(
    {
      label: t('programPdf.groupSize'),
      value: t('programPdf.groupSizeValue', { min: tour.group_size.min, max: tour.group_size.max }),
    },
    { label: t('programPdf.difficulty'), value: tour.difficulty.label },
    { label: t('programPdf.comfort'), value: tour.comfort.label },
  )
  if (tour.accommodation.length > 0) {
    facts.push({
      label: t('programPdf.accommodation'),
      value: tour.accommodation.map((kind) => kind.label).join(', '),
    })
  }
  if (tour.min_age > 0) {
    facts.push({
      label: t('programPdf.minAge'),
      value: t('programPdf.minAgeValue', { age: tour.min_age }),
    })
  }
  if (tour.languages.length > 0) {
    facts.push({
      label: t('programPdf.languages'),
      value: tour.languages.map((spoken) => spoken.name).join(', '),
    })
  }
  const organizer = tour.organizer
  return {
    language,
    title: tour.title,
    place: [tour.start_city.name, tour.region?.name, tour.country.name]
      .filter((part): part is string => part !== undefined && part !== '')
      .filter((part, index, all) => all.indexOf(part) === index)
      .join(', '),
    summary: tour.summary,
    labels: {
      keyFacts: t('programPdf.keyFacts'),
      program: t('programPdf.program'),
      dates: t('programPdf.dates'),
      organizer: t('programPdf.organizer'),
      perPerson: t('programPdf.perPerson'),
    },
    facts,
    programName: tour.program?.name ?? null,
    days: (tour.program?.days ?? []).map((day) => ({
      heading: t('programPdf.day', { day: day.day_number }),
      title: day.title,
      paragraphs: htmlToParagraphs(day.description),
    })),
    noProgram: t('programPdf.noProgram'),
    dates: tour.dates.map((date) => ({
      when: dateRangeText(date.start, date.end, language),
      price: price(date.price),
      oldPrice: date.is_discount_exist ? price(date.price_without_discount) : null,
      note: date.is_busy
        ? t('programPdf.soldOut')
        : [
            t('programPdf.seatsLeft', { count: date.number_of_free_seats }),
            ...(date.not_guaranteed ? [t('programPdf.notGuaranteed')] : []),
          ].join(' · '),
      available: !date.is_busy,
    })),
    noDates: tour.is_on_request ? t('programPdf.onRequest') : t('programPdf.noDates'),
    pricesNote: t('programPdf.pricesNote', {
      currency,
      date: calendarDateText(context.today, language, { month: 'long', year: true }),
    }),
    organizer: {
      name: organizer.name,
      line:
        organizer.rating === null
          ? null
          : t('programPdf.organizerRating', {
              rating: organizer.rating.toFixed(1),
              count: organizer.reviews_count,
            }),
    },
    bookAt: t('programPdf.bookAt', { url: context.pageUrl }),
    pageLabel: (page, pages) => t('programPdf.page', { page, pages }),
  }
}
