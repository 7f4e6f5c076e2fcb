import type { OrganizerReplyTime } from '@tourmarket/contracts'
import { REPLY_TIME_WINDOW_DAYS, usualReplyTime } from '@tourmarket/domain/chat'
import type { ChatDeps } from './deps.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Issue 42: how soon an organizer usually replies, from their chats (a public answer, no names). */
export function createReplyTimeUseCases(deps: ChatDeps) {
  const { repository, now } = deps
  return {
    async organizerReplyTime(organizerId: number): Promise<OrganizerReplyTime> {
      const at = now()
      const since = new Date(at.getTime() - REPLY_TIME_WINDOW_DAYS * DAY_MS)
      const usual = usualReplyTime(await repository.replyWaits(organizerId, since), at)
      return { reply_time: usual?.bucket ?? null }
    },
  }
}
