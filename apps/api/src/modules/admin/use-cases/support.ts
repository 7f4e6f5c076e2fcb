import type {
  AdminHelpRequest,
  AdminSupportChat,
  AdminSupportChatFilter,
  AdminSupportChats,
  AdminHelpRequests,
  CannedAnswer,
  CannedAnswers,
  HelpRequestStatus,
} from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type {
  AdminSupportRepository,
  CannedAnswerRecord,
  HelpRequestRecord,
  SupportChatRecord,
} from '../support-repository.ts'

type Page = { page: number; limit: number }

function meta(query: Page, total: number) {
  return {
    page: query.page,
    per_page: query.limit,
    total,
    total_pages: Math.ceil(total / query.limit),
  }
}

const offsetOf = (query: Page) => ({ limit: query.limit, offset: (query.page - 1) * query.limit })

function presentChat(record: SupportChatRecord): AdminSupportChat {
  return {
    id: record.id,
    tourist: record.tourist,
    last_message: record.lastMessage,
    unread: record.unread,
    waiting_since: record.waitingSince,
    assignee: record.assignee,
    path: `/chat/${String(record.id)}`,
  }
}

function presentCanned(record: CannedAnswerRecord): CannedAnswer {
  return { id: record.id, title: record.title, text: record.text, updated_at: record.updatedAt }
}

function presentRequest(record: HelpRequestRecord): AdminHelpRequest {
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    email: record.email,
    phone: record.phone,
    message: record.message,
    page_path: record.pagePath,
    language: record.language,
    created_at: record.createdAt,
    status: record.status,
    status_changed_at: record.statusChangedAt,
  }
}

const chatNotFound = () =>
  new AppError({ code: 'chat_not_found', message: 'There is no such support chat.' })
const cannedNotFound = () =>
  new AppError({ code: 'canned_answer_not_found', message: 'There is no such canned answer.' })
const requestNotFound = () =>
  new AppError({ code: 'help_request_not_found', message: 'There is no such help request.' })

function userIdRefused(message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Check the marked fields.',
    errors: { user_id: [message] },
  })
}

/**
 * Issue 43 item 4, for support and admins: the support chats as an inbox and who answers each,
 * the team's canned answers, and the help centre's requests with their status. Each call checks
 * the role first; the writes are audited in their transaction.
 */
export function createAdminSupportUseCases({ repository }: { repository: AdminSupportRepository }) {
  return {
    async chats(
      viewer: Viewer,
      query: Page & { filter: AdminSupportChatFilter },
    ): Promise<AdminSupportChats> {
      const staff = requireRole(viewer, 'support.chats')
      const [{ rows, total }, agents] = await Promise.all([
        repository.chats(query.filter, staff.userId, offsetOf(query)),
        repository.agents(),
      ])
      return { data: rows.map(presentChat), meta: meta(query, total), agents, me: staff.userId }
    },

    async chat(viewer: Viewer, chatId: number): Promise<AdminSupportChat> {
      requireRole(viewer, 'support.chats')
      const chat = await repository.chat(chatId)
      if (chat === undefined) throw chatNotFound()
      return presentChat(chat)
    },

    /**
     * Support takes a chat for themselves (unless another agent has it: 409); an admin gives it
     * to any support agent or admin, or to nobody.
     */
    async assign(
      viewer: Viewer,
      change: { chat_id: number; user_id: number | null },
    ): Promise<AdminSupportChat> {
      const staff = requireRole(viewer, 'support.chat-assign')
      if (staff.role !== 'admin' && change.user_id !== staff.userId) {
        throw userIdRefused('Support may assign a chat only to themselves.')
      }
      if (change.user_id !== null && change.user_id !== staff.userId) {
        const agents = await repository.agents()
        if (!agents.some((agent) => agent.id === change.user_id)) {
          throw userIdRefused('Not a support agent.')
        }
      }
      const outcome = await repository.assign(change.chat_id, {
        userId: change.user_id,
        actorUserId: staff.userId,
        decide: (current) => {
          if (current === change.user_id) return 'same'
          if (staff.role !== 'admin' && current !== null) {
            throw new AppError({
              code: 'chat_assigned',
              message: 'Another agent has taken this chat.',
            })
          }
          return 'assign'
        },
      })
      if (outcome === 'missing') throw chatNotFound()
      const chat = await repository.chat(change.chat_id)
      if (chat === undefined) throw chatNotFound()
      return presentChat(chat)
    },

    async cannedAnswers(viewer: Viewer): Promise<CannedAnswers> {
      requireRole(viewer, 'support.canned-answers')
      return { data: (await repository.cannedAnswers()).map(presentCanned) }
    },

    async saveCannedAnswer(
      viewer: Viewer,
      answer: { id?: number | undefined; title: string; text: string },
    ): Promise<CannedAnswer> {
      const staff = requireRole(viewer, 'support.canned-answer-edit')
      const id = await repository.saveCannedAnswer(answer, staff.userId)
      const saved = id === undefined ? undefined : await repository.cannedAnswer(id)
      if (saved === undefined) throw cannedNotFound()
      return presentCanned(saved)
    },

    async deleteCannedAnswer(viewer: Viewer, id: number): Promise<{ success: true }> {
      const staff = requireRole(viewer, 'support.canned-answer-edit')
      if (!(await repository.deleteCannedAnswer(id, staff.userId))) throw cannedNotFound()
      return { success: true }
    },

    async helpRequests(
      viewer: Viewer,
      query: Page & { status: HelpRequestStatus | 'all' },
    ): Promise<AdminHelpRequests> {
      requireRole(viewer, 'support.help-requests')
      const { rows, total } = await repository.helpRequests(query.status, offsetOf(query))
      return { data: rows.map(presentRequest), meta: meta(query, total) }
    },

    async helpRequest(viewer: Viewer, id: number): Promise<AdminHelpRequest> {
      requireRole(viewer, 'support.help-requests')
      const request = await repository.helpRequest(id)
      if (request === undefined) throw requestNotFound()
      return presentRequest(request)
    },

    async setHelpRequestStatus(
      viewer: Viewer,
      change: { id: number; status: HelpRequestStatus },
    ): Promise<AdminHelpRequest> {
      const staff = requireRole(viewer, 'support.help-request-status')
      const outcome = await repository.setHelpRequestStatus(change.id, change.status, staff.userId)
      if (outcome === 'missing') throw requestNotFound()
      const request = await repository.helpRequest(change.id)
      if (request === undefined) throw requestNotFound()
      return presentRequest(request)
    },
  }
}

export type AdminSupportUseCases = ReturnType<typeof createAdminSupportUseCases>
