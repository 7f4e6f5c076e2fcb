import type { AreaMessages } from '../i18n/catalogue.ts'
import { enUsEnumLabels } from './labels.ts'
import { ruEnumLabels } from './labels-ru.ts'

/** Labels of the enumerations users see (§3, §4, §9), in every language. */
export const enumMessages: AreaMessages = { 'en-US': enUsEnumLabels, ru: ruEnumLabels }
