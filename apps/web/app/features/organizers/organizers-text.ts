import type { Locale } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../lib/feature-text.ts'
import { organizersMessages, type OrganizersMessageKey } from './organizers-messages.ts'

const organizersTexts = createTextHook<OrganizersMessageKey>(organizersMessages)

/** The pages' words in a language, without a hook: for loaders and `meta` exports. */
export function organizersText(locale: Locale) {
  return organizersTexts.textFor(locale).text
}

/** The pages' words and their links in the page language. */
export const useOrganizersText = organizersTexts.useText
