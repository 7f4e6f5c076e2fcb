import type { Chat, ChatEventMessage, ChatMessage } from '@tourmarket/contracts'
import { chatMessageStatus } from '@tourmarket/domain/enums'
import { describe, expect, it } from 'vitest'
import {
  applyEventToConversation,
  applyEventToList,
  counterpartAvatar,
  emptyConversation,
  fileSizeText,
  groupByDay,
  nextPageOffset,
  readMark,
  relativeDay,
  sendFailureOf,
  withMoreChats,
  withPage,
  withPending,
  withSendEvent,
  withSent,
  type ChatListState,
  type PendingMessage,
} from './chat-state.ts'

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chat_id: 1,
    type: 'input',
    author: { side: 'organizer', name: 'Slow Voyages' },
    text: `message ${String(id)}`,
    file: null,
    created_at: `2027-03-0${String(Math.min(id, 9))}T10:00:00Z`,
    edited_at: null,
    is_deleted: false,
    is_moderated: false,
    status: 3,
    is_read: false,
    ...overrides,
  }
}

function chat(id: number, overrides: Partial<Chat> = {}): Chat {
  return {
    id,
    kind: 'organizer',
    viewer_side: 'tourist',
    organizer: { id: 9, name: 'Slow Voyages', logo: null },
    tourist: { id: 3, name: 'Tina', avatar: null },
    title: `Chat ${String(id)}`,
    last_message: message(id * 10, { chat_id: id }),
    unread_count: 0,
    is_frozen: false,
    notifications_enabled: false,
    created_at: '2027-03-01T10:00:00Z',
    ...overrides,
  }
}

function pending(clientKey: string, text = 'Hello'): PendingMessage {
  return {
    clientKey,
    chatId: 1,
    text,
    file: null,
    status: chatMessageStatus.waiting,
    createdAt: '2027-03-05T10:00:00Z',
    failure: null,
  }
}

const event = (value: Partial<ChatEventMessage> & Pick<ChatEventMessage, 'event'>) =>
  ({ chat_id: 1, ...value }) as ChatEventMessage

describe('§7 get-messages pages', () => {
  it('keeps each message once, oldest first, whatever order the pages come in', () => {
    const first = withPage(
      emptyConversation(1),
      { data: [message(3), message(2)], has_more: true },
      true,
    )
    const older = withPage(first, { data: [message(2), message(1)], has_more: false }, false)
    expect(older.messages.map((item) => item.id)).toEqual([1, 2, 3])
    expect(older.hasMore).toBe(false)
    expect(nextPageOffset(older)).toBe(3)
  })

  it('a refreshed first page leaves the older pages’ has_more alone', () => {
    const held = withPage(emptyConversation(1), { data: [message(2)], has_more: true }, true)
    expect(withPage(held, { data: [message(3), message(2)], has_more: false }, true).hasMore).toBe(
      true,
    )
  })
})

describe('§3/§4 sending: waiting, loading, then failed or success', () => {
  it('goes waiting → loading → success, the server’s message taking the pending one’s place', () => {
    let conversation = withPending(emptyConversation(1), pending('k1'))
    expect(conversation.pending[0]?.status).toBe(chatMessageStatus.waiting)
    conversation = withSendEvent(conversation, 'k1', 'start')
    expect(conversation.pending[0]?.status).toBe(chatMessageStatus.loading)
    conversation = withSent(conversation, 'k1', message(5, { type: 'output', text: 'Hello' }))
    expect(conversation.pending).toEqual([])
    expect(conversation.messages.map((item) => item.id)).toEqual([5])
  })

  it('a failure keeps the message with its reason; retry sends it again from waiting', () => {
    let conversation = withSendEvent(
      withPending(emptyConversation(1), pending('k1')),
      'k1',
      'start',
    )
    conversation = withSendEvent(conversation, 'k1', 'fail', 'tooFast')
    expect(conversation.pending[0]).toMatchObject({
      status: chatMessageStatus.failed,
      failure: 'tooFast',
    })
    conversation = withSendEvent(conversation, 'k1', 'retry')
    expect(conversation.pending[0]).toMatchObject({
      status: chatMessageStatus.waiting,
      failure: null,
    })
  })

  it('§8 names a failure by its status: 409 frozen, 429 too fast, anything else', () => {
    expect(sendFailureOf(409)).toBe('frozen')
    expect(sendFailureOf(429)).toBe('tooFast')
    expect(sendFailureOf(500)).toBe('other')
    expect(sendFailureOf(null)).toBe('other')
  })
})

