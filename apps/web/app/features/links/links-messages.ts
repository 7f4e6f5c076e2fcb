import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The words of the staff page (§2 /employees-cookie); only that page loads them. */
const enUsLinksMessages = {
  'employees.title': 'Analytics for employees',
  'employees.offHeading': 'Analytics are off on this device for employees',
  'employees.offText':
    'Visits from this browser are no longer counted in the {projectName} statistics, so your work on the site does not mix with what travellers do. This lasts a year, or until this browser’s cookies are cleared.',
  'employees.undo': 'Turn analytics back on',
  'employees.onHeading': 'Analytics are on again on this device',
  'employees.onText': 'Visits from this browser are counted again like everyone else’s.',
  'employees.turnOff': 'Turn analytics off again',
  'employees.home': 'Go to the home page',
} satisfies Record<string, MessageValue>

export type LinksMessageKey = keyof typeof enUsLinksMessages

const ruLinksMessages: Record<LinksMessageKey, MessageValue> = {
  'employees.title': 'Аналитика для сотрудников',
  'employees.offHeading': 'Аналитика на этом устройстве отключена для сотрудников',
  'employees.offText':
    'Посещения из этого браузера больше не учитываются в статистике {projectName}, и ваша работа на сайте не смешивается с действиями путешественников. Это действует год или пока не будут удалены cookie этого браузера.',
  'employees.undo': 'Снова включить аналитику',
  'employees.onHeading': 'Аналитика на этом устройстве снова включена',
  'employees.onText': 'Посещения из этого браузера снова учитываются, как и у всех.',
  'employees.turnOff': 'Снова отключить аналитику',
  'employees.home': 'На главную',
}

export const linksMessages: AreaMessages = {
  'en-US': enUsLinksMessages,
  ru: ruLinksMessages,
}
