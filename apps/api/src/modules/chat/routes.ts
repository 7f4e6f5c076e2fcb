import { endpoints } from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import type { ChatService } from './service.ts'

export type ChatRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  chat: ChatService
  /** DEV_PAGES=1: the messenger bot's stand-in answers. */
  devPages: boolean
}

const success = { success: true as const }

/**
 * §7 Chat calls: every one but the organizer's reply time needs a session; what a viewer may see
 * is decided in the service.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  { sessions, limit, chat, devPages },
) => {
  /** Sending is limited per account (§8 captcha past the limit). */
  async function limitSending(request: FastifyRequest, userId: number): Promise<void> {
    await limit(request, [{ rule: limitRules.chatSendPerAccount, key: String(userId) }])
  }

  // Public: the tour page says how soon the organizer usually replies (issue 42).
  app.route({
    ...endpointRoute(endpoints.organizerReplyTime),
    handler: async (request) => chat.organizerReplyTime(request.query.organizer_id),
  })

  app.route({
    ...endpointRoute(endpoints.chatList),
    handler: async (request) =>
      chat.list(await sessions.requireViewer(request), request.query, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.chatGet),
    handler: async (request) =>
      chat.get(await sessions.requireViewer(request), request.query.chat_id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.chatChannelsList),
    handler: async (request) => ({
      data: await chat.channels(await sessions.requireViewer(request)),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.chatWithSupport),
    handler: async (request) => ({
      id: await chat.supportChatId(await sessions.requireViewer(request)),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.chatMessages),
    handler: async (request) =>
      chat.messages(
        await sessions.requireViewer(request),
        request.query.chat_id,
        request.query.offset,
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.chatUnreadCount),
    handler: async (request) => ({
      count: await chat.unreadCount(
        await sessions.requireViewer(request),
        request.query.organizer_id,
      ),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.chatsForNotifications),
    handler: async (request) => ({
      data: await chat.notificationStates(await sessions.requireViewer(request)),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.chatMarkAsRead),
    handler: async (request) => {
      await chat.markRead(await sessions.requireViewer(request), request.body.chat_id)
      return success
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatSendMessage),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limitSending(request, viewer.user.id)
      return chat.send(
        viewer,
        {
          chatId: request.body.chat_id,
          text: request.body.message,
          fileId: request.body.file_id ?? null,
          clientKey: request.body.client_key ?? null,
        },
        request.language,
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatWithOrganizer),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limitSending(request, viewer.user.id)
      const id = await chat.askOrganizer(
        viewer,
        {
          organizerId: request.body.organizer_id,
          tourId: request.body.tour_id ?? null,
          text: request.body.message,
        },
        request.language,
      )
      return { id }
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatConnectionCode),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.connectionCodePerAccount, key: String(viewer.user.id) },
      ])
      return chat.connectionCode(viewer, request.body.source_id)
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatDisableNotifications),
    handler: async (request) => {
      await chat.disableNotifications(await sessions.requireViewer(request), request.body.chat_id)
      return success
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatEditMessage),
    handler: async (request) =>
      chat.editMessage(
        await sessions.requireViewer(request),
        request.body.message_id,
        request.body.message,
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.chatDeleteMessage),
    handler: async (request) => {
      await chat.deleteMessage(await sessions.requireViewer(request), request.body.message_id)
      return success
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatModerateMessage),
    handler: async (request) => {
      await chat.moderateMessage(
        await sessions.requireViewer(request),
        request.body.message_id,
        request.language,
      )
      return success
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatFreeze),
    handler: async (request) => {
      await chat.setFrozen(
        await sessions.requireViewer(request),
        request.body.chat_id,
        request.body.is_frozen,
      )
      return success
    },
  })

  app.route({
    ...endpointRoute(endpoints.chatLink),
    handler: async (request) => {
      const chatId = await chat.chatIdByLink(request.query.uuid)
      if (chatId === null) {
        throw new AppError({ code: 'chat_not_found', message: 'There is no such chat.' })
      }
      return { chat_id: chatId }
    },
  })

  if (devPages) {
    app.route({
      ...endpointRoute(endpoints.devMessengerActivate),
      handler: async (request) => ({
        success: await chat.activateConnection(
          request.body.source_id,
          request.body.code,
          request.body.account_id,
        ),
      }),
    })
  }
}
