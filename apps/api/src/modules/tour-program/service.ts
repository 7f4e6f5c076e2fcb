import { createHash } from 'node:crypto'
import { TOUR_PROGRAM_PDF_PATH } from '@tourmarket/contracts'
import type { TourPage, TourProgramOrder, TourProgramPdf } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import type { MediaService } from '../media/service.ts'
import type { Mailer } from '../messages/mailer.ts'
import type { TourService } from '../tours/service.ts'
import { programPdfContent, programPdfFileName, programPdfTranslator } from './pdf-content.ts'
import { renderProgramPdf } from './pdf-render.ts'
import type { TourProgramRepository } from './repository.ts'
import type { WhatsAppSender } from './whatsapp.ts'

/** Raised when the layout changes, so every cached PDF is made again in the new one. */
const LAYOUT_VERSION = 1
const COVER_SIZE = '1200x0'

export type ProgramContext = { readonly language: Locale; readonly currency: BrandCurrency }

export type ProgramPdfFile = {
  readonly tourId: number
  readonly slug: string
  readonly title: string
  readonly pageUrl: string
  readonly fileName: string
  readonly pdf: Buffer
  readonly sourceVersion: string
  readonly generatedAt: Date
  readonly context: ProgramContext
}

export type TourProgramServiceDependencies = {
  repository: TourProgramRepository
  tours: TourService
  /** The slug of a published tour, or undefined for an unknown or unpublished one. */
  publishedSlug: (tourId: number) => Promise<string | undefined>
  media: MediaService
  mailer: Mailer
  whatsapp: WhatsAppSender
  /** §3 site token send_tour_program_in_pdf_via_whatsapp, read when an order comes. */
  whatsappOffered: () => Promise<boolean>
  siteUrl: string
  brandName: string
  now: () => Date
  reportError: (error: unknown, message: string) => void
}

function tourNotFound(tourId: number): AppError {
  return new AppError({ code: 'tour_not_found', message: `There is no tour with id ${tourId}.` })
}

/** The link that serves a program PDF; it names its language and currency, so it needs no headers. */
export function programPdfPath(tourId: number, context: ProgramContext): string {
  const query = new URLSearchParams({
    id: String(tourId),
    language: context.language,
    currency: context.currency,
  })
  return `${TOUR_PROGRAM_PDF_PATH}?${query.toString()}`
}

/** The image key in a §3 media template such as `/media/landscape-7/{size}`. */
function mediaKeyOf(template: string): string | undefined {
  return /^\/media\/([^/]+)\/\{size\}$/.exec(template)?.[1]
}

/**
 * §7 the tour program as a PDF (cached per tour, language and currency), and the program sent by
 * e-mail (attached) or WhatsApp (its link), each order recorded.
 */
