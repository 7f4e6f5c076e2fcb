import type { AdminJournalPost } from '@tourmarket/contracts'

/** A post's state as the console's pills colour it. */
export const stateTone: Readonly<
  Record<AdminJournalPost['state'], 'info' | 'warning' | 'success'>
> = {
  draft: 'info',
  scheduled: 'warning',
  published: 'success',
}
