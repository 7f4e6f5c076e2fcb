import { describe, expect, it } from 'vitest'
import type { ChatAuthorSide } from '../src/db/schema/chat.ts'
import { chatMessages, chats } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizer } from './factories.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe.each(testDatabases)('issue 42 an organizer’s usual reply time on $name', (target) => {
  const harness = useAccountsHarness(target)
  const people = chatPeople(harness)

  /** A chat of a new tourist with the organizer, its messages written `ago` ms before now, in order. */
  async function chatWith(organizerId: number, messages: readonly [ChatAuthorSide, number][]) {
    const tourist = await people.tourist()
    const [chat] = await harness.db
      .insert(chats)
      .values({ userId: tourist.userId, organizerId })
      .returning({ id: chats.id })
    if (chat === undefined) throw new Error('no chat')
    const now = Date.now()
    for (const [side, ago] of messages) {
      await harness.db.insert(chatMessages).values({
        chatId: chat.id,
        authorSide: side,
        authorUserId: side === 'tourist' ? tourist.userId : null,
        text: side === 'tourist' ? 'A question' : 'An answer',
        createdAt: new Date(now - ago),
      })
    }
  }

  const replyTime = async (organizerId: number | string) =>
    harness.get(`/spa/organizer-reply-time?organizer_id=${String(organizerId)}`)

  it('is the median wait for the organizer’s next message over the last 90 days, once there are 3', async () => {
    const organizer = await createOrganizer(harness.db)
    await chatWith(organizer.id, [
      // Two messages in a row are one wait: 20 minutes from the first.
      ['tourist', 10 * DAY],
      ['tourist', 10 * DAY - 5 * MINUTE],
      ['organizer', 10 * DAY - 20 * MINUTE],
      ['tourist', 5 * DAY],
      ['organizer', 5 * DAY - 40 * MINUTE],
    ])
    expect((await replyTime(organizer.id)).json()).toEqual({ reply_time: null })

    await chatWith(organizer.id, [
      // Outside the window: a quick answer long ago counts for nothing.
      ['tourist', 100 * DAY],
      ['organizer', 100 * DAY - MINUTE],
      ['tourist', 3 * DAY],
      ['organizer', 3 * DAY - 3 * HOUR],
    ])
    const answer = await replyTime(organizer.id)
    expect(answer.statusCode).toBe(200)
    // 20 min, 40 min and 3 h: the median is 40 minutes.
    expect(answer.json()).toEqual({ reply_time: 'hour' })
  })

  it('an organizer who leaves most questions unanswered for days gets no reply time', async () => {
    const organizer = await createOrganizer(harness.db)
    await chatWith(organizer.id, [
      ['tourist', 9 * DAY],
      ['organizer', 9 * DAY - 2 * HOUR],
      ['tourist', 6 * DAY],
    ])
    await chatWith(organizer.id, [['tourist', 4 * DAY]])
    expect((await replyTime(organizer.id)).json()).toEqual({ reply_time: null })

    const other = await createOrganizer(harness.db)
    await chatWith(other.id, [
      ['tourist', 9 * DAY],
      ['organizer', 9 * DAY - 2 * HOUR],
      ['tourist', 6 * DAY],
      ['organizer', 6 * DAY - 5 * HOUR],
      ['tourist', 2 * DAY],
      ['organizer', 2 * DAY - 26 * HOUR],
    ])
    // 2 h, 5 h and 26 h: a few hours.
    expect((await replyTime(other.id)).json()).toEqual({ reply_time: 'hours' })
  })

  it('an unknown organizer has none; a bad id is refused naming the field', async () => {
    expect((await replyTime(999_999)).json()).toEqual({ reply_time: null })
    const bad = await replyTime('abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('organizer_id')
  })
})
