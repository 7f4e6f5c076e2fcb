import { createTranslator, globalMessages } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { CodeChannel } from '../../mail/code-delivery.ts'
import type { WhatsAppCloudApi } from './cloud-api.ts'

/** WhatsApp's names of our languages, for the template's language (approved in each). */
const templateLanguage: Readonly<Record<Locale, string>> = { 'en-US': 'en_US', ru: 'ru' }

/**
 * Sign-in and confirmation codes by WhatsApp (senders `whatsapp` and `whatsapp_paid`, decision
 * 0054): the approved authentication template (WHATSAPP_CODE_TEMPLATE) with the code as its
 * body parameter and its copy-code button's. A code is sent at once, not as a job: the visitor
 * waits for it, and a failure is said now, in §8's words, so they can choose another way. A
 * notice without a code (codes locked) goes as text.
 */
export function createWhatsAppCodeChannel(options: {
  api: WhatsAppCloudApi
  template: string
  reportError: (error: unknown, message: string) => void
}): CodeChannel {
  const { api, template, reportError } = options
  return {
    async send(message) {
      try {
        await api.send(
          message.code === null
            ? { type: 'text', to: message.destination, text: message.text }
            : {
                type: 'template',
                to: message.destination,
                template,
                language: templateLanguage[message.language],
                code: message.code,
              },
        )
      } catch (error) {
        reportError(error, 'WhatsApp code not sent')
        throw new AppError({
          code: 'sms_unavailable',
          message: createTranslator(message.language, globalMessages)('errors.smsUnavailable'),
          cause: error,
        })
      }
    },
  }
}
