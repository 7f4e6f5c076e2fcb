import { programPdfTranslator } from '../pdf-content.ts'
import { unsubscribePath } from '../program-links.ts'
import type { ProgramSubscription } from '../repository.ts'
import type { TourProgramDeps } from './deps.ts'
import type { ProgramPdfFile } from './program-pdf.ts'

/**
 * Sends the mail a claim was taken for: the program PDF attached, the unsubscribe link in the
 * text and in List-Unsubscribe. When it cannot be sent the claim is given back, so the next
 * run (or the next subscribe) tries again.
 */
export async function mailClaimed(
  deps: TourProgramDeps,
  subscription: ProgramSubscription,
  file: ProgramPdfFile,
  kind: 'confirmation' | 'update',
  claimedAt: Date,
): Promise<void> {
  const { repository, siteUrl, brandName } = deps
  const { language, currency } = file.context
  const t = programPdfTranslator(language)
  const unsubscribeUrl = new URL(unsubscribePath(subscription.uuid, language), siteUrl).href
  const params = {
    title: file.title,
    currency,
    pageUrl: file.pageUrl,
    unsubscribeUrl,
    brand: brandName,
  }
  try {
    await deps.mailer.send({
      to: subscription.email,
      subject: t(`programPdf.${kind}Subject`, params),
      text: t(`programPdf.${kind}Text`, params),
      attachments: [{ fileName: file.fileName, contentType: 'application/pdf', content: file.pdf }],
      // RFC 8058: mail clients offer their own unsubscribe button, which posts to the page.
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  } catch (error) {
    await repository.releaseMailing(subscription.id, claimedAt, subscription)
    throw error
  }
}