describe('§4 realtime events in the open conversation', () => {
  const withOwnPending = withSendEvent(
    withPending(emptyConversation(1), pending('k1')),
    'k1',
    'start',
  )

  it('new_message for a message already shown keeps it once', () => {
    const shown = withSent(withOwnPending, 'k1', message(5, { type: 'output', text: 'Hello' }))
    const after = applyEventToConversation(
      shown,
      event({ event: 'new_message', message: message(5, { type: 'output', text: 'Hello' }) }),
    )
    expect(after.messages).toHaveLength(1)
    expect(after.pending).toEqual([])
  })

  it('the user’s own message arriving before its send answer replaces the pending copy', () => {
    const own = message(5, { type: 'output', text: 'Hello' })
    const after = applyEventToConversation(
      withOwnPending,
      event({ event: 'new_message', message: own }),
    )
    expect(after.pending).toEqual([])
    expect(withSent(after, 'k1', own).messages).toHaveLength(1)
  })

  it('ignores events of other chats', () => {
    const other = event({ event: 'new_message', chat_id: 2, message: message(9, { chat_id: 2 }) })
    expect(applyEventToConversation(withOwnPending, other)).toBe(withOwnPending)
  })

  it('message_was_moderated empties the text and marks it hidden', () => {
    const held = withPage(emptyConversation(1), { data: [message(4)], has_more: false }, true)
    const after = applyEventToConversation(
      held,
      event({ event: 'message_was_moderated', message_id: 4 }),
    )
    expect(after.messages[0]).toMatchObject({ text: '', is_moderated: true })
  })

  it('message_was_deleted and message_was_edit change the message in place', () => {
    const held = withPage(
      emptyConversation(1),
      {
        data: [
          message(4, {
            file: {
              id: 9,
              name: 'ticket.pdf',
              content_type: 'application/pdf',
              size: 120,
              is_image: false,
              status: 'ready',
              url: '/media/files/00000000-0000-4000-8000-000000000009',
            },
          }),
          message(5),
        ],
        has_more: false,
      },
      true,
    )
    const deleted = applyEventToConversation(
      held,
      event({ event: 'message_was_deleted', message_id: 4 }),
    )
    expect(deleted.messages[0]).toMatchObject({ text: '', file: null, is_deleted: true })
    const edited = applyEventToConversation(
      deleted,
      event({ event: 'message_was_edit', message: message(5, { text: 'changed' }) }),
    )
    expect(edited.messages[1]?.text).toBe('changed')
  })

  it('chat_is_read marks the user’s messages up to the one read', () => {
    const held = withPage(
      emptyConversation(1),
      { data: [message(4, { type: 'output' }), message(6, { type: 'output' })], has_more: false },
      true,
    )
    const after = applyEventToConversation(
      held,
      event({ event: 'chat_is_read', read_message_id: 5 }),
    )
    expect(after.messages.map(readMark)).toEqual(['read', 'sent'])
  })

  it('attachment_download_status_was_changed makes the file downloadable', () => {
    const file = {
      id: 3,
      name: 'plan.pdf',
      content_type: 'application/pdf',
      size: 10,
      url: null,
      is_image: false,
      status: 'processing' as const,
    }
    const held = withPage(
      emptyConversation(1),
      { data: [message(4, { file })], has_more: false },
      true,
    )
    const ready = { ...file, status: 'ready' as const, url: '/files/plan.pdf' }
    const after = applyEventToConversation(
      held,
      event({ event: 'attachment_download_status_was_changed', message_id: 4, file: ready }),
    )
    expect(after.messages[0]?.file).toEqual(ready)
  })
})

