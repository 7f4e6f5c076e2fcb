import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  chatMessages,
  chats,
  outboxMessages,
  uploadedFiles,
  users,
} from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizer } from './factories.ts'

type Message = {
  id: number
  type: string
  text: string
  is_read: boolean
  author: { side: string }
}

describe.each(testDatabases)('§7 chat on $name', (target) => {
  const harness = useAccountsHarness(target)
  const people = chatPeople(harness)

  const messagesOf = async (token: string, chatId: number | string, offset = 0) =>
    harness.get(`/crm/api/chat/get-messages?chat_id=${chatId}&offset=${offset}`, { token })

  describe('asking an organizer', () => {
    it('opens a chat with the first message naming the tour; asking again reuses it', async () => {
      const { tour, tourist, organizer, chatId } = await people.conversation('Is lunch included?')
      const again = await harness.post('/crm/api/chat/get-chat-with-organizer', {
        token: tourist.token,
        body: { organizer_id: tour.organizerId, message: 'And dinner?' },
      })
      expect(again.json()).toEqual({ id: chatId })

      const seenByTourist = (await messagesOf(tourist.token, chatId)).json<{
        data: Message[]
        has_more: boolean
      }>()
      expect(seenByTourist.has_more).toBe(false)
      expect(seenByTourist.data.map((message) => message.text)).toEqual([
        'And dinner?',
        `Tour: ${tour.title}\nIs lunch included?`,
      ])
      expect(seenByTourist.data.every((message) => message.type === 'output')).toBe(true)

      const seenByOrganizer = (await messagesOf(organizer.token, chatId)).json<{
        data: Message[]
      }>()
      expect(seenByOrganizer.data.map((message) => message.type)).toEqual(['input', 'input'])
      expect(seenByOrganizer.data[0]?.author.side).toBe('tourist')
    })

    it('refuses an organizer that is not on the site, and an empty first message', async () => {
      const tourist = await people.tourist()
      const hidden = await createOrganizer(harness.db, { isPublished: false })
      const unknown = await harness.post('/crm/api/chat/get-chat-with-organizer', {
        token: tourist.token,
        body: { organizer_id: hidden.id, message: 'Hello' },
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ code: 'organizer_not_found' })
      const empty = await harness.post('/crm/api/chat/get-chat-with-organizer', {
        token: tourist.token,
        body: { organizer_id: hidden.id, message: '   ' },
      })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().errors).toHaveProperty('message')
    })

    it('does not name a tour of another organizer', async () => {
      const { tourist } = await people.conversation()
      const other = await people.conversation()
      const response = await harness.post('/crm/api/chat/get-chat-with-organizer', {
        token: tourist.token,
        body: {
          organizer_id: other.tour.organizerId,
          tour_id: (await people.conversation()).tour.id,
          message: 'Hi',
        },
      })
      const messages = (await messagesOf(tourist.token, response.json<{ id: number }>().id)).json<{
        data: Message[]
      }>()
      expect(messages.data[0]?.text).toBe('Hi')
    })
  })

  describe('only participants', () => {
    it('anonymous callers get 401 on every call', async () => {
      for (const url of [
        '/crm/api/chat/list',
        '/crm/api/chat/get-chat?chat_id=1',
        '/crm/api/chat/channels-list',
        '/crm/api/chat/get-chat-with-support',
        '/crm/api/chat/get-messages?chat_id=1',
        '/crm/api/chat/unread-count',
        '/crm/api/chat/chats-for-notifications',
      ]) {
        expect((await harness.get(url)).statusCode, url).toBe(401)
      }
      for (const url of [
        '/crm/api/chat/mark-as-read',
        '/crm/api/chat/send-message',
        '/crm/api/chat/get-chat-with-organizer',
        '/crm/api/chat/generate-connection-code',
        '/crm/api/chat/disable-notifications',
        '/crm/api/chat/edit-message',
        '/crm/api/chat/delete-message',
        '/crm/api/chat/moderate-message',
        '/crm/api/chat/freeze',
      ]) {
        expect((await harness.post(url, { body: {} })).statusCode, url).toBe(401)
      }
    })

    it('a stranger, another organizer and support get 404 for an organizer chat, never its messages', async () => {
      const { chatId } = await people.conversation('My passport number is 123')
      const stranger = await people.tourist()
      const otherOrganizer = await people.organizerAccount((await createOrganizer(harness.db)).id)
      for (const outsider of [stranger, otherOrganizer]) {
        for (const response of [
          await messagesOf(outsider.token, chatId),
          await harness.get(`/crm/api/chat/get-chat?chat_id=${chatId}`, { token: outsider.token }),
          await harness.post('/crm/api/chat/send-message', {
            token: outsider.token,
            body: { chat_id: chatId, message: 'hi' },
          }),
          await harness.post('/crm/api/chat/mark-as-read', {
            token: outsider.token,
            body: { chat_id: chatId },
          }),
          await harness.post('/crm/api/chat/disable-notifications', {
            token: outsider.token,
            body: { chat_id: chatId },
          }),
          await harness.get(`/crm/api/request/list-for-chat?chat_id=${chatId}`, {
            token: outsider.token,
          }),
        ]) {
          expect(response.statusCode).toBe(404)
          expect(response.body).not.toContain('passport')
        }
        const list = await harness.get('/crm/api/chat/list', { token: outsider.token })
        expect(list.json()).toEqual({ data: [], total: 0 })
      }
      const support = await people.support()
      expect((await messagesOf(support.token, chatId)).statusCode).toBe(404)
    })

    it('§5 a chat id that is not a number is refused in the spec’s words', async () => {
      const tourist = await people.tourist()
      const send = await harness.post('/crm/api/chat/send-message', {
        token: tourist.token,
        body: { chat_id: 'abc', message: 'hi' },
      })
      expect(send.statusCode).toBe(400)
      expect(send.json().errors).toEqual({ chat_id: ['data.chatId must be a number'] })
      const read = await messagesOf(tourist.token, '1.5')
      expect(read.json().errors).toEqual({ chat_id: ['data.chatId must be a number'] })
    })
  })

  describe('sending', () => {
    it('validates text length and file ids; a retry with the same key sends once', async () => {
      const { tourist, chatId } = await people.conversation()
      const tooLong = await harness.post('/crm/api/chat/send-message', {
        token: tourist.token,
        body: { chat_id: chatId, message: 'a'.repeat(4001) },
      })
      expect(tooLong.statusCode).toBe(400)
      expect(tooLong.json().errors).toEqual({ message: ['Maximum 4000 characters.'] })
      const nothing = await harness.post('/crm/api/chat/send-message', {
        token: tourist.token,
        body: { chat_id: chatId, message: '  ' },
      })
      expect(nothing.json().errors).toEqual({ message: ['Required field.'] })
      const foreignFile = await harness.post('/crm/api/chat/send-message', {
        token: tourist.token,
        body: { chat_id: chatId, message: 'see attached', file_id: 999_999 },
      })
      expect(foreignFile.statusCode).toBe(400)
      expect(foreignFile.json().errors).toHaveProperty('file_id')

      const clientKey = randomUUID()
      const send = () =>
        harness.post('/crm/api/chat/send-message', {
          token: tourist.token,
          body: { chat_id: chatId, message: 'Once only', client_key: clientKey },
        })
      const first = await send()
      const second = await send()
      expect(first.statusCode).toBe(200)
      expect(second.json<Message>().id).toBe(first.json<Message>().id)
      const stored = await harness.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.chatId, chatId))
      expect(stored.filter((row) => row.text === 'Once only')).toHaveLength(1)
    })

    it('is rate limited per account', async () => {
      const { tourist, chatId } = await people.conversation()
      // Fixed one-minute windows: a run that crosses a window's end needs up to a second window.
      const statuses: number[] = []
      while (statuses.length < 62 && !statuses.includes(429)) {
        const response = await harness.post('/crm/api/chat/send-message', {
          token: tourist.token,
          body: { chat_id: chatId, message: `Message ${statuses.length}` },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(29)
      expect(statuses.slice(0, 29).every((status) => status === 200)).toBe(true)
    })
  })

  describe('issue 42: each participant’s own picture', () => {
    it('the organizer sees the tourist’s profile photo, the tourist the organizer’s logo', async () => {
      const { tourist, organizer, chatId } = await people.conversation()
      const ofOrganizer = async () =>
        (
          await harness.get(`/crm/api/chat/get-chat?chat_id=${chatId}`, { token: organizer.token })
        ).json<{ tourist: { avatar: string | null } }>()
      expect((await ofOrganizer()).tourist.avatar).toBeNull()

      const uuid = randomUUID()
      const [photo] = await harness.db
        .insert(uploadedFiles)
        .values({
          uuid,
          ownerUserId: tourist.userId,
          kind: 'image',
          contentType: 'image/jpeg',
          byteSize: 1024,
          originalName: 'me.jpg',
          status: 'ready',
        })
        .returning({ id: uploadedFiles.id })
      await harness.db
        .update(users)
        .set({ avatarId: photo!.id })
        .where(eq(users.id, tourist.userId))

      expect((await ofOrganizer()).tourist.avatar).toBe(`/media/upload-${uuid}/{size}`)
      const list = await harness.get('/crm/api/chat/list', { token: organizer.token })
      expect(list.json()).toMatchObject({
        data: [{ id: chatId, tourist: { avatar: `/media/upload-${uuid}/{size}` } }],
      })
      const ofTourist = await harness.get(`/crm/api/chat/get-chat?chat_id=${chatId}`, {
        token: tourist.token,
      })
      expect(ofTourist.json()).toMatchObject({
        viewer_side: 'tourist',
        organizer: { id: expect.any(Number) },
      })

      // A photo still being processed is not shown: initials until it is ready.
      await harness.db
        .update(uploadedFiles)
        .set({ status: 'processing' })
        .where(eq(uploadedFiles.uuid, uuid))
      expect((await ofOrganizer()).tourist.avatar).toBeNull()
    })
  })

  describe('lists, unread counts and read marks', () => {
    it('the organizer sees the unread count, reads, and the tourist sees the message read', async () => {
      const { tour, tourist, organizer, chatId } = await people.conversation()
      const unread = await harness.get('/crm/api/chat/unread-count', { token: organizer.token })
      expect(unread.json()).toEqual({ count: 1 })
      const byOrganizer = await harness.get(
        `/crm/api/chat/unread-count?organizer_id=${tour.organizerId}`,
        { token: tourist.token },
      )
      expect(byOrganizer.json()).toEqual({ count: 0 })

      const list = await harness.get('/crm/api/chat/list', { token: organizer.token })
      expect(list.json()).toMatchObject({
        total: 1,
        data: [{ id: chatId, viewer_side: 'organizer', unread_count: 1, kind: 'organizer' }],
      })

      const read = await harness.post('/crm/api/chat/mark-as-read', {
        token: organizer.token,
        body: { chat_id: chatId },
      })
      expect(read.json()).toEqual({ success: true })
      expect(
        (await harness.get('/crm/api/chat/unread-count', { token: organizer.token })).json(),
      ).toEqual({
        count: 0,
      })
      const [first] = (await messagesOf(tourist.token, chatId)).json<{ data: Message[] }>().data
      expect(first?.is_read).toBe(true)

      const answer = await harness.post('/crm/api/chat/send-message', {
        token: organizer.token,
        body: { chat_id: chatId, message: 'Yes, there is.' },
      })
      expect(answer.json()).toMatchObject({ type: 'output', is_read: false, status: 3 })
      const touristList = await harness.get(
        `/crm/api/chat/list?tour_organizer_id=${tour.organizerId}&limit=20&offset=0`,
        { token: tourist.token },
      )
      expect(touristList.json()).toMatchObject({
        total: 1,
        data: [
          {
            id: chatId,
            title: expect.any(String),
            unread_count: 1,
            last_message: { text: 'Yes, there is.', type: 'input' },
          },
        ],
      })
      const chat = await harness.get(`/crm/api/chat/get-chat?chat_id=${chatId}`, {
        token: tourist.token,
      })
      expect(chat.json()).toMatchObject({ id: chatId, unread_count: 1, viewer_side: 'tourist' })
    })

    it('pages back through history, newest first', async () => {
      const { tourist, chatId } = await people.conversation('first')
      for (let index = 1; index <= 29; index += 1) {
        await harness.post('/crm/api/chat/send-message', {
          token: tourist.token,
          body: { chat_id: chatId, message: `m${index}` },
          ip: `203.0.113.${index}`,
        })
      }
      const newest = (await messagesOf(tourist.token, chatId)).json<{
        data: Message[]
        has_more: boolean
      }>()
      expect(newest.data).toHaveLength(30)
      expect(newest.has_more).toBe(false)
      expect(newest.data[0]?.text).toBe('m29')
      const older = (await messagesOf(tourist.token, chatId, 29)).json<{ data: Message[] }>()
      expect(older.data).toHaveLength(1)
      expect(older.data[0]?.text).toContain('first')
    })
  })

  describe('support', () => {
    it('one support chat per user; support staff read and answer it', async () => {
      const tourist = await people.tourist()
      const first = await harness.get('/crm/api/chat/get-chat-with-support', {
        token: tourist.token,
      })
      const second = await harness.get('/crm/api/chat/get-chat-with-support', {
        token: tourist.token,
      })
      const { id } = first.json<{ id: number }>()
      expect(second.json()).toEqual({ id })
      await harness.post('/crm/api/chat/send-message', {
        token: tourist.token,
        body: { chat_id: id, message: 'I need help with my booking' },
      })
      const support = await people.support()
      const list = await harness.get('/crm/api/chat/list', { token: support.token })
      expect(list.json<{ data: { id: number; viewer_side: string }[] }>().data).toContainEqual(
        expect.objectContaining({ id, viewer_side: 'support' }),
      )
      const answer = await harness.post('/crm/api/chat/send-message', {
        token: support.token,
        body: { chat_id: id, message: 'Happy to help' },
      })
      expect(answer.json()).toMatchObject({ author: { side: 'support', name: 'Support' } })
    })

    it('moderates a message and freezes a chat; nobody else may', async () => {
      const { tourist, organizer, chatId } = await people.conversation('Call me at +1 202 555 0100')
      const [message] = (await messagesOf(tourist.token, chatId)).json<{ data: Message[] }>().data
      for (const person of [tourist, organizer]) {
        const moderate = await harness.post('/crm/api/chat/moderate-message', {
          token: person.token,
          body: { message_id: message!.id },
        })
        expect(moderate.statusCode).toBe(403)
        const freeze = await harness.post('/crm/api/chat/freeze', {
          token: person.token,
          body: { chat_id: chatId, is_frozen: true },
        })
        expect(freeze.statusCode).toBe(403)
      }
      const support = await people.support()
      await harness.post('/crm/api/chat/moderate-message', {
        token: support.token,
        body: { message_id: message!.id },
      })
      const [hidden] = (await messagesOf(organizer.token, chatId)).json<{
        data: (Message & { is_moderated: boolean })[]
      }>().data
      expect(hidden).toMatchObject({ text: '', is_moderated: true })

      await harness.post('/crm/api/chat/freeze', {
        token: support.token,
        body: { chat_id: chatId, is_frozen: true },
      })
      const refused = await harness.post('/crm/api/chat/send-message', {
        token: organizer.token,
        body: { chat_id: chatId, message: 'Hello?' },
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ code: 'chat_frozen' })
      await harness.post('/crm/api/chat/freeze', {
        token: support.token,
        body: { chat_id: chatId, is_frozen: false },
      })
      const sent = await harness.post('/crm/api/chat/send-message', {
        token: organizer.token,
        body: { chat_id: chatId, message: 'Hello?' },
      })
      expect(sent.statusCode).toBe(200)
    })
  })

  describe('editing and deleting', () => {
    it('the author edits and deletes; the other side may not', async () => {
      const { tourist, organizer, chatId } = await people.conversation()
      const sent = await harness.post('/crm/api/chat/send-message', {
        token: organizer.token,
        body: { chat_id: chatId, message: 'Meet at 9' },
      })
      const messageId = sent.json<Message>().id
      const byOther = await harness.post('/crm/api/chat/edit-message', {
        token: tourist.token,
        body: { message_id: messageId, message: 'Meet at 5' },
      })
      expect(byOther.statusCode).toBe(403)
      const edited = await harness.post('/crm/api/chat/edit-message', {
        token: organizer.token,
        body: { message_id: messageId, message: 'Meet at 10' },
      })
      expect(edited.json()).toMatchObject({ text: 'Meet at 10', edited_at: expect.any(String) })
      const stranger = await people.tourist()
      expect(
        (
          await harness.post('/crm/api/chat/delete-message', {
            token: stranger.token,
            body: { message_id: messageId },
          })
        ).statusCode,
      ).toBe(404)
      await harness.post('/crm/api/chat/delete-message', {
        token: organizer.token,
        body: { message_id: messageId },
      })
      const [deleted] = (await messagesOf(tourist.token, chatId)).json<{
        data: (Message & { is_deleted: boolean })[]
      }>().data
      expect(deleted).toMatchObject({ id: messageId, text: '', is_deleted: true })
      const again = await harness.post('/crm/api/chat/edit-message', {
        token: organizer.token,
        body: { message_id: messageId, message: 'back' },
      })
      expect(again.statusCode).toBe(409)
    })
  })

  describe('messenger notifications', () => {
    it('gives a connection code, lists channels and chats for notifications, and disables one', async () => {
      const { tourist, chatId, organizer } = await people.conversation()
      const code = await harness.post('/crm/api/chat/generate-connection-code', {
        token: tourist.token,
        body: { source_id: 'telegram' },
      })
      expect(code.json()).toMatchObject({ code: expect.stringMatching(/^[2-9A-Z]{8}$/) })
      const wrongSource = await harness.post('/crm/api/chat/generate-connection-code', {
        token: tourist.token,
        body: { source_id: 'pigeon' },
      })
      expect(wrongSource.statusCode).toBe(400)

      const before = await harness.get('/crm/api/chat/chats-for-notifications', {
        token: tourist.token,
      })
      expect(before.json()).toEqual({ data: [{ id: chatId, messenger_was_activated: false }] })

      const activated = await harness.post('/dev/messenger/activate', {
        body: {
          source_id: 'telegram',
          code: code.json<{ code: string }>().code,
          account_id: '4242',
        },
      })
      expect(activated.json()).toEqual({ success: true })
      const after = await harness.get('/crm/api/chat/chats-for-notifications', {
        token: tourist.token,
      })
      expect(after.json()).toEqual({ data: [{ id: chatId, messenger_was_activated: true }] })
      const channels = await harness.get('/crm/api/chat/channels-list', { token: tourist.token })
      expect(channels.statusCode).toBe(200)

      // The organizer's answer is relayed to the linked messenger, with a link back to the chat.
      await harness.post('/crm/api/chat/send-message', {
        token: organizer.token,
        body: { chat_id: chatId, message: 'See you on Monday' },
      })
      await expect
        .poll(async () =>
          (
            await harness.db
              .select()
              .from(outboxMessages)
              .where(eq(outboxMessages.recipient, 'telegram:4242'))
          ).map((row) => row.body),
        )
        .toEqual([expect.stringMatching(/^See you on Monday\n\nhttp.*\/tg\/[0-9a-f-]{36}$/)])

      const reused = await harness.post('/dev/messenger/activate', {
        body: { source_id: 'telegram', code: code.json<{ code: string }>().code, account_id: '1' },
      })
      expect(reused.json()).toEqual({ success: false })

      expect(
        (
          await harness.post('/crm/api/chat/disable-notifications', {
            token: organizer.token,
            body: { chat_id: chatId },
          })
        ).statusCode,
      ).toBe(403)
      await harness.post('/crm/api/chat/disable-notifications', {
        token: tourist.token,
        body: { chat_id: chatId },
      })
      const disabled = await harness.get('/crm/api/chat/chats-for-notifications', {
        token: tourist.token,
      })
      expect(disabled.json()).toEqual({ data: [{ id: chatId, messenger_was_activated: false }] })
    })

    it('/spa/chat-link finds a chat by its messenger link; an unknown one is 404', async () => {
      const { chatId } = await people.conversation()
      const [row] = await harness.db
        .select({ linkUuid: chats.linkUuid })
        .from(chats)
        .where(eq(chats.id, chatId))
      const found = await harness.get(`/spa/chat-link?uuid=${row!.linkUuid}`)
      expect(found.json()).toEqual({ chat_id: chatId })
      const unknown = await harness.get(`/spa/chat-link?uuid=${randomUUID()}`)
      expect(unknown.statusCode).toBe(404)
      expect((await harness.get('/spa/chat-link?uuid=../etc')).statusCode).toBe(400)
    })
  })
})
