import { createHash, timingSafeEqual } from 'node:crypto'
import { errorBodySchema } from '@tourmarket/contracts'
import type { Update } from 'grammy/types'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import type { TelegramService } from './service.ts'
import { telegramWebhookPath } from './service.ts'

/** Telegram sends updates of at most a few kilobytes; anything larger is not one. */
const UPDATE_BODY_LIMIT = 256 * 1024

/** An Update: its id is required, the rest is Telegram's to add to (unknown kinds are ignored). */
const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() })

/** Compares digests, so the time taken says nothing of the secret, whatever the header's length. */
function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(secret))
}

/**
 * POST /messengers/telegram/webhook: Telegram's updates for the bot. The
 * X-Telegram-Bot-Api-Secret-Token header must carry TELEGRAM_WEBHOOK_SECRET (401 otherwise,
 * before the body is looked at). A genuine update is answered 200 even when handling it failed
 * (logged): Telegram would otherwise deliver it again and again.
 */
export const telegramRoutes: FastifyPluginAsyncZod<{ telegram: TelegramService }> = async (
  app,
  { telegram },
) => {
  app.post(
    telegramWebhookPath,
    {
      bodyLimit: UPDATE_BODY_LIMIT,
      schema: {
        tags: ['messengers'],
        summary: 'Telegram bot webhook',
        description:
          'Called by Telegram with an Update for the bot, and the secret given at setWebhook in `X-Telegram-Bot-Api-Secret-Token` (401 `unauthorized` without it). `/start {connection code}` links a chat account, a shared contact of the sender’s own maps their number for codes by Telegram, and a text is a reply into the chat relayed last (or the one replied to).',
        body: updateSchema,
        response: { 200: z.object({ ok: z.literal(true) }), 401: errorBodySchema },
      },
      preValidation: async (request) => {
        if (
          !sameSecret(request.headers['x-telegram-bot-api-secret-token'], telegram.webhookSecret)
        ) {
          throw new AppError({
            code: 'unauthorized',
            message: 'The webhook secret does not match.',
          })
        }
      },
    },
    async (request) => {
      try {
        await telegram.handleUpdate(request.body as Update)
      } catch (error) {
        request.log.error({ err: error }, 'Telegram update not handled')
      }
      return { ok: true as const }
    },
  )
}
