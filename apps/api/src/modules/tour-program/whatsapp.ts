import type { AppDatabase } from '../../db/database.ts'
import type { WhatsAppDocument } from '../../platform/channels/whatsapp/message-jobs.ts'

/**
 * The port a program order sends through: the PDF as a WhatsApp document, written as a job in the
 * order's transaction (decision 0054). services.ts hands in the queue's WhatsApp messages.
 */
export type WhatsAppSender = {
  enqueueDocument(db: AppDatabase, document: WhatsAppDocument): Promise<void>
}
