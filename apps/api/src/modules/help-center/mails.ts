import { isKnownRequestHelperKind } from '@tourmarket/domain/enums'
import { helpRequestKindNames } from '@tourmarket/domain/help-center'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Email } from '../../platform/mail/mailer.ts'

export type HelpRequestForMail = {
  kind: string
  name: string
  /** Null only for a callback request, which carries the phone instead. */
  email: string | null
  phone: string | null
  message: string
  pagePath: string | null
  language: Locale
}

const confirmationTexts: Readonly<
  Record<
    Locale,
    {
      subject: string
      copy: (name: string, kind: string, message: string) => string
      acknowledgement: string
    }
  >
> = {
  'en-US': {
    subject: 'We have your question',
    copy: (name, kind, message) =>
      `Hello, ${name}!\n\nThank you for writing to Tourmarket support. We have your request (${kind}) and will answer by e-mail, usually within one working day.\n\nYour message:\n${message}\n\nThe Tourmarket team`,
    acknowledgement:
      'Hello!\n\nSomeone wrote to Tourmarket support and gave this address for the answer. We will answer by e-mail, usually within one working day.\n\nIf it was not you, ignore this e-mail.\n\nThe Tourmarket team',
  },
  ru: {
    subject: 'Мы получили ваш вопрос',
    copy: (name, kind, message) =>
      `Здравствуйте, ${name}!\n\nСпасибо, что написали в поддержку Tourmarket. Мы получили ваше обращение (${kind}) и ответим по электронной почте, обычно в течение одного рабочего дня.\n\nВаше сообщение:\n${message}\n\nКоманда Tourmarket`,
    acknowledgement:
      'Здравствуйте!\n\nКто-то написал в поддержку Tourmarket и указал этот адрес для ответа. Мы ответим по электронной почте, обычно в течение одного рабочего дня.\n\nЕсли это были не вы, просто проигнорируйте это письмо.\n\nКоманда Tourmarket',
  },
}

/** The kind in words; a kind the form does not offer is shown as sent. */
function kindName(kind: string, language: Locale): string {
  return isKnownRequestHelperKind(kind) ? helpRequestKindNames[language][kind] : kind
}

/**
 * The two e-mails of a help request: to support (in English, with everything the sender gave
 * and where they were), and a confirmation to the sender in their language. The confirmation
 * repeats the sender's name, topic and message only when `senderProven` (the signed-in account's
 * confirmed address is the one given); to any other address it is a fixed text, so the form
 * cannot carry someone's words to a stranger under our name (issue 37 finding 2).
 */
export function composeHelpRequestMails(
  request: HelpRequestForMail,
  where: { support: string; siteUrl: string; senderProven: boolean },
): Email[] {
  const page = request.pagePath === null ? 'not given' : `${where.siteUrl}${request.pagePath}`
  const toSupport: Email = {
    to: where.support,
    subject: `Help request: ${kindName(request.kind, 'en-US')} from ${request.name}`,
    text: [
      `Kind: ${request.kind}`,
      `Name: ${request.name}`,
      `E-mail: ${request.email ?? 'not given'}`,
      `Phone: ${request.phone ?? 'not given'}`,
      `Language: ${request.language}`,
      `Sent from: ${page}`,
      '',
      request.message,
    ].join('\n'),
  }
  const confirmation = confirmationTexts[request.language]
  if (request.email === null) return [toSupport]
  return [
    toSupport,
    {
      to: request.email,
      subject: confirmation.subject,
      text: where.senderProven
        ? confirmation.copy(request.name, kindName(request.kind, request.language), request.message)
        : confirmation.acknowledgement,
    },
  ]
}

/**
 * §2 callback dialog (kind phone_call_request) aimed at an organizer: one e-mail to each of the
 * organizer's accounts, in English like support's, asking them to ring the number back.
 */
export function composeCallbackRequestMails(
  request: HelpRequestForMail & { phone: string },
  where: { recipients: readonly string[]; organizerName: string; siteUrl: string },
): Email[] {
  const page = request.pagePath === null ? 'not given' : `${where.siteUrl}${request.pagePath}`
  const caller = request.name === '' ? 'A visitor' : request.name
  return where.recipients.map((to) => ({
    to,
    subject: `Callback requested: ${request.phone}`,
    text: [
      `${caller} asked ${where.organizerName} to call back on ${request.phone}.`,
      '',
      `Name: ${request.name === '' ? 'not given' : request.name}`,
      `Phone: ${request.phone}`,
      `E-mail: ${request.email ?? 'not given'}`,
      `Language: ${request.language}`,
      `Sent from: ${page}`,
      ...(request.message === '' ? [] : ['', request.message]),
    ].join('\n'),
  }))
}
