import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { useAccountsHarness } from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import { authenticate, recordSocket } from './chat-sockets.ts'
import { testDatabases } from './databases.ts'
import { multipart, type FilePart } from './multipart.ts'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

describe.each(testDatabases)('§4 realtime chat events on /ws, $name', (target) => {
  const harness = useAccountsHarness(target)
  const people = chatPeople(harness)
  const open: WebSocket[] = []

  async function connect(token: string, afterId = 0) {
    await harness.app.ready()
    const socket = await harness.app.injectWS('/ws')
    open.push(socket)
    return authenticate(socket, token, afterId)
  }

  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate()
  })

  it('a sent message reaches both sides at once, each as their own type', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const touristSocket = await connect(tourist.token)
    const organizerSocket = await connect(organizer.token)
    const sent = await harness.post('/crm/api/chat/send-message', {
      token: organizer.token,
      body: { chat_id: chatId, message: 'Bring a warm jacket' },
    })
    const { id } = sent.json<{ id: number }>()
    await expect
      .poll(() => touristSocket.events('new_message').map((event) => event.message))
      .toContainEqual(expect.objectContaining({ id, type: 'input', text: 'Bring a warm jacket' }))
    await expect
      .poll(() => organizerSocket.events('new_message').map((event) => event.message?.type))
      .toEqual(['output'])
  })

  it('nobody else hears a chat: a stranger’s socket gets nothing', async () => {
    const { tourist, chatId } = await people.conversation()
    const stranger = await connect((await people.tourist()).token)
    const watcher = await connect(tourist.token)
    await harness.post('/crm/api/chat/send-message', {
      token: tourist.token,
      body: { chat_id: chatId, message: 'private' },
    })
    await expect.poll(() => watcher.events('new_message')).toHaveLength(1)
    expect(stranger.events()).toEqual([])
  })

  it('edits, deletions, reading, moderation and freezing are announced', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const touristSocket = await connect(tourist.token)
    const organizerSocket = await connect(organizer.token)
    const sent = await harness.post('/crm/api/chat/send-message', {
      token: organizer.token,
      body: { chat_id: chatId, message: 'Meet at 9' },
    })
    const messageId = sent.json<{ id: number }>().id

    await harness.post('/crm/api/chat/edit-message', {
      token: organizer.token,
      body: { message_id: messageId, message: 'Meet at 10' },
    })
    await expect
      .poll(() => touristSocket.events('message_was_edit').map((event) => event.message?.text))
      .toEqual(['Meet at 10'])

    await harness.post('/crm/api/chat/mark-as-read', {
      token: tourist.token,
      body: { chat_id: chatId },
    })
    await expect
      .poll(() => organizerSocket.events('chat_is_read').map((event) => event.read_message_id))
      .toEqual([messageId])
    // The reader's own side is not told it read something.
    expect(touristSocket.events('chat_is_read')).toEqual([])

    await harness.post('/crm/api/chat/delete-message', {
      token: organizer.token,
      body: { message_id: messageId },
    })
    await expect
      .poll(() => touristSocket.events('message_was_deleted').map((event) => event.message_id))
      .toEqual([messageId])

    const support = await people.support()
    const [first] = (
      await harness.get(`/crm/api/chat/get-messages?chat_id=${chatId}&offset=0`, {
        token: tourist.token,
      })
    )
      .json<{ data: { id: number }[] }>()
      .data.slice(-1)
    await harness.post('/crm/api/chat/moderate-message', {
      token: support.token,
      body: { message_id: first!.id },
    })
    await expect
      .poll(() => organizerSocket.events('message_was_moderated').map((event) => event.message))
      .toEqual([expect.objectContaining({ id: first!.id, text: '', is_moderated: true })])

    await harness.post('/crm/api/chat/freeze', {
      token: support.token,
      body: { chat_id: chatId, is_frozen: true },
    })
    await expect
      .poll(() => touristSocket.events('chat_is_frozen').map((event) => event.is_frozen))
      .toEqual([true])

    await harness.post('/crm/api/chat/disable-notifications', {
      token: tourist.token,
      body: { chat_id: chatId },
    })
    await expect
      .poll(() =>
        organizerSocket.events('chat_was_updated').map((event) => event.notifications_enabled),
      )
      .toEqual([false])
  })

  it('support hears a new support chat; the tourist hears their messenger linked', async () => {
    const support = await people.support()
    const supportSocket = await connect(support.token)
    const tourist = await people.tourist()
    const { id } = (
      await harness.get('/crm/api/chat/get-chat-with-support', { token: tourist.token })
    ).json<{ id: number }>()
    await expect
      .poll(() => supportSocket.events('chat_created').map((event) => event.chat_id))
      .toContain(id)

    const touristSocket = await connect(tourist.token)
    const code = await harness.post('/crm/api/chat/generate-connection-code', {
      token: tourist.token,
      body: { source_id: 'telegram' },
    })
    await harness.post('/dev/messenger/activate', {
      body: { source_id: 'telegram', code: code.json<{ code: string }>().code, account_id: '77' },
    })
    await expect
      .poll(() =>
        touristSocket.events('crm_user_chat_notifications_enabled').map((event) => event.chat_id),
      )
      .toEqual([id])
  })

  it('an attachment sent while it is processing is announced when it is ready', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const organizerSocket = await connect(organizer.token)
    const upload = async (part: FilePart) => {
      const { body, headers } = await multipart({ file: part })
      const response = await harness.post('/crm/api/file/upload', {
        token: tourist.token,
        body,
        headers,
      })
      expect(response.statusCode).toBe(200)
      return response.json<{ id: number; status: string }>()
    }
    // Files are processed one at a time: a large photo first keeps the PDF behind it waiting.
    const noise = await sharp(randomBytes(2048 * 2048 * 3), {
      raw: { width: 2048, height: 2048, channels: 3 },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    await upload({ bytes: noise, name: 'noise.png', type: 'image/png' })
    const ticket = await upload({ bytes: pdf, name: 'ticket.pdf', type: 'application/pdf' })
    const sent = await harness.post('/crm/api/chat/send-message', {
      token: tourist.token,
      body: { chat_id: chatId, message: 'My ticket', file_id: ticket.id },
    })
    expect(sent.json()).toMatchObject({
      file: { id: ticket.id, name: 'ticket.pdf', status: 'processing', url: null },
    })
    await expect
      .poll(() => organizerSocket.events('attachment_download_status_was_changed'), {
        timeout: 30_000,
      })
      .toEqual([
        expect.objectContaining({
          chat_id: chatId,
          message_id: sent.json<{ id: number }>().id,
          file: expect.objectContaining({
            status: 'ready',
            url: expect.stringMatching(/^\/media\/files\//),
          }),
        }),
      ])
    const [message] = (
      await harness.get(`/crm/api/chat/get-messages?chat_id=${chatId}`, { token: organizer.token })
    ).json<{ data: { file: { status: string } | null }[] }>().data
    expect(message?.file?.status).toBe('ready')
  })

  it('a client that reconnects is replayed what it missed, after its last message id', async () => {
    const { tourist, organizer, chatId } = await people.conversation('first')
    const first = await connect(tourist.token)
    const answer = await harness.post('/crm/api/chat/send-message', {
      token: organizer.token,
      body: { chat_id: chatId, message: 'seen live' },
    })
    const lastSeen = answer.json<{ id: number }>().id
    await expect.poll(() => first.events('new_message')).toHaveLength(1)
    first.socket.terminate()

    for (const text of ['missed one', 'missed two']) {
      await harness.post('/crm/api/chat/send-message', {
        token: organizer.token,
        body: { chat_id: chatId, message: text },
      })
    }
    const again = await connect(tourist.token, lastSeen)
    const replayed = again.events('new_message').map((event) => event.message!)
    expect(
      replayed.filter((message) => message.id > lastSeen).map((message) => message.text),
    ).toEqual(['missed one', 'missed two'])
    // Messages stored just before the last one seen come again (a straggler may hide among
    // them); the client keeps one per id.
    expect(replayed.map((message) => message.text)).toContain('seen live')
    expect(again.received.at(-1)).toEqual({ type: 'ready', replay_truncated: false })
  })

  it('refuses a socket without a valid token (4401) and one that says something else (1008)', async () => {
    await harness.app.ready()
    const badToken = recordSocket(await harness.app.injectWS('/ws'))
    open.push(badToken.socket)
    badToken.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }))
    expect(await badToken.closed).toBe(4401)

    const chatter = recordSocket(await harness.app.injectWS('/ws'))
    open.push(chatter.socket)
    chatter.socket.send('hello')
    expect(await chatter.closed).toBe(1008)
  })
})
