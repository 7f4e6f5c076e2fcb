import { describe, expect, it } from 'vitest'
import { chatMessageStatus, chatMessageStatuses } from '../enums/chat.ts'
import { CHAT_ID_ERROR, parseChatId } from './chat-id.ts'
import { CHAT_LIST_LIMIT, CHAT_LIST_OFFSET } from './limits.ts'
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError } from './message-text.ts'
import { canRetry, nextSendStatus, type SendEvent } from './send-status.ts'
import { TAB_NOTIFICATION_INTERVAL_MS, tabNotificationFrame } from './tab-notification.ts'
import { unreadCount } from './unread.ts'

const { waiting, loading, failed, success } = chatMessageStatus

describe('§4 chat message send: waiting, loading, then failed or success', () => {
  it('goes waiting → loading → success', () => {
    expect(nextSendStatus(waiting, 'start')).toBe(loading)
    expect(nextSendStatus(loading, 'succeed')).toBe(success)
  })

  it('goes loading → failed, and a retry queues it again', () => {
    expect(nextSendStatus(loading, 'fail')).toBe(failed)
    expect(canRetry(failed)).toBe(true)
    expect(nextSendStatus(failed, 'retry')).toBe(waiting)
  })

  it('ignores events that do not apply: a late answer changes nothing once settled', () => {
    const events: SendEvent[] = ['start', 'succeed', 'fail', 'retry']
    const applies = new Set(['0:start', '1:succeed', '1:fail', '2:retry'])
    for (const status of chatMessageStatuses) {
      for (const event of events) {
        if (!applies.has(`${String(status)}:${event}`)) {
          expect(nextSendStatus(status, event)).toBe(status)
        }
      }
    }
    expect(canRetry(success)).toBe(false)
    expect(canRetry(loading)).toBe(false)
  })
})

describe('§5 chat send requires a numeric chat id', () => {
  it('takes a positive whole number, or its digits from the path', () => {
    expect(parseChatId(42)).toEqual({ ok: true, chatId: 42 })
    expect(parseChatId('42')).toEqual({ ok: true, chatId: 42 })
  })

  it.each([
    ['abc'],
    ['4.2'],
    [''],
    [' 42'],
    ['-1'],
    [0],
    [-3],
    [1.5],
    [Number.NaN],
    [null],
    [undefined],
    [{}],
    ['9007199254740993'],
  ])('refuses %j with the spec message', (value) => {
    expect(parseChatId(value)).toEqual({ ok: false, error: 'data.chatId must be a number' })
  })

  it('words the error as §5 does', () => {
    expect(CHAT_ID_ERROR).toBe('data.chatId must be a number')
  })
})

describe('a message to send', () => {
  it('needs text or a file', () => {
    expect(chatMessageError('   ', false)).toEqual({ key: 'validation.required', params: {} })
    expect(chatMessageError('', true)).toBeNull()
    expect(chatMessageError(' Hello ', false)).toBeNull()
  })

  it(`holds at most ${String(CHAT_MESSAGE_MAX_LENGTH)} characters, counted as the reader sees them`, () => {
    expect(chatMessageError('a'.repeat(CHAT_MESSAGE_MAX_LENGTH), false)).toBeNull()
    expect(chatMessageError('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), false)).toEqual({
      key: 'validation.max',
      params: { length: CHAT_MESSAGE_MAX_LENGTH },
    })
    // An emoji is one character to the reader, two UTF-16 units to JavaScript.
    expect(chatMessageError('🙂'.repeat(CHAT_MESSAGE_MAX_LENGTH), false)).toBeNull()
  })
})

describe('unread count', () => {
  const messages = [
    { id: 1, senderId: 7 },
    { id: 2, senderId: 9 },
    { id: 3, senderId: 7 },
    { id: 4, senderId: 7 },
  ]

  it("counts others' messages after the last one read, never the viewer's own", () => {
    expect(unreadCount(messages, 9, null)).toBe(3)
    expect(unreadCount(messages, 9, 3)).toBe(1)
    expect(unreadCount(messages, 9, 4)).toBe(0)
    expect(unreadCount(messages, 7, null)).toBe(1)
  })
})

describe('§4/§9 the hidden tab alternates every 1000 ms on a new message', () => {
  it('shows the notification first, then the page, every interval', () => {
    expect(TAB_NOTIFICATION_INTERVAL_MS).toBe(1000)
    expect(tabNotificationFrame(0)).toBe('notification')
    expect(tabNotificationFrame(999)).toBe('notification')
    expect(tabNotificationFrame(1000)).toBe('normal')
    expect(tabNotificationFrame(2000)).toBe('notification')
    expect(tabNotificationFrame(-5)).toBe('notification')
  })
})

describe('§9 chat list paging', () => {
  it('loads 20 chats from offset 0', () => {
    expect([CHAT_LIST_LIMIT, CHAT_LIST_OFFSET]).toEqual([20, 0])
  })
})
