import { describe, expect, it } from 'vitest'
import {
  REVIEW_REPLY_MAX_LENGTH,
  normalizeReviewReply,
  reviewReplyProblem,
} from './review-reply.ts'

describe('the organizer’s reply under a review', () => {
  it('keeps line breaks and paragraphs, trims ends and squeezes runs of empty lines', () => {
    expect(
      normalizeReviewReply('  Thank you, Anna!\r\n\r\n\r\n\r\nSee you in May.  \r\nIvan '),
    ).toBe('Thank you, Anna!\n\nSee you in May.\nIvan')
  })

  it('drops control, zero-width and direction-override characters, and turns tabs into spaces', () => {
    expect(normalizeReviewReply('Thanks\u0000\u0007 for\tcoming\u200B\u202E!')).toBe(
      'Thanks for coming!',
    )
  })

  it('leaves markup as the text it is: pages print a reply as text, never as HTML', () => {
    expect(normalizeReviewReply('<b>Thanks</b> & see you')).toBe('<b>Thanks</b> & see you')
  })

  it('makes a reply of only spaces and breaks empty, which removes the reply', () => {
    expect(normalizeReviewReply(' \n\t \r\n ')).toBe('')
  })

  it('refuses more than the limit in characters (not UTF-16 units), and accepts the limit', () => {
    expect(reviewReplyProblem('я'.repeat(REVIEW_REPLY_MAX_LENGTH))).toBeNull()
    expect(reviewReplyProblem('😀'.repeat(REVIEW_REPLY_MAX_LENGTH))).toBeNull()
    expect(reviewReplyProblem('a'.repeat(REVIEW_REPLY_MAX_LENGTH + 1))).toBe('too_long')
  })
})
