import type { ChatAuthorSide } from '../../db/schema/chat.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import type { ChatAudience } from './realtime/bus.ts'
import type { ChatRecord, ChatScope } from './records.ts'

/** Support is staff signed in as admins (§6 is_admin_auth). */
export function isSupport(viewer: Viewer): boolean {
  return viewer.isAdminAuth
}

export function scopeOf(viewer: Viewer): ChatScope {
  return {
    userId: viewer.user.id,
    organizerId: viewer.user.organizerId,
    isSupport: isSupport(viewer),
  }
}

/** The side a viewer speaks for in a chat, or null when they are no participant. */
export function sideIn(chat: ChatRecord, viewer: Viewer): ChatAuthorSide | null {
  if (chat.userId === viewer.user.id) return 'tourist'
  if (chat.organizerId !== null && chat.organizerId === viewer.user.organizerId) return 'organizer'
  if (chat.organizerId === null && isSupport(viewer)) return 'support'
  return null
}

export function audienceOf(chat: ChatRecord): ChatAudience {
  return { chatId: chat.id, touristUserId: chat.userId, organizerId: chat.organizerId }
}
