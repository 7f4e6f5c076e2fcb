import type { AreaMessages } from '@tourmarket/domain/i18n'
import { featureTranslators } from '../../i18n/translator.ts'

/** The words of 'Save this search' on the tours page (issue 44 item 2). */
const saveSearchMessages: AreaMessages = {
  'en-US': {
    'saveSearch.button': 'Save this search',
    'saveSearch.hint': 'Get a mail when new tours match it',
  },
  ru: {
    'saveSearch.button': 'Сохранить поиск',
    'saveSearch.hint': 'Пришлём письмо, когда появятся новые туры',
  },
}

export const saveSearchTranslator = featureTranslators(saveSearchMessages)
