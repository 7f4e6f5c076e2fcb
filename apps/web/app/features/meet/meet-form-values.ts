/** The query that tells the page the form was just saved without JavaScript (after the 303). */
export const MEET_SAVED_PARAM = 'saved'

/** What the no-JavaScript action answers when it shows the form again. */
export type MeetActionAnswer = {
  /** The text as typed, so nothing is lost. */
  readonly text: string
  /** The dialog's message: the API's on a 404 (§8), a general one otherwise; null when none. */
  readonly error: string | null
  /** A file the "Remove" button just deleted, left out of the list. */
  readonly removedFileId: number | null
}
