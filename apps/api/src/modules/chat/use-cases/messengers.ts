import { randomInt } from 'node:crypto'
import type { MessengerSource } from '@tourmarket/domain/enums'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { audienceOf } from '../sides.ts'
import type { ChatDeps } from './deps.ts'

/** How long a messenger connection code works. */
const CONNECTION_CODE_TTL_MS = 15 * 60 * 1000
/** Connection codes: 8 characters from an alphabet without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_LENGTH = 8

/**
 * The messengers a chat is relayed to: which are offered and linked, the code that links one,
 * and the bot's activation of it.
 */
export function createMessengerUseCases(deps: ChatDeps) {
  const { repository, now, hashCode, publish } = deps

  return {
    async notificationStates(viewer: Viewer) {
      const states = await repository.notificationStates(viewer.user.id)
      return states.map((state) => ({ id: state.id, messenger_was_activated: state.relayed }))
    },

    async channels(viewer: Viewer) {
      const activated = new Set(await repository.activatedSources(viewer.user.id))
      const offered = await deps.offeredSources()
      return offered.map((source) => ({ source_id: source, is_activated: activated.has(source) }))
    },

    async connectionCode(viewer: Viewer, sourceId: MessengerSource) {
      let code = ''
      for (let index = 0; index < CODE_LENGTH; index += 1) {
        code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
      }
      const expiresAt = new Date(now().getTime() + CONNECTION_CODE_TTL_MS)
      await repository.insertConnectionCode({
        userId: viewer.user.id,
        sourceId,
        codeHash: hashCode(code),
        codeExpiresAt: expiresAt,
      })
      return { code, expires_at: expiresAt.toISOString() }
    },

    /**
     * The messenger's bot saw a code: link the account and tell the user's sockets (§4
     * crm_user_chat_notifications_enabled). False for an unknown, used or expired code.
     */
    async activateConnection(
      sourceId: MessengerSource,
      code: string,
      externalAccountId: string,
    ): Promise<boolean> {
      const userId = await repository.activateConnection(
        sourceId,
        hashCode(code),
        externalAccountId,
      )
      if (userId === null) return false
      for (const chatId of await repository.chatIdsOfUser(userId)) {
        const chat = await repository.chat(chatId)
        if (chat === null) continue
        publish({
          audience: audienceOf(chat),
          event: 'crm_user_chat_notifications_enabled',
          onlySide: 'tourist',
          notificationsEnabled: true,
        })
      }
      return true
    },

    chatIdByLink: (linkUuid: string) => repository.chatByLink(linkUuid),
  }
}
