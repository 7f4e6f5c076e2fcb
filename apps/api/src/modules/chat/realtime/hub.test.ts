import { describe, expect, it } from 'vitest'
import type { SharedMessage } from '../presenter.ts'
import type { BusEvent } from './bus.ts'
import {
  CLOSE_TRY_AGAIN_LATER,
  createSocketHub,
  SLOW_CONSUMER_BYTES,
  type SocketLike,
} from './hub.ts'

function fakeSocket(bufferedAmount = 0) {
  const sent: unknown[] = []
  const closed: { code: number; reason: string }[] = []
  const socket: SocketLike = {
    bufferedAmount,
    send: (data) => void sent.push(JSON.parse(data)),
    close: (code, reason) => void closed.push({ code, reason }),
  }
  return { socket, sent, closed }
}

const message: SharedMessage = {
  id: 7,
  chat_id: 3,
  author_side: 'tourist',
  author: { side: 'tourist', name: 'Anna' },
  text: 'Hello',
  file: null,
  created_at: '2026-11-27T06:00:00.000Z',
  edited_at: null,
  is_deleted: false,
  is_moderated: false,
  status: 3,
}

const newMessage: BusEvent = {
  audience: { chatId: 3, touristUserId: 10, organizerId: 20 },
  event: 'new_message',
  message,
}

describe('the socket hub of one instance', () => {
  it('delivers a chat’s event to its tourist and its organizer’s accounts, each as their side sees it', () => {
    const hub = createSocketHub()
    const tourist = fakeSocket()
    const organizer = fakeSocket()
    const stranger = fakeSocket()
    const support = fakeSocket()
    hub.add({
      socket: tourist.socket,
      userId: 10,
      organizerId: null,
      isSupport: false,
      language: 'en-US',
    })
    hub.add({
      socket: organizer.socket,
      userId: 11,
      organizerId: 20,
      isSupport: false,
      language: 'en-US',
    })
    hub.add({
      socket: stranger.socket,
      userId: 12,
      organizerId: 21,
      isSupport: false,
      language: 'en-US',
    })
    hub.add({
      socket: support.socket,
      userId: 13,
      organizerId: null,
      isSupport: true,
      language: 'ru',
    })

    hub.deliver(newMessage)

    expect(tourist.sent).toEqual([
      {
        type: 'event',
        data: {
          event: 'new_message',
          chat_id: 3,
          message: expect.objectContaining({ id: 7, type: 'output' }),
        },
      },
    ])
    expect(organizer.sent).toEqual([
      {
        type: 'event',
        data: expect.objectContaining({ message: expect.objectContaining({ type: 'input' }) }),
      },
    ])
    expect(stranger.sent).toEqual([])
    // Support hears support chats only.
    expect(support.sent).toEqual([])
    hub.deliver({ ...newMessage, audience: { chatId: 4, touristUserId: 10, organizerId: null } })
    expect(support.sent).toHaveLength(1)
  })

  it('keeps an event to one side when asked (chat_is_read goes to the other side)', () => {
    const hub = createSocketHub()
    const tourist = fakeSocket()
    const organizer = fakeSocket()
    hub.add({
      socket: tourist.socket,
      userId: 10,
      organizerId: null,
      isSupport: false,
      language: 'en-US',
    })
    hub.add({
      socket: organizer.socket,
      userId: 11,
      organizerId: 20,
      isSupport: false,
      language: 'en-US',
    })
    hub.deliver({
      audience: newMessage.audience,
      event: 'chat_is_read',
      onlySide: 'counterpart',
      readMessageId: 7,
    })
    expect(tourist.sent).toEqual([])
    expect(organizer.sent).toEqual([
      { type: 'event', data: { event: 'chat_is_read', chat_id: 3, read_message_id: 7 } },
    ])
  })

  it('closes a socket too slow to keep up instead of buffering more for it', () => {
    const hub = createSocketHub()
    const slow = fakeSocket(SLOW_CONSUMER_BYTES + 1)
    hub.add({
      socket: slow.socket,
      userId: 10,
      organizerId: null,
      isSupport: false,
      language: 'en-US',
    })
    hub.deliver(newMessage)
    expect(slow.sent).toEqual([])
    expect(slow.closed).toEqual([{ code: CLOSE_TRY_AGAIN_LATER, reason: 'too slow' }])
  })

  it('names support in each reader’s language', () => {
    const hub = createSocketHub()
    const russian = fakeSocket()
    hub.add({
      socket: russian.socket,
      userId: 10,
      organizerId: null,
      isSupport: false,
      language: 'ru',
    })
    hub.deliver({
      audience: { chatId: 4, touristUserId: 10, organizerId: null },
      event: 'new_message',
      message: { ...message, author_side: 'support', author: { side: 'support', name: 'Support' } },
    })
    expect(russian.sent).toEqual([
      {
        type: 'event',
        data: expect.objectContaining({
          message: expect.objectContaining({ author: { side: 'support', name: 'Поддержка' } }),
        }),
      },
    ])
  })

  it('forgets a socket that leaves', () => {
    const hub = createSocketHub()
    const tourist = fakeSocket()
    const leave = hub.add({
      socket: tourist.socket,
      userId: 10,
      organizerId: null,
      isSupport: false,
      language: 'en-US',
    })
    leave()
    hub.deliver(newMessage)
    expect(tourist.sent).toEqual([])
  })
})
