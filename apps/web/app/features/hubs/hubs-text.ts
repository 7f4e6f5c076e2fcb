import { createTextHook } from '../../lib/feature-text.ts'
import { hubsMessages, type HubsMessageKey } from './hubs-messages.ts'

const hubsTexts = createTextHook<HubsMessageKey>(hubsMessages)

/** A hub text in a language, without a hook: for the `meta` exports and the JSON-LD. */
export const hubsText = hubsTexts.words

/** The hubs' words and links in the page language. */
export const useHubsText = hubsTexts.useText
