import nodemailer from 'nodemailer'
import type { MailConfig } from '../../config.ts'
import type { OutboxRepository } from './outbox-repository.ts'

/** A file sent with an e-mail (the tour program PDF, a calendar file, the voucher's QR). */
export type EmailAttachment = {
  readonly fileName: string
  readonly contentType: string
  readonly content: Buffer
  /** Set for an image the HTML part shows inline as `cid:<contentId>`. */
  readonly contentId?: string
}

/** An e-mail to one recipient: plain text, an HTML part when designed, files if any. */
export type Email = {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** Sent with the text as multipart/alternative; the outbox keeps it for the developer page. */
  readonly html?: string
  readonly attachments?: readonly EmailAttachment[]
  /** Extra headers for SMTP (e.g. List-Unsubscribe); the outbox does not keep them. */
  readonly headers?: Readonly<Record<string, string>>
}

export type Mailer = { send(email: Email): Promise<void> }

/** What the mailer needs of nodemailer: a transport that sends one message. */
export type MailTransport = { sendMail(message: Record<string, unknown>): Promise<unknown> }

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise every message goes to the outbox table,
 * where the developer page shows it, so nothing is silently dropped. The transport factory is a
 * parameter so a test can stand in for the SMTP server.
 */
export function createMailer(
  config: MailConfig,
  outbox: Pick<OutboxRepository, 'insert'>,
  createTransport: (smtpUrl: string) => MailTransport = (smtpUrl) =>
    nodemailer.createTransport(smtpUrl),
): Mailer {
  if (config.smtpUrl === undefined) {
    return {
      async send(email) {
        await outbox.insert({
          channel: 'email',
          recipient: email.to,
          subject: email.subject,
          body: email.text,
          html: email.html ?? null,
          attachments: email.attachments ?? [],
        })
      },
    }
  }
  const transport = createTransport(config.smtpUrl)
  return {
    async send(email) {
      await transport.sendMail({
        from: config.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html === undefined ? {} : { html: email.html }),
        ...(email.headers === undefined ? {} : { headers: { ...email.headers } }),
        ...(email.attachments === undefined || email.attachments.length === 0
          ? {}
          : {
              attachments: email.attachments.map((file) => ({
                filename: file.fileName,
                contentType: file.contentType,
                content: file.content,
                ...(file.contentId === undefined ? {} : { cid: file.contentId }),
              })),
            }),
      })
    },
  }
}
