// Issue 43 item 4: the console's Support section. Every endpoint for every caller, allowed
// (support, admin) and refused (visitor, tourist, organizer, staff without a role, content,
// finance), on both databases; the inbox's waiting order, unread counts and filters; who may
// assign a chat to whom; canned answers; help requests by status; the audit rows of each write.
import type {
  AdminHelpRequest,
  AdminHelpRequests,
  AdminSupportChat,
  AdminSupportChats,
  CannedAnswer,
  CannedAnswers,
} from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, chatMessages, chats, helpRequests, users } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  createOrganizerOwner,
  createSignedInUser,
  type SignedInUser,
} from './factories-bookings.ts'

type Caller = 'visitor' | 'tourist' | 'organizer' | 'staff without a role' | StaffRole

const callers: Caller[] = [
  'visitor',
  'tourist',
  'organizer',
  'staff without a role',
  'admin',
  'support',
  'content',
  'finance',
]

describe.each(testDatabases)('operator console support on $name (issue 43 item 4)', (target) => {
  const harness = useAccountsHarness(target)

  async function signedInAs(caller: Exclude<Caller, 'visitor'>): Promise<SignedInUser> {
    switch (caller) {
      case 'tourist':
        return createSignedInUser(harness.db, harness.config)
      case 'organizer':
        return (await createOrganizerOwner(harness.db, harness.config)).account
      case 'staff without a role': {
        const staff = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
        await harness.db.update(users).set({ staffRole: null }).where(eq(users.id, staff.id))
        return staff
      }
      default:
        return createSignedInUser(harness.db, harness.config, { staffRole: caller })
    }
  }

  const get = (url: string, user: SignedInUser | null) =>
    harness.get(url, user === null ? {} : { token: user.token })
  const post = (url: string, user: SignedInUser | null, body: Record<string, unknown>) =>
    harness.post(url, user === null ? { body } : { token: user.token, body })

  /** A tourist's support chat with their messages (a tourist's, then support's, …). */
  async function supportChat(
    messages: { side: 'tourist' | 'support'; text: string; minutesAgo: number }[],
    name = 'Maria',
  ) {
    const tourist = await createSignedInUser(harness.db, harness.config)
    await harness.db
      .update(users)
      .set({ firstName: name, lastName: 'Petrova' })
      .where(eq(users.id, tourist.id))
    const [chat] = await harness.db
      .insert(chats)
      .values({ userId: tourist.id, organizerId: null })
      .returning({ id: chats.id })
    let last = 0
    for (const message of messages) {
      const [row] = await harness.db
        .insert(chatMessages)
        .values({
          chatId: chat!.id,
          authorSide: message.side,
          authorUserId: message.side === 'tourist' ? tourist.id : null,
          text: message.text,
          createdAt: new Date(Date.now() - message.minutesAgo * 60_000),
        })
        .returning({ id: chatMessages.id })
      last = row!.id
    }
    if (last > 0) {
      await harness.db
        .update(chats)
        .set({ lastMessageId: last, lastMessageAt: new Date() })
        .where(eq(chats.id, chat!.id))
    }
    return { chatId: chat!.id, tourist }
  }

  async function helpRequest(overrides: { organizerId?: number; message?: string } = {}) {
    const [row] = await harness.db
      .insert(helpRequests)
      .values({
        kind: 'booking_question',
        name: 'Ivan Sidorov',
        email: 'ivan@example.com',
        message: overrides.message ?? 'How do I change the date of my booking?',
        organizerId: overrides.organizerId ?? null,
        language: 'en-US',
      })
      .returning({ id: helpRequests.id })
    return row!.id
  }

  async function cannedAnswer(staff: SignedInUser, title = 'Refund timing') {
    const response = await post('/crm/api/admin/support/canned-answer/save', staff, {
      title,
      text: 'Refunds reach your card within 5–10 working days.',
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<CannedAnswer>()
  }

  const endpointsByName = [
    'admin/support/chats',
    'admin/support/chat',
    'admin/support/assign',
    'admin/support/canned-answers',
    'admin/support/canned-answer/save',
    'admin/support/canned-answer/delete',
    'admin/support/help-requests',
    'admin/support/help-request',
    'admin/support/help-request/status',
  ] as const

  it.each(endpointsByName)(
    '%s: allowed for support and admins, refused for everyone else',
    async (name) => {
      const owner = await signedInAs('admin')
      const requestId = await helpRequest()
      const objects: (string | number)[] = []
      for (const caller of callers) {
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        // Each caller acts on its own chat and canned answer, so no one's write meets another's.
        const { chatId } = await supportChat([{ side: 'tourist', text: 'Hello?', minutesAgo: 5 }])
        const canned = await cannedAnswer(owner, `Greeting ${caller}`)
        let response
        switch (name) {
          case 'admin/support/chats':
            response = await get('/crm/api/admin/support/chats?filter=all', user)
            break
          case 'admin/support/chat':
            response = await get(`/crm/api/admin/support/chat?id=${chatId}`, user)
            break
          case 'admin/support/assign':
            objects.push(String(chatId))
            response = await post('/crm/api/admin/support/assign', user, {
              chat_id: chatId,
              user_id: user?.id ?? 1,
            })
            break
          case 'admin/support/canned-answers':
            response = await get('/crm/api/admin/support/canned-answers', user)
            break
          case 'admin/support/canned-answer/save':
            objects.push(String(canned.id))
            response = await post('/crm/api/admin/support/canned-answer/save', user, {
              id: canned.id,
              title: canned.title,
              text: 'Changed by the role test.',
            })
            break
          case 'admin/support/canned-answer/delete':
            objects.push(String(canned.id))
            response = await post('/crm/api/admin/support/canned-answer/delete', user, {
              id: canned.id,
            })
            break
          case 'admin/support/help-requests':
            response = await get('/crm/api/admin/support/help-requests?status=all', user)
            break
          case 'admin/support/help-request':
            response = await get(`/crm/api/admin/support/help-request?id=${requestId}`, user)
            break
          case 'admin/support/help-request/status':
            objects.push(String(requestId))
            response = await post('/crm/api/admin/support/help-request/status', user, {
              id: requestId,
              status: caller === 'admin' ? 'in_progress' : 'done',
            })
            break
        }
        const allowed = caller === 'admin' || caller === 'support'
        const expected = caller === 'visitor' ? 401 : allowed ? 200 : 403
        expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
        if (caller !== 'visitor' && !allowed) {
          const refusal = response.json<{ code: string; message: string }>()
          expect(refusal.code).toBe('forbidden')
          if (caller === 'content' || caller === 'finance') {
            expect(refusal.message).toMatch(
              /^The (content|finance) role may not do this: support\.[\w-]+ is for admin and support only\.$/,
            )
          }
        }
      }
      // Only support's and the admin's writes are in the audit log: refused ones changed nothing.
      const kind =
        name === 'admin/support/assign'
          ? 'chat'
          : name === 'admin/support/help-request/status'
            ? 'help_request'
            : 'canned_answer'
      const writes =
        objects.length === 0
          ? []
          : await harness.db
              .select({ action: auditLog.action, actorKind: auditLog.actorKind })
              .from(auditLog)
              .where(
                and(
                  eq(auditLog.objectKind, kind),
                  inArray(auditLog.objectId, objects.map(String)),
                  inArray(auditLog.action, [
                    'chat.assign',
                    'canned_answer.update',
                    'canned_answer.delete',
                    'help_request.status',
                  ]),
                ),
              )
      const expectedWrites: Partial<Record<(typeof endpointsByName)[number], string>> = {
        'admin/support/assign': 'chat.assign',
        'admin/support/canned-answer/save': 'canned_answer.update',
        'admin/support/canned-answer/delete': 'canned_answer.delete',
        'admin/support/help-request/status': 'help_request.status',
      }
      const action = expectedWrites[name]
      expect(writes).toEqual(
        action === undefined
          ? []
          : [
              { action, actorKind: 'admin' },
              { action, actorKind: 'admin' },
            ],
      )
    },
  )

  it('lists support chats waiting longest first, with the excerpt, unread count and assignee', async () => {
    const staff = await signedInAs('support')
    const waitingLong = await supportChat(
      [
        { side: 'tourist', text: 'My booking has no confirmation', minutesAgo: 90_000 },
        { side: 'tourist', text: 'Anyone there?', minutesAgo: 80 },
      ],
      'Long',
    )
    const answered = await supportChat(
      [
        { side: 'tourist', text: 'Thanks', minutesAgo: 200 },
        { side: 'support', text: 'You are welcome', minutesAgo: 190 },
      ],
      'Answered',
    )
    const waitingShort = await supportChat(
      [
        { side: 'tourist', text: 'Old question', minutesAgo: 100_000 },
        { side: 'support', text: 'Old answer', minutesAgo: 95_000 },
        { side: 'tourist', text: 'A new question', minutesAgo: 80_000 },
      ],
      'Short',
    )
    // Other tests' chats wait minutes: these two, waiting for days, lead the inbox.
    const response = await get('/crm/api/admin/support/chats?filter=all&limit=2', staff)
    expect(response.statusCode, response.body).toBe(200)
    const list = response.json<AdminSupportChats>()
    expect(list.data.map((chat) => chat.id)).toEqual([waitingLong.chatId, waitingShort.chatId])
    const [long, short] = list.data as [AdminSupportChat, AdminSupportChat]
    const done = (
      await get(`/crm/api/admin/support/chat?id=${answered.chatId}`, staff)
    ).json<AdminSupportChat>()
    expect(long.tourist.name).toBe('Long Petrova')
    expect(long.last_message).toMatchObject({ excerpt: 'Anyone there?', side: 'tourist' })
    expect(long.unread).toBe(2)
    expect(Date.now() - Date.parse(long.waiting_since!)).toBeGreaterThan(89_999 * 60_000)
    expect(long.path).toBe(`/chat/${waitingLong.chatId}`)
    expect(short.unread).toBe(2)
    expect(Date.now() - Date.parse(short.waiting_since!)).toBeLessThan(80_001 * 60_000)
    expect(done.waiting_since).toBeNull()
    expect(done.last_message?.side).toBe('support')
    expect(list.agents.some((agent) => agent.id === staff.id)).toBe(true)
    expect(list.me).toBe(staff.id)
    // Organizer chats are not support's.
    const owner = await createOrganizerOwner(harness.db, harness.config)
    const tourist = await createSignedInUser(harness.db, harness.config)
    const [organizerChat] = await harness.db
      .insert(chats)
      .values({ userId: tourist.id, organizerId: owner.organizer.id })
      .returning({ id: chats.id })
    expect(
      (await get(`/crm/api/admin/support/chat?id=${organizerChat!.id}`, staff)).statusCode,
    ).toBe(404)
    expect((await get('/crm/api/admin/support/chats?filter=some', staff)).statusCode).toBe(400)
  })

  it('lets support take a free chat for themselves and admins give it to anyone or nobody', async () => {
    const agent = await signedInAs('support')
    const other = await signedInAs('support')
    const chief = await signedInAs('admin')
    const tourist = await signedInAs('tourist')
    const { chatId } = await supportChat([{ side: 'tourist', text: 'Help', minutesAgo: 200_000 }])

    const unassigned = await get('/crm/api/admin/support/chats?filter=unassigned&limit=1', agent)
    expect(unassigned.json<AdminSupportChats>().data.some((chat) => chat.id === chatId)).toBe(true)

    const forOther = await post('/crm/api/admin/support/assign', agent, {
      chat_id: chatId,
      user_id: other.id,
    })
    expect(forOther.statusCode).toBe(400)
    expect(forOther.json<{ errors: Record<string, string[]> }>().errors.user_id).toEqual([
      'Support may assign a chat only to themselves.',
    ])

    const taken = await post('/crm/api/admin/support/assign', agent, {
      chat_id: chatId,
      user_id: agent.id,
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json<AdminSupportChat>().assignee).toEqual({ id: agent.id, name: 'Booker Test' })
    const mine = await get('/crm/api/admin/support/chats?filter=mine', agent)
    expect(mine.json<AdminSupportChats>().data.map((chat) => chat.id)).toEqual([chatId])
    expect(
      (await get('/crm/api/admin/support/chats?filter=mine', other))
        .json<AdminSupportChats>()
        .data.some((chat) => chat.id === chatId),
    ).toBe(false)

    const stolen = await post('/crm/api/admin/support/assign', other, {
      chat_id: chatId,
      user_id: other.id,
    })
    expect(stolen.statusCode).toBe(409)
    expect(stolen.json<{ code: string }>().code).toBe('chat_assigned')
    const unassignBySupport = await post('/crm/api/admin/support/assign', agent, {
      chat_id: chatId,
      user_id: null,
    })
    expect(unassignBySupport.statusCode).toBe(400)

    const toTourist = await post('/crm/api/admin/support/assign', chief, {
      chat_id: chatId,
      user_id: tourist.id,
    })
    expect(toTourist.statusCode).toBe(400)
    expect(toTourist.json<{ errors: Record<string, string[]> }>().errors.user_id).toEqual([
      'Not a support agent.',
    ])
    const reassigned = await post('/crm/api/admin/support/assign', chief, {
      chat_id: chatId,
      user_id: other.id,
    })
    expect(reassigned.json<AdminSupportChat>().assignee?.id).toBe(other.id)
    const released = await post('/crm/api/admin/support/assign', chief, {
      chat_id: chatId,
      user_id: null,
    })
    expect(released.json<AdminSupportChat>().assignee).toBeNull()
    expect(
      (
        await post('/crm/api/admin/support/assign', chief, {
          chat_id: 999_999_999,
          user_id: null,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await post('/crm/api/admin/support/assign', chief, { chat_id: 'x', user_id: null }))
        .statusCode,
    ).toBe(400)

    const trail = await harness.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorUserId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'chat'), eq(auditLog.objectId, String(chatId))))
      .orderBy(auditLog.id)
    expect(trail).toEqual([
      {
        action: 'chat.assign',
        actor: agent.id,
        before: { assigned_user_id: null },
        after: { assigned_user_id: agent.id },
      },
      {
        action: 'chat.assign',
        actor: chief.id,
        before: { assigned_user_id: agent.id },
        after: { assigned_user_id: other.id },
      },
      {
        action: 'chat.unassign',
        actor: chief.id,
        before: { assigned_user_id: other.id },
        after: { assigned_user_id: null },
      },
    ])
  })

  it('keeps the team’s canned answers: add, change, delete, each audited; bad input names the field', async () => {
    const agent = await signedInAs('support')
    const colleague = await signedInAs('support')
    const created = await cannedAnswer(agent, 'Aaa refund timing')
    const listed = await get('/crm/api/admin/support/canned-answers', colleague)
    expect(listed.json<CannedAnswers>().data).toContainEqual(created)

    const changed = await post('/crm/api/admin/support/canned-answer/save', colleague, {
      id: created.id,
      title: 'Aaa refund timing',
      text: 'Refunds take up to 10 working days.',
    })
    expect(changed.json<CannedAnswer>().text).toBe('Refunds take up to 10 working days.')

    const blank = await post('/crm/api/admin/support/canned-answer/save', agent, {
      title: '  ',
      text: 'Something',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json<{ errors: Record<string, string[]> }>().errors.title).toEqual([
      'Required field.',
    ])
    const missing = await post('/crm/api/admin/support/canned-answer/save', agent, {
      id: 999_999_999,
      title: 'Gone',
      text: 'Gone',
    })
    expect(missing.statusCode).toBe(404)

    expect(
      (await post('/crm/api/admin/support/canned-answer/delete', agent, { id: created.id }))
        .statusCode,
    ).toBe(200)
    expect(
      (await post('/crm/api/admin/support/canned-answer/delete', agent, { id: created.id }))
        .statusCode,
    ).toBe(404)
    const trail = await harness.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.objectKind, 'canned_answer'), eq(auditLog.objectId, String(created.id))),
      )
      .orderBy(auditLog.id)
    expect(trail).toEqual([
      {
        action: 'canned_answer.create',
        before: null,
        after: { title: 'Aaa refund timing', text: created.text },
      },
      {
        action: 'canned_answer.update',
        before: { text: created.text },
        after: { text: 'Refunds take up to 10 working days.' },
      },
      {
        action: 'canned_answer.delete',
        before: { title: 'Aaa refund timing', text: 'Refunds take up to 10 working days.' },
        after: null,
      },
    ])
  })

  it('lists help requests by status, leaves organizers’ callbacks to them, and audits each status change', async () => {
    const agent = await signedInAs('support')
    const first = await helpRequest({ message: 'First request of the status test' })
    const second = await helpRequest({ message: 'Second request of the status test' })
    const owner = await createOrganizerOwner(harness.db, harness.config)
    const callback = await helpRequest({ organizerId: owner.organizer.id })

    const fresh = await get('/crm/api/admin/support/help-requests?status=new&limit=50', agent)
    const freshIds = fresh.json<AdminHelpRequests>().data.map((request) => request.id)
    expect(freshIds).toEqual(expect.arrayContaining([first, second]))
    expect(freshIds).not.toContain(callback)
    expect(
      (await get(`/crm/api/admin/support/help-request?id=${callback}`, agent)).statusCode,
    ).toBe(404)

    const opened = await get(`/crm/api/admin/support/help-request?id=${first}`, agent)
    expect(opened.json<AdminHelpRequest>()).toMatchObject({
      id: first,
      name: 'Ivan Sidorov',
      email: 'ivan@example.com',
      message: 'First request of the status test',
      status: 'new',
      status_changed_at: null,
    })

    const working = await post('/crm/api/admin/support/help-request/status', agent, {
      id: first,
      status: 'in_progress',
    })
    expect(working.json<AdminHelpRequest>().status).toBe('in_progress')
    const done = await post('/crm/api/admin/support/help-request/status', agent, {
      id: first,
      status: 'done',
    })
    expect(done.json<AdminHelpRequest>().status).toBe('done')
    const again = await post('/crm/api/admin/support/help-request/status', agent, {
      id: first,
      status: 'done',
    })
    expect(again.statusCode).toBe(200)

    const doneList = await get('/crm/api/admin/support/help-requests?status=done&limit=50', agent)
    const doneIds = doneList.json<AdminHelpRequests>().data.map((request) => request.id)
    expect(doneIds).toContain(first)
    expect(doneIds).not.toContain(second)

    const wrong = await post('/crm/api/admin/support/help-request/status', agent, {
      id: first,
      status: 'closed',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.status).toBeDefined()
    expect(
      (
        await post('/crm/api/admin/support/help-request/status', agent, {
          id: callback,
          status: 'done',
        })
      ).statusCode,
    ).toBe(404)

    const trail = await harness.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'help_request'), eq(auditLog.objectId, String(first))))
      .orderBy(auditLog.id)
    expect(trail).toEqual([
      {
        action: 'help_request.status',
        before: { status: 'new' },
        after: { status: 'in_progress' },
      },
      {
        action: 'help_request.status',
        before: { status: 'in_progress' },
        after: { status: 'done' },
      },
    ])
  })
})
