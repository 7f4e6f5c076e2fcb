// Issue 38: a chat message left unread for a few minutes (here 4 s) produces one mail to its
// recipient, batching the conversation's unread messages; a message read by then, none. The
// delay is seconds here, long enough for the steps before it even on a loaded machine.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { jobs, users } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import type { Person } from './chat-harness.ts'
import { testDatabases } from './databases.ts'

const delayMs = 4000

describe.each(testDatabases)('unread chat message mails on $name', (target) => {
  const harness = useAccountsHarness(target, { config: { chatUnreadMailDelayMs: delayMs } })
  const people = chatPeople(harness)

  const emailOf = async (person: Person) =>
    (await harness.db.select().from(users).where(eq(users.id, person.userId)))[0]!.email!

  const unreadMails = async (email: string) =>
    (await harness.outbox(email)).filter((mail) => /unread|message/i.test(mail.subject ?? ''))

  /** The chat's unread-mail jobs, once every one of them has run. */
  async function settledJobs(chatId: number) {
    let rows: (typeof jobs.$inferSelect)[] = []
    await vi.waitFor(
      async () => {
        await harness.app.jobs.drain()
        rows = (await harness.db.select().from(jobs)).filter((job) =>
          job.key.startsWith(`chat-unread-mail:${String(chatId)}:`),
        )
        expect(rows.length).toBeGreaterThan(0)
        expect(rows.every((job) => job.status === 'done')).toBe(true)
      },
      { timeout: 30_000, interval: 100 },
    )
    return rows
  }

  const send = (person: Person, chatId: number, message: string) =>
    harness.post('/crm/api/chat/send-message', {
      token: person.token,
      body: { chat_id: chatId, message },
    })

  it('two unread messages: after the delay one mail to the organizer with both, and never again', async () => {
    const { organizer, tourist, chatId } = await people.conversation('Is there parking?')
    expect((await send(tourist, chatId, 'And can we bring a dog?')).statusCode).toBe(200)
    const organizerEmail = await emailOf(organizer)
    const ran = await settledJobs(chatId)
    expect(ran).toHaveLength(2)
    // Each waited the delay from its message.
    for (const job of ran) {
      expect(job.runAt.getTime() - job.createdAt.getTime()).toBeGreaterThanOrEqual(delayMs - 50)
    }
    const mails = await unreadMails(organizerEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.body).toContain('Is there parking?')
    expect(mails[0]?.body).toContain('And can we bring a dog?')
    expect(mails[0]?.body).toContain(`/chat/${String(chatId)}`)
    // The tourist wrote; the tourist is not mailed.
    expect(await unreadMails(await emailOf(tourist))).toEqual([])

    // A later message is mailed on its own, without the ones already mailed.
    expect((await send(tourist, chatId, 'Also: is lunch included?')).statusCode).toBe(200)
    await vi.waitFor(
      async () => {
        await harness.app.jobs.drain()
        expect(await unreadMails(organizerEmail)).toHaveLength(2)
      },
      { timeout: 30_000, interval: 100 },
    )
    const [latest] = await unreadMails(organizerEmail)
    expect(latest?.body).toContain('Also: is lunch included?')
    expect(latest?.body).not.toContain('bring a dog')
  })

  it('the developer outbox lists the mail still to be sent, as a pending job', async () => {
    const { chatId } = await people.conversation('Are there lockers?')
    const outbox = await harness.get('/dev/outbox?limit=5')
    const queued = outbox
      .json<{ jobs: { key: string; status: string; attempts: number }[] }>()
      .jobs.filter((job) => job.key.startsWith(`chat-unread-mail:${String(chatId)}:`))
    expect(queued).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })])
    await settledJobs(chatId)
    const after = (await harness.get('/dev/outbox?limit=5'))
      .json<{ jobs: { key: string }[] }>()
      .jobs.filter((job) => job.key.startsWith(`chat-unread-mail:${String(chatId)}:`))
    expect(after).toEqual([])
  })

  it('a message read before the delay is not mailed', async () => {
    const { organizer, tourist, chatId } = await people.conversation('What time do we start?')
    const read = await harness.post('/crm/api/chat/mark-as-read', {
      token: organizer.token,
      body: { chat_id: chatId },
    })
    expect(read.statusCode).toBe(200)
    await settledJobs(chatId)
    expect(await unreadMails(await emailOf(organizer))).toEqual([])
    expect(await unreadMails(await emailOf(tourist))).toEqual([])
  })

  it('the organizer’s reply left unread reaches the tourist', async () => {
    const { organizer, tourist, chatId } = await people.conversation('Is the boat covered?')
    await harness.post('/crm/api/chat/mark-as-read', {
      token: organizer.token,
      body: { chat_id: chatId },
    })
    expect((await send(organizer, chatId, 'Yes, fully covered.')).statusCode).toBe(200)
    await settledJobs(chatId)
    const mails = await unreadMails(await emailOf(tourist))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.body).toContain('Yes, fully covered.')
  })
})
