import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The help centre's words; only its pages load them (first-load budget, decision 0011). */
const enUsHelpCenterMessages = {
  'helpCenter.title': 'Help center',
  'helpCenter.lead': 'Answers to common questions about booking, payment and your account.',
  'helpCenter.breadcrumbs': 'Breadcrumbs',
  'helpCenter.home': 'Home',
  'helpCenter.searchLabel': 'Search the help center',
  'helpCenter.searchPlaceholder': 'For example: refund',
  'helpCenter.searchSubmit': 'Search',
  'helpCenter.resultsTitle': 'Results for “{query}”',
  'helpCenter.resultsCount': { one: '{count} article found', other: '{count} articles found' },
  'helpCenter.clearSearch': 'All topics',
  'helpCenter.sectionsTitle': 'Topics',
  'helpCenter.sectionArticles': 'More in {section}',
  'helpCenter.backToSections': 'All topics',
  'helpCenter.form.title': 'Ask us a question',
  'helpCenter.form.titleArticle': 'Didn’t find an answer?',
  'helpCenter.form.lead':
    'Write to us and support will answer by e-mail, usually within one working day.',
  'helpCenter.form.name': 'Your name',
  'helpCenter.form.email': 'E-mail',
  'helpCenter.form.phone': 'Phone (optional)',
  'helpCenter.form.phoneHint': 'With the country code, e.g. +1 202 555 0100',
  'helpCenter.form.kind': 'Topic',
  'helpCenter.form.message': 'Your question',
  'helpCenter.form.submit': 'Send',
  'helpCenter.form.sent':
    'Thank you! Your question has been sent. Support will answer at the e-mail you gave.',
  'helpCenter.form.sendAnother': 'Ask another question',
  'helpCenter.form.failed': 'The question could not be sent. Please try again later.',
} as const

export type HelpCenterMessageKey = keyof typeof enUsHelpCenterMessages

const ruHelpCenterMessages: Readonly<Record<HelpCenterMessageKey, MessageValue>> = {
  'helpCenter.title': 'Центр помощи',
  'helpCenter.lead': 'Ответы на частые вопросы о бронировании, оплате и аккаунте.',
  'helpCenter.breadcrumbs': 'Навигационная цепочка',
  'helpCenter.home': 'Главная',
  'helpCenter.searchLabel': 'Поиск по центру помощи',
  'helpCenter.searchPlaceholder': 'Например: возврат',
  'helpCenter.searchSubmit': 'Найти',
  'helpCenter.resultsTitle': 'Результаты по запросу «{query}»',
  'helpCenter.resultsCount': {
    one: 'Найдена {count} статья',
    few: 'Найдено {count} статьи',
    many: 'Найдено {count} статей',
    other: 'Найдено {count} статьи',
  },
  'helpCenter.clearSearch': 'Все темы',
  'helpCenter.sectionsTitle': 'Темы',
  'helpCenter.sectionArticles': 'Ещё в разделе «{section}»',
  'helpCenter.backToSections': 'Все темы',
  'helpCenter.form.title': 'Задайте вопрос',
  'helpCenter.form.titleArticle': 'Не нашли ответ?',
  'helpCenter.form.lead':
    'Напишите нам, и поддержка ответит по электронной почте, обычно в течение одного рабочего дня.',
  'helpCenter.form.name': 'Ваше имя',
  'helpCenter.form.email': 'Электронная почта',
  'helpCenter.form.phone': 'Телефон (необязательно)',
  'helpCenter.form.phoneHint': 'С кодом страны, например +7 912 345 67 89',
  'helpCenter.form.kind': 'Тема',
  'helpCenter.form.message': 'Ваш вопрос',
  'helpCenter.form.submit': 'Отправить',
  'helpCenter.form.sent': 'Спасибо! Ваш вопрос отправлен. Поддержка ответит на указанную почту.',
  'helpCenter.form.sendAnother': 'Задать ещё вопрос',
  'helpCenter.form.failed': 'Не удалось отправить вопрос. Попробуйте позже.',
}

export const helpCenterMessages: AreaMessages = {
  'en-US': enUsHelpCenterMessages,
  ru: ruHelpCenterMessages,
}
