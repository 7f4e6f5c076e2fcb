/** The collection form's text fields, named as the API names them. */
export const collectionFields = ['name', 'name_ru', 'description', 'description_ru'] as const
export type CollectionField = (typeof collectionFields)[number]

/** What a refused post shows: what was typed, the API's words under fields, and a message. */
export type CollectionAnswer = {
  readonly posted: Readonly<Record<CollectionField, string>>
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

export const collectionNotices = ['saved', 'moved', 'published', 'hidden'] as const
export type CollectionNotice = (typeof collectionNotices)[number]

export function collectionNoticeOf(value: string | null): CollectionNotice | null {
  return (collectionNotices as readonly (string | null)[]).includes(value)
    ? (value as CollectionNotice)
    : null
}
