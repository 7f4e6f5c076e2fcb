/** The office's tour pages' English paths (the text hook's `path` makes the Russian ones). */
export const TOURS_PATH = '/office/tours'
export const NEW_TOUR_PATH = '/office/tours/new'

export function tourEditorPath(id: number): string {
  return `/office/tours/${String(id)}`
}

/** The tour's dates and prices (the office's dates pages). */
export function tourDatesPath(id: number): string {
  return `/office/tours/${String(id)}/dates`
}
