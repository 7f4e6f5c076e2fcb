import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { AppDatabase } from '../../../db/database.ts'
import type { JobEnqueuer, JobHandler } from '../../jobs/queue.ts'
import type { OutboxRepository } from '../../mail/outbox-repository.ts'
import type { WhatsAppCloudApi, WhatsAppDocumentMessage } from './cloud-api.ts'

/** The queue's kind for a WhatsApp message (decision 0054). */
export const whatsAppMessageJobKind = 'whatsapp-message'

/** A document to send: its public link, its file name and a caption that also carries the link. */
export type WhatsAppDocument = Omit<WhatsAppDocumentMessage, 'type'>

const documentSchema = z.object({
  to: z.string().min(1),
  link: z.url(),
  fileName: z.string().min(1),
  caption: z.string(),
})

/** Where a WhatsApp document goes in the end: the Cloud API, or the outbox standing in for it. */
export type WhatsAppDocumentDelivery = (document: WhatsAppDocument) => Promise<void>

/** The Cloud API; its refusal throws, so the job is retried with the queue's backoff. */
export function cloudApiDocumentDelivery(api: WhatsAppCloudApi): WhatsAppDocumentDelivery {
  return async (document) => {
    await api.send({ type: 'document', ...document })
  }
}

/**
 * No WhatsApp account is configured and the developer pages are on: the message goes to the
 * outbox with channel `whatsapp` (its caption, which carries the link), where /dev/outbox shows it.
 */
export function outboxDocumentDelivery(
  outbox: Pick<OutboxRepository, 'insert'>,
): WhatsAppDocumentDelivery {
  return async (document) => {
    await outbox.insert({
      channel: 'whatsapp',
      recipient: document.to,
      subject: null,
      body: document.caption,
    })
  }
}

/**
 * WhatsApp messages as jobs (issue 41 item 1): written in the transaction of the change that
 * causes them, sent by the queue's worker, retried on the provider's failures and seen on
 * /dev/outbox's jobs. At least once: a process that dies after WhatsApp took the message and
 * before the job is marked done sends it again.
 */
export function createWhatsAppMessages(options: {
  jobs: JobEnqueuer
  deliver: WhatsAppDocumentDelivery
}) {
  const { jobs, deliver } = options
  return {
    /** In the caller's transaction: the document to send once it commits. */
    async enqueueDocument(db: AppDatabase, document: WhatsAppDocument): Promise<void> {
      await jobs.enqueue(db, {
        kind: whatsAppMessageJobKind,
        key: `${whatsAppMessageJobKind}:${randomUUID()}`,
        payload: documentSchema.parse(document),
      })
    },

    handle: (async (payload) => {
      await deliver(documentSchema.parse(payload))
    }) satisfies JobHandler,
  }
}

export type WhatsAppMessages = ReturnType<typeof createWhatsAppMessages>
