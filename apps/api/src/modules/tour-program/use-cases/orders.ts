import type { TourProgramOrder } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { programPdfTranslator } from '../pdf-content.ts'
import { programPdfPath } from '../program-links.ts'
import type { ProgramContext } from '../program-links.ts'
import type { TourProgramDeps } from './deps.ts'
import type { BeforeRender } from './program-pdf.ts'

export function createOrderUseCases(deps: TourProgramDeps) {
  const { repository, programPdf, siteUrl, brandName } = deps

  return {
    /** §7 tour-program-order-via-email: the PDF attached to a mail, and the order recorded. */
    async orderViaEmail(
      input: { email: string; phone: string | null; tourId: number },
      context: ProgramContext,
      beforeRender?: BeforeRender,
    ): Promise<TourProgramOrder> {
      const file = await programPdf(input.tourId, context, beforeRender)
      const t = programPdfTranslator(context.language)
      const pdfUrl = new URL(programPdfPath(file.tourId, context), siteUrl).href
      await deps.mailer.send({
        to: input.email,
        subject: t('programPdf.mailSubject', { title: file.title }),
        text: t('programPdf.mailText', {
          title: file.title,
          currency: context.currency,
          pageUrl: file.pageUrl,
          pdfUrl,
          brand: brandName,
        }),
        attachments: [
          { fileName: file.fileName, contentType: 'application/pdf', content: file.pdf },
        ],
      })
      await repository.recordOrder({
        channel: 'email',
        tourId: input.tourId,
        email: input.email,
        phone: input.phone,
        requestId: null,
        currency: context.currency,
        languageCode: context.language,
      })
      return { success: true, channel: 'email', url: programPdfPath(file.tourId, context) }
    },

    /**
     * §7 tour-program-order-via-whatsapp: the PDF by WhatsApp (a document by its public link, the
     * caption with the links), where the site token offers it; sent by the job queue.
     */
    async orderViaWhatsapp(
      input: { email: string | null; phone: string; requestId: number | null; tourId: number },
      context: ProgramContext,
      beforeRender?: BeforeRender,
    ): Promise<TourProgramOrder> {
      if (!(await deps.whatsappOffered())) {
        throw new AppError({
          code: 'not_found',
          message: 'Sending the program by WhatsApp is not offered on this site.',
        })
      }
      const file = await programPdf(input.tourId, context, beforeRender)
      const pdfUrl = new URL(programPdfPath(file.tourId, context), siteUrl).href
      const t = programPdfTranslator(context.language)
      // The order and its message commit together; the queue sends it and retries a failure.
      await repository.recordOrder(
        {
          channel: 'whatsapp',
          tourId: input.tourId,
          email: input.email,
          phone: input.phone,
          requestId: input.requestId,
          currency: context.currency,
          languageCode: context.language,
        },
        (transaction) =>
          deps.whatsapp.enqueueDocument(transaction, {
            to: input.phone,
            link: pdfUrl,
            fileName: file.fileName,
            caption: t('programPdf.whatsappText', {
              title: file.title,
              pdfUrl,
              pageUrl: file.pageUrl,
            }),
          }),
      )
      return { success: true, channel: 'whatsapp', url: programPdfPath(file.tourId, context) }
    },
  }
}
