import { createTextHook, type FeatureText } from '../../lib/feature-text.ts'
import { callsMessages, type CallsMessageKey } from './calls-messages.ts'

const callsTexts = createTextHook<CallsMessageKey>(callsMessages)

/** The words of calls in a language, without a hook: for the no-JavaScript action and `meta`. */
export const callsTextFor = callsTexts.textFor

export type CallsText = FeatureText<CallsMessageKey>

export const useCallsText = callsTexts.useText
