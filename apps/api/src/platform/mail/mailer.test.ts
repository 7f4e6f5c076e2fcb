import { describe, expect, it } from 'vitest'
import { createMailer, type Email } from './mailer.ts'
import type { NewOutboxMessage } from './outbox-repository.ts'

const designed: Email = {
  to: 'anna@example.com',
  subject: 'Booking 42 paid',
  text: 'Your trip is booked.',
  html: '<p>Your trip is booked.</p><img src="cid:voucher-qr" alt="QR">',
  attachments: [
    {
      fileName: 'voucher-42.png',
      contentType: 'image/png',
      content: Buffer.from('png'),
      contentId: 'voucher-qr',
    },
  ],
  headers: { 'List-Unsubscribe': '<https://tourmarket.test/mail/unsubscribe?token=t>' },
}

describe('the mailer with an HTML part', () => {
  it('sends text and HTML as one message over SMTP, the inline image by its cid', async () => {
    const sent: Record<string, unknown>[] = []
    const mailer = createMailer(
      { smtpUrl: 'smtp://mail.test', from: 'Tourmarket <hello@tourmarket.test>' },
      { insert: () => Promise.reject(new Error('the outbox is not used with SMTP')) },
      () => ({ sendMail: async (message) => void sent.push(message) }),
    )
    await mailer.send(designed)
    expect(sent).toEqual([
      expect.objectContaining({
        text: designed.text,
        html: designed.html,
        headers: designed.headers,
        attachments: [expect.objectContaining({ filename: 'voucher-42.png', cid: 'voucher-qr' })],
      }),
    ])
  })

  it('keeps the HTML in the outbox without SMTP, and null for a plain-text message', async () => {
    const kept: NewOutboxMessage[] = []
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'hello@tourmarket.test' },
      { insert: async (message) => void kept.push(message) },
    )
    await mailer.send(designed)
    await mailer.send({ to: 'anna@example.com', subject: 'Code', text: '12345' })
    expect(kept.map((message) => message.html)).toEqual([designed.html, null])
  })
})
