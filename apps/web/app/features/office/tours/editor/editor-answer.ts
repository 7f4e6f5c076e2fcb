import type { OfficeTour, ReadinessGap } from '../tour-types.ts'
import type { ToursMessageKey } from '../tours-messages.ts'
import type { ListEdit } from './list-edit.ts'

/** The editor's forms, by the `intent` field each posts. */
export const editorIntents = [
  'basics',
  'description',
  'route',
  'program',
  'photos',
  'photo-upload',
  'included',
  'questions',
  'meeting',
  'cancellation',
  'status',
] as const
export type EditorIntent = (typeof editorIntents)[number]

/** The editor's sections, in the page's order: each is an anchor and a heading. */
export const editorSections = [
  'basics',
  'description',
  'route',
  'program',
  'photos',
  'included',
  'questions',
  'meeting',
  'cancellation',
  'publish',
] as const
export type EditorSection = (typeof editorSections)[number]

/** The section a form belongs to. */
export function sectionOfIntent(intent: EditorIntent): EditorSection {
  if (intent === 'photo-upload') return 'photos'
  if (intent === 'status') return 'publish'
  return intent
}

export function sectionTitleKey(section: EditorSection): ToursMessageKey {
  return `tours.section.${section}`
}

/**
 * What the route's action answers a section's post: saved (the page then shows the tour as
 * stored), refused (messages, and what was posted to show again), or a list move made on what was
 * posted (a form without a script).
 */
export type EditorAnswer = {
  readonly intent: EditorIntent
  readonly outcome: 'saved' | 'failed' | 'edited'
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
  /** The tour's status after a save. */
  readonly status?: OfficeTour['status']
  /** The text fields as posted, to draw the section again as it was sent. */
  readonly posted?: Readonly<Record<string, readonly string[]>>
  readonly move?: ListEdit
  /** 409 tour_not_publishable: what the tour lacks. */
  readonly missing?: readonly ReadinessGap[]
  /** A refused upload: the file and why (type or size), when the API said which. */
  readonly upload?: { readonly file: string; readonly refusal: string | null }
}

/** The posted fields of an answer back as a form's data, for the sections' parsers. */
export function postedFormData(posted: Readonly<Record<string, readonly string[]>>): FormData {
  const fields = new FormData()
  for (const [name, values] of Object.entries(posted)) {
    for (const value of values) fields.append(name, value)
  }
  return fields
}