export function createTourProgramService(deps: TourProgramServiceDependencies) {
  const { repository, tours, media, siteUrl, brandName } = deps
  // Requests that arrive together for a PDF not yet made share one rendering.
  const rendering = new Map<string, Promise<{ pdf: Buffer; generatedAt: Date }>>()

  async function coverOf(tour: TourPage): Promise<Buffer | null> {
    const key = mediaKeyOf(tour.cover.image)
    if (key === undefined) return null
    try {
      return (await media.image(key, COVER_SIZE, 'jpeg')).body
    } catch (error) {
      // A missing photo should not cost the visitor the program: it is made without the cover.
      deps.reportError(error, `program PDF cover ${key} unavailable`)
      return null
    }
  }

  async function tourPage(tourId: number, context: ProgramContext) {
    const slug = await deps.publishedSlug(tourId)
    if (slug === undefined) throw tourNotFound(tourId)
    const page = await tours.tourPage(
      slug,
      { format: 'full', expandProgram: true, expandReviews: false, withAlt: false },
      context,
    )
    if ('redirect' in page) throw tourNotFound(tourId)
    return page
  }

  /** The PDF in this language and currency: the cached one while its sources are unchanged. */
  async function programPdf(tourId: number, context: ProgramContext): Promise<ProgramPdfFile> {
    const tour = await tourPage(tourId, context)
    const today = deps.now().toISOString().slice(0, 10)
    const pageUrl = new URL(tour.url, siteUrl).href
    // What the PDF shows is the tour page in this context (program, dates, prices at today's
    // rate, organizer): its hash names the version, so any change to them makes a new PDF.
    const sourceVersion = createHash('sha256')
      .update(JSON.stringify({ layout: LAYOUT_VERSION, tour, today, pageUrl, brandName }))
      .digest('base64url')
    const key = { tourId, languageCode: context.language, currency: context.currency }
    const file = (pdf: Buffer, generatedAt: Date): ProgramPdfFile => ({
      tourId,
      slug: tour.slug,
      title: tour.title,
      pageUrl,
      fileName: programPdfFileName(tour.slug),
      pdf,
      sourceVersion,
      generatedAt,
      context,
    })
    const cached = await repository.cachedPdf(key)
    if (cached?.sourceVersion === sourceVersion) return file(cached.pdf, cached.generatedAt)

    const renderingKey = `${tourId}:${context.language}:${context.currency}:${sourceVersion}`
    let made = rendering.get(renderingKey)
    if (made === undefined) {
      made = (async () => {
        const pdf = await renderProgramPdf({
          content: programPdfContent(tour, { ...context, today, pageUrl }),
          cover: await coverOf(tour),
          brandName,
        })
        const generatedAt = await repository.storePdf(key, sourceVersion, pdf)
        return { pdf, generatedAt }
      })().finally(() => rendering.delete(renderingKey))
      rendering.set(renderingKey, made)
    }
    const { pdf, generatedAt } = await made
    return file(pdf, generatedAt)
  }

  function answer(file: ProgramPdfFile): TourProgramPdf {
    return {
      id: file.tourId,
      url: programPdfPath(file.tourId, file.context),
      file_name: file.fileName,
      language: file.context.language,
      currency: file.context.currency,
      size_bytes: file.pdf.length,
      generated_at: file.generatedAt.toISOString(),
    }
  }

  return {
    programPdf,

    /** §7 private-generate-tour-program-pdf: makes the PDF (or finds it) and answers its link. */
    async generate(tourId: number, context: ProgramContext): Promise<TourProgramPdf> {
      return answer(await programPdf(tourId, context))
    },

    async subscribe(
      input: { email: string; tourId: number; subscriberId: string | null; uuid: string | null },
      context: ProgramContext,
    ): Promise<{ uuid: string }> {
      if ((await deps.publishedSlug(input.tourId)) === undefined) throw tourNotFound(input.tourId)
      const uuid = await repository.subscribe({
        uuid: input.uuid,
        email: input.email,
        tourId: input.tourId,
        subscriberId: input.subscriberId,
        currency: context.currency,
        languageCode: context.language,
      })
      return { uuid }
    },

    /** §7 tour-program-order-via-email: the PDF attached to a mail, and the order recorded. */
    async orderViaEmail(
      input: { email: string; phone: string | null; tourId: number },
      context: ProgramContext,
    ): Promise<TourProgramOrder> {
      const file = await programPdf(input.tourId, context)
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

    /** §7 tour-program-order-via-whatsapp: the PDF's link by WhatsApp, where the brand offers it. */
    async orderViaWhatsapp(
      input: { email: string | null; phone: string; requestId: number | null; tourId: number },
      context: ProgramContext,
    ): Promise<TourProgramOrder> {
      if (!(await deps.whatsappOffered())) {
        throw new AppError({
          code: 'not_found',
          message: 'Sending the program by WhatsApp is not offered on this site.',
        })
      }
      const file = await programPdf(input.tourId, context)
      const pdfUrl = new URL(programPdfPath(file.tourId, context), siteUrl).href
      const t = programPdfTranslator(context.language)
      await deps.whatsapp.send({
        phone: input.phone,
        text: t('programPdf.whatsappText', { title: file.title, pdfUrl, pageUrl: file.pageUrl }),
      })
      await repository.recordOrder({
        channel: 'whatsapp',
        tourId: input.tourId,
        email: input.email,
        phone: input.phone,
        requestId: input.requestId,
        currency: context.currency,
        languageCode: context.language,
      })
      return { success: true, channel: 'whatsapp', url: programPdfPath(file.tourId, context) }
    },
  }
}

export type TourProgramService = ReturnType<typeof createTourProgramService>