describe('§4 realtime events in the list of chats', () => {
  const list: ChatListState = { chats: [chat(1), chat(2)], total: 2 }

  it('a new incoming message moves its chat first and counts it unread', () => {
    const result = applyEventToList(
      list,
      event({ event: 'new_message', chat_id: 2, message: message(30, { chat_id: 2 }) }),
      null,
    )
    expect(result.list.chats.map((item) => item.id)).toEqual([2, 1])
    expect(result.list.chats[0]).toMatchObject({ unread_count: 1, last_message: { id: 30 } })
    expect(result.refetch).toBeNull()
  })

  it('does not count a message of the chat being read', () => {
    const result = applyEventToList(
      list,
      event({ event: 'new_message', chat_id: 2, message: message(30, { chat_id: 2 }) }),
      2,
    )
    expect(result.list.chats[0]?.unread_count).toBe(0)
  })

  it('asks for a chat it does not show, and for chat_was_updated and chat_created', () => {
    expect(
      applyEventToList(
        list,
        event({ event: 'new_message', chat_id: 7, message: message(70) }),
        null,
      ).refetch,
    ).toBe(7)
    expect(
      applyEventToList(list, event({ event: 'chat_was_updated', chat_id: 1 }), null).refetch,
    ).toBe(1)
    expect(applyEventToList(list, event({ event: 'chat_created', chat_id: 8 }), null).refetch).toBe(
      8,
    )
  })

  it('chat_is_frozen changes the flag in place', () => {
    const result = applyEventToList(
      list,
      event({ event: 'chat_is_frozen', chat_id: 2, is_frozen: true }),
      null,
    )
    expect(result.list.chats[1]?.is_frozen).toBe(true)
  })

  it('the next page adds only chats not shown yet', () => {
    const next = withMoreChats(list, { chats: [chat(2), chat(3)], total: 3 })
    expect(next.chats.map((item) => item.id)).toEqual([1, 2, 3])
  })
})

describe('days and sizes', () => {
  it('groups messages by their calendar day in the viewer’s zone', () => {
    const groups = groupByDay(
      ['2027-03-01T22:30:00Z', '2027-03-01T23:30:00Z', '2027-03-02T08:00:00Z'],
      (instant) => instant,
      'Europe/Berlin',
    )
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2027-03-01', 1],
      ['2027-03-02', 2],
    ])
  })

  it('names today and yesterday', () => {
    expect(relativeDay('2027-03-01', '2027-03-01')).toBe('today')
    expect(relativeDay('2027-02-28', '2027-03-01')).toBe('yesterday')
    expect(relativeDay('2027-02-27', '2027-03-01')).toBe('other')
  })

  it('writes file sizes in B, KB and MB', () => {
    expect(fileSizeText(21, 'en-US')).toBe('21 B')
    expect(fileSizeText(1536, 'en-US')).toBe('1.5 KB')
    expect(fileSizeText(5 * 1024 * 1024, 'en-US')).toBe('5 MB')
  })
})

describe('issue 42: each participant’s own picture', () => {
  const logo = '/media/organizer-9/{size}'
  const photo = '/media/upload-0b8e4f5a-1c2d-4e3f-8a9b-0c1d2e3f4a5b/{size}'

  it('shows the tourist the organizer’s logo, and support by its initials', () => {
    const withOrganizer = chat(1, {
      title: 'Slow Voyages',
      organizer: { id: 9, name: 'Slow Voyages', logo },
      tourist: { id: 3, name: 'Tina', avatar: photo },
    })
    expect(counterpartAvatar(withOrganizer)).toEqual({ name: 'Slow Voyages', src: logo })
    expect(
      counterpartAvatar(chat(2, { kind: 'support', organizer: null, title: 'Support' })),
    ).toEqual({ name: 'Support', src: null })
  })

  it('shows the organizer and support the tourist’s photo, or the tourist’s initials', () => {
    const organizerView = chat(1, {
      viewer_side: 'organizer',
      title: 'Tina',
      organizer: { id: 9, name: 'Slow Voyages', logo },
      tourist: { id: 3, name: 'Tina', avatar: photo },
    })
    expect(counterpartAvatar(organizerView)).toEqual({ name: 'Tina', src: photo })
    expect(
      counterpartAvatar({ ...organizerView, tourist: { id: 3, name: 'Tina', avatar: null } }),
    ).toEqual({ name: 'Tina', src: null })
    expect(
      counterpartAvatar(
        chat(2, {
          viewer_side: 'support',
          kind: 'support',
          organizer: null,
          title: 'Tina',
          tourist: { id: 3, name: 'Tina', avatar: photo },
        }),
      ),
    ).toEqual({ name: 'Tina', src: photo })
  })
})
