import type { TourPage as TourPageRecord } from '@tourmarket/contracts'

/** The query parameter of a link to one question on a tour page: `?question={id}#question-{id}`. */
export const LINKED_QUESTION_PARAM = 'question'

/** The anchor of a question on the tour page, so a link to it scrolls there before any script. */
export function questionAnchor(questionId: number): string {
  return `question-${questionId}`
}

/** The link that opens one question of a tour page (the page's own path and the question). */
export function questionLink(pathname: string, questionId: number): string {
  const query = new URLSearchParams({ [LINKED_QUESTION_PARAM]: String(questionId) })
  return `${pathname}?${query.toString()}#${questionAnchor(questionId)}`
}

/**
 * The question a tour page's address names that the page does not list yet, so §7
 * /spa/tour-question must load it: null without a well-formed id, or when /spa/tour already
 * brought it (one of the newest answered ones), since asking again would only repeat it.
 */
export function questionToLoad(url: URL, tour: Pick<TourPageRecord, 'questions'>): number | null {
  const raw = url.searchParams.get(LINKED_QUESTION_PARAM)
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  if (!Number.isSafeInteger(id)) return null
  if ((tour.questions ?? []).some((question) => question.id === id)) return null
  return id
}
