import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../platform/jobs/queue.ts'
import type { OutboxRepository } from '../../platform/mail/outbox-repository.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type MessagesRoutesOptions = {
  outbox: OutboxRepository
  /** The job queue: what is still to be sent shows beside what was (decision 0046). */
  jobs: Pick<JobQueue, 'unfinished'>
}

/** Unfinished jobs the page lists. */
const JOBS_SHOWN = 50

/**
 * GET /dev/outbox: the messages kept instead of sent (codes, password-reset links), newest first,
 * with the files sent with them, and the jobs not yet done (pending, running, failed), for the
 * storefront's developer page. Registered only when DEV_PAGES=1: it shows sign-in codes.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { outbox, jobs },
) => {
  app.route({
    ...endpointRoute(endpoints.outbox),
    handler: async (request) => {
      const messages = await outbox.list({
        recipient: request.query.recipient?.trim().toLowerCase(),
        limit: request.query.limit,
      })
      return {
        data: messages.map((message) => ({
          id: message.id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          html: message.html ?? null,
          created_at: message.createdAt.toISOString(),
          attachments: message.attachments.map((file) => ({
            id: file.id,
            file_name: file.fileName,
            content_type: file.contentType,
            size_bytes: file.sizeBytes,
            url: `/dev/outbox/attachments/${String(file.id)}`,
          })),
        })),
        jobs: (await jobs.unfinished(JOBS_SHOWN)).flatMap((job) =>
          job.status === 'done'
            ? []
            : [
                {
                  id: job.id,
                  kind: job.kind,
                  key: job.key,
                  status: job.status,
                  run_at: job.runAt.toISOString(),
                  attempts: job.attempts,
                  max_attempts: job.maxAttempts,
                  last_error: job.lastError,
                },
              ],
        ),
      }
    },
  })

  // The bytes of a file sent with a message, so a test or a developer can open what was mailed.
  app.get(
    '/dev/outbox/attachments/:id',
    {
      schema: {
        summary: 'A file sent with an outbox message',
        description:
          'Only with DEV_PAGES=1: the bytes of one attachment listed by GET /dev/outbox.',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const file = await outbox.attachment(request.params.id)
      if (file === undefined) {
        throw new AppError({ code: 'not_found', message: 'There is no such attachment.' })
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content)
    },
  )
}
