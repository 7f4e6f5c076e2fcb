import { createTextHook } from '../../lib/feature-text.ts'
import { homeStoriesMessages, type HomeStoriesMessageKey } from './home-stories-messages.ts'

/** The story dialog's words and links in the page language. */
export const useHomeStoriesText = createTextHook<HomeStoriesMessageKey>(homeStoriesMessages).useText
