import { createTextHook, type FeatureText } from '../../lib/feature-text.ts'
import { helpCenterMessages, type HelpCenterMessageKey } from './help-center-messages.ts'

const helpCenterTexts = createTextHook<HelpCenterMessageKey>(helpCenterMessages)

/** The help centre's words and links in a language, without a hook: for `meta` and the action. */
export const helpCenterTextFor = helpCenterTexts.textFor

export type HelpCenterText = FeatureText<HelpCenterMessageKey>

/** The page's words and its links in the page language (/ru/… for Russian). */
export const useHelpCenterText = helpCenterTexts.useText
