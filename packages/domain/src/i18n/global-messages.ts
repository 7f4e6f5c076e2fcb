import type { AreaMessages } from './catalogue.ts'
import { enUsGlobalMessages } from './messages.ts'
import { ruGlobalMessages } from './messages-ru.ts'

/** The product-wide strings of §2, §8 and §9, and common counts, in every language. */
export const globalMessages: AreaMessages = { 'en-US': enUsGlobalMessages, ru: ruGlobalMessages }
