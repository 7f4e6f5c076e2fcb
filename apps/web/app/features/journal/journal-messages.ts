import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The journal's words; only the journal pages load them (first-load budget, decision 0011). */
const enUsJournalMessages = {
  'journal.title': 'Journal',
  'journal.description':
    'Travel stories, destination guides and practical tips from guides and travellers.',
  'journal.categoryTitle': '{category} — journal',
  'journal.categoryDescription': '{category}: articles from the journal.',
  'journal.pageTitle': '{title}, page {page}',
  'journal.breadcrumbs': 'Breadcrumbs',
  'journal.sections': 'Journal sections',
  'journal.allSections': 'All articles',
  'journal.empty': 'No articles here yet. Come back soon.',
  'journal.emptyLink': 'Read the whole journal',
  'journal.pagination': 'Journal pages',
  'journal.pageLabel': 'Page {page}',
  'journal.readingMinutes': '{minutes} min read',
  'journal.by': 'By {author}',
  'journal.published': 'Published',
  'journal.tags': 'Tags',
  'journal.similar': 'Read next',
  'journal.placeTours': 'Tours in {country}',
  'journal.placeToursAll': {
    one: 'The one tour in {country}',
    other: 'All {count} tours in {country}',
  },
  'journal.allArticles': 'All articles in the journal',
} as const

export type JournalMessageKey = keyof typeof enUsJournalMessages

const ruJournalMessages: Readonly<Record<JournalMessageKey, MessageValue>> = {
  'journal.title': 'Журнал',
  'journal.description':
    'Истории о путешествиях, путеводители и практические советы от гидов и путешественников.',
  'journal.categoryTitle': '{category} — журнал',
  'journal.categoryDescription': '{category}: статьи из журнала.',
  'journal.pageTitle': '{title}, страница {page}',
  'journal.breadcrumbs': 'Навигационная цепочка',
  'journal.sections': 'Разделы журнала',
  'journal.allSections': 'Все статьи',
  'journal.empty': 'Здесь пока нет статей. Загляните позже.',
  'journal.emptyLink': 'Читать весь журнал',
  'journal.pagination': 'Страницы журнала',
  'journal.pageLabel': 'Страница {page}',
  'journal.readingMinutes': '{minutes} мин чтения',
  'journal.by': 'Автор: {author}',
  'journal.published': 'Опубликовано',
  'journal.tags': 'Теги',
  'journal.similar': 'Читайте также',
  'journal.placeTours': 'Туры: {country}',
  'journal.placeToursAll': 'Все туры ({count}): {country}',
  'journal.allArticles': 'Все статьи журнала',
}

export const journalMessages: AreaMessages = {
  'en-US': enUsJournalMessages,
  ru: ruJournalMessages,
}
