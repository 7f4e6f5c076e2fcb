import { describe, expect, it } from 'vitest'
import {
  REPLY_TIME_MIN_WAITS,
  REPLY_TIME_WINDOW_DAYS,
  usualReplyTime,
  type ReplyWait,
} from './reply-time.ts'

const now = new Date('2027-01-20T12:00:00Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A wait asked `ago` ms before now and answered after `after` ms (null: not answered). */
function wait(ago: number, after: number | null): ReplyWait {
  const askedAt = new Date(now.getTime() - ago)
  return { askedAt, repliedAt: after === null ? null : new Date(askedAt.getTime() + after) }
}

describe('issue 42 the organizer usual reply time', () => {
  it('is the median wait: within an hour, a few hours, a day', () => {
    expect(
      usualReplyTime([wait(DAY, 10 * MINUTE), wait(DAY, 50 * MINUTE), wait(DAY, 9 * HOUR)], now),
    ).toEqual({
      bucket: 'hour',
      waits: 3,
    })
    expect(
      usualReplyTime([wait(DAY, 2 * HOUR), wait(DAY, 5 * HOUR), wait(DAY, MINUTE)], now),
    ).toEqual({
      bucket: 'hours',
      waits: 3,
    })
    expect(
      usualReplyTime(
        [wait(2 * DAY, 20 * HOUR), wait(2 * DAY, 7 * HOUR), wait(2 * DAY, 30 * HOUR)],
        now,
      ),
    ).toEqual({
      bucket: 'day',
      waits: 3,
    })
  })

  it('an hour exactly is within an hour; an even count takes the mean of the middle two', () => {
    expect(usualReplyTime([wait(DAY, HOUR), wait(DAY, HOUR), wait(DAY, HOUR)], now)?.bucket).toBe(
      'hour',
    )
    // Middle two: 50 min and 80 min → 65 min.
    const four = [
      wait(DAY, MINUTE),
      wait(DAY, 50 * MINUTE),
      wait(DAY, 80 * MINUTE),
      wait(DAY, 5 * HOUR),
    ]
    expect(usualReplyTime(four, now)?.bucket).toBe('hours')
  })

  it('says nothing with fewer than three waits, or when the organizer usually takes over a day', () => {
    expect(REPLY_TIME_MIN_WAITS).toBe(3)
    expect(usualReplyTime([], now)).toBeNull()
    expect(usualReplyTime([wait(DAY, MINUTE), wait(DAY, MINUTE)], now)).toBeNull()
    expect(
      usualReplyTime([wait(5 * DAY, 2 * DAY), wait(5 * DAY, 3 * DAY), wait(5 * DAY, MINUTE)], now),
    ).toBeNull()
  })

  it('an unanswered message counts as never answered after a day, and not at all before', () => {
    const quick = [wait(DAY, MINUTE), wait(DAY, MINUTE)]
    // Asked an hour ago: the reply may still come; two settled waits are too few.
    expect(usualReplyTime([...quick, wait(HOUR, null)], now)).toBeNull()
    // Two quick replies and one ignored: the median is still quick.
    expect(usualReplyTime([...quick, wait(2 * DAY, null)], now)).toEqual({
      bucket: 'hour',
      waits: 3,
    })
    // Mostly ignored: nothing to say.
    expect(
      usualReplyTime([wait(DAY, MINUTE), wait(2 * DAY, null), wait(3 * DAY, null)], now),
    ).toBeNull()
  })

  it(`counts only the last ${String(REPLY_TIME_WINDOW_DAYS)} days`, () => {
    const old = (REPLY_TIME_WINDOW_DAYS + 1) * DAY
    expect(
      usualReplyTime([wait(old, MINUTE), wait(old, MINUTE), wait(DAY, MINUTE)], now),
    ).toBeNull()
    expect(
      usualReplyTime(
        [wait(old, 3 * DAY), wait(DAY, MINUTE), wait(DAY, MINUTE), wait(DAY, 2 * MINUTE)],
        now,
      ),
    ).toEqual({ bucket: 'hour', waits: 3 })
  })
})
