import { randomInt } from 'node:crypto'
import type { WebCallData } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { ChatRecord } from '../../chat/service.ts'
import type { WebCallDeps } from './deps.ts'

/** How long a phone fallback code routes a call. */
const PHONE_CODE_MS = 15 * 60_000

const chatNotFound = () =>
  new AppError({ code: 'chat_not_found', message: 'There is no such chat.' })
const callsDisabled = () =>
  new AppError({ code: 'forbidden', message: 'Web calls are not available for this chat.' })

/** §7 web-call-data: the chat of the call, a call live in it, ICE servers and the phone fallback. */
export function createCallDataUseCases(deps: WebCallDeps) {
  const { settings, calls, chats, now, partyOf, allowed } = deps

  async function phoneCode(viewer: Viewer, chat: ChatRecord, isSupportCall: boolean) {
    if (settings.phoneNumber === null) return null
    const expiresAt = new Date(now().getTime() + PHONE_CODE_MS)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = String(randomInt(100_000, 1_000_000))
      const stored = await calls.insertPhoneCode({
        code,
        chatId: chat.id,
        organizerId: chat.organizerId,
        userId: viewer.user.id,
        isSupportCall,
        expiresAt,
      })
      if (stored) return { number: settings.phoneNumber, code, expires_at: expiresAt.toISOString() }
    }
    throw new Error('No free phone code after five tries')
  }

  return {
    async webCallData(
      viewer: Viewer,
      input: { isSupportCall: boolean; organizerId: number | null; chatId: number | null },
    ): Promise<WebCallData> {
      let chatId = input.chatId
      if (chatId === null && input.isSupportCall) {
        chatId = (await chats.openChat(viewer.user.id, null)).chatId
      } else if (chatId === null && input.organizerId !== null) {
        if ((await chats.publishedOrganizer(input.organizerId)) === null) throw chatNotFound()
        chatId = (await chats.openChat(viewer.user.id, input.organizerId)).chatId
      }
      const chat = chatId === null ? null : await chats.chat(chatId)
      if (chat === null || partyOf(chat, viewer) === null) throw chatNotFound()
      if (input.isSupportCall !== (chat.organizerId === null)) throw chatNotFound()
      if (!allowed(chat)) throw callsDisabled()
      await calls.removeExpiredPhoneCodes(now())
      return {
        chat_id: chat.id,
        call_id: await calls.liveCallInChat(chat.id, now()),
        ice_servers: [...settings.iceServers],
        phone: await phoneCode(viewer, chat, input.isSupportCall),
      }
    },
  }
}
