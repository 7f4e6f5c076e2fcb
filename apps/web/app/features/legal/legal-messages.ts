import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The legal pages' own words around the documents; only these pages load them (decision 0011). */
const enUsLegalMessages = {
  'legalPage.effectiveFrom': 'Effective from {date} (version {label})',
  'legalPage.scheduledNotice':
    'This version takes effect on {date}. Until then the version of {current} applies.',
  'legalPage.upcoming': 'A new version takes effect on {date}.',
  'legalPage.upcomingLink': 'Read the new version',
  'legalPage.contents': 'Contents',
  'legalPage.olderNotice': 'You are reading an earlier version, in effect from {date}.',
  'legalPage.currentLink': 'Read the current version',
  'legalPage.earlierVersions': 'Earlier versions',
  'legalPage.versionFrom': 'Version of {date}',
  'legalPage.otherDocuments': 'Other documents',
  'legalPage.agreement': 'Terms and Conditions',
  'legalPage.tour-provider-agreement': 'Tour Provider Agreement',
  'legalPage.privacy': 'Privacy Policy',
  'legalPage.safety-rules': 'Safety Rules',
} as const

export type LegalMessageKey = keyof typeof enUsLegalMessages

const ruLegalMessages: Readonly<Record<LegalMessageKey, MessageValue>> = {
  'legalPage.effectiveFrom': 'Действует с {date} (редакция {label})',
  'legalPage.scheduledNotice':
    'Эта редакция вступает в силу {date}. До тех пор действует редакция от {current}.',
  'legalPage.upcoming': 'Новая редакция вступает в силу {date}.',
  'legalPage.upcomingLink': 'Прочитать новую редакцию',
  'legalPage.contents': 'Содержание',
  'legalPage.olderNotice': 'Вы читаете прежнюю редакцию, действовавшую с {date}.',
  'legalPage.currentLink': 'Открыть действующую редакцию',
  'legalPage.earlierVersions': 'Прежние редакции',
  'legalPage.versionFrom': 'Редакция от {date}',
  'legalPage.otherDocuments': 'Другие документы',
  'legalPage.agreement': 'Пользовательское соглашение',
  'legalPage.tour-provider-agreement': 'Соглашение с организатором туров',
  'legalPage.privacy': 'Политика конфиденциальности',
  'legalPage.safety-rules': 'Правила безопасности',
}

export const legalMessages: AreaMessages = {
  'en-US': enUsLegalMessages,
  ru: ruLegalMessages,
}
