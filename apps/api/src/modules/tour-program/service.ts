import { createHash } from 'node:crypto'
import { TOUR_PROGRAM_PDF_PATH } from '@tourmarket/contracts'
import type {
  TourPage,
  TourProgramOrder,
  TourProgramPdf,
  TourProgramSubscriptionPage,
} from '@tourmarket/contracts'
import { isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { isLocale, type Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { tourUrl } from '../tours/presenter.ts'
import type { MediaService } from '../media/service.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { TourService } from '../tours/service.ts'
import { programPdfContent, programPdfFileName, programPdfTranslator } from './pdf-content.ts'
import type { ProgramPdfRenderer } from './render-pool.ts'
import type { ProgramSubscription, TourProgramRepository } from './repository.ts'
import type { WhatsAppSender } from './whatsapp.ts'

/** Raised when the layout (pdf-render.ts) changes, so every cached PDF is made again in the new one. */
const LAYOUT_VERSION = 1
const COVER_SIZE = '1200x0'
const HOUR_MS = 60 * 60 * 1000
/** Subscribing again within this time answers the subscription without mailing it again. */
const RESUBSCRIBE_QUIET_MS = HOUR_MS
/**
 * At most one update mail a day per subscription: prices follow the rate and seats the bookings,
 * so a busy tour would otherwise mail every ten minutes. A change waits for the next day's run.
 */
const UPDATE_INTERVAL_MS = 24 * HOUR_MS

export type ProgramContext = { readonly language: Locale; readonly currency: BrandCurrency }

export type ProgramPdfFile = {
  readonly tourId: number
  readonly slug: string
  readonly title: string
  readonly pageUrl: string
  readonly fileName: string
  readonly pdf: Buffer
  /** Names what the PDF shows (the cache's key and the link's ETag): equal versions, equal PDFs. */
  readonly contentVersion: string
  /** What the program shows, without the day it was made: what a subscriber was last mailed. */
  readonly programVersion: string
  readonly generatedAt: Date
  readonly context: ProgramContext
}

export type TourProgramServiceDependencies = {
  repository: TourProgramRepository
  tours: TourService
  /** The slug of a published tour, or undefined for an unknown or unpublished one. */
  publishedSlug: (tourId: number) => Promise<string | undefined>
  media: MediaService
  /** Makes the PDFs off the event loop, a bounded number at a time. */
  renderer: ProgramPdfRenderer
  mailer: Mailer
  whatsapp: WhatsAppSender
  /** §3 site token send_tour_program_in_pdf_via_whatsapp, read when an order comes. */
  whatsappOffered: () => Promise<boolean>
  siteUrl: string
  brandName: string
  now: () => Date
  reportError: (error: unknown, message: string) => void
}

/** §2 the page where a subscriber stops the program mails; the uuid is the key to it. */
export function unsubscribePath(uuid: string, language: Locale): string {
  return `${language === 'ru' ? '/ru' : ''}/tour-program-subscriptions/${uuid}/unsubscribe`
}

const sha256 = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url')

function subscriptionNotFound(): AppError {
  return new AppError({
    code: 'tour_program_subscription_not_found',
    message: 'There is no such subscription.',
  })
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

/**
 * Called before a request makes a PDF that is not cached (the routes count it per address); a
 * cached PDF, or one already being made, costs no render and does not call it.
 */
export type BeforeRender = () => Promise<void>

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

  /**
   * The cover photo, and whether a PDF made with this answer may be kept: a photo that does not
   * exist is a lasting answer, one that could not be read now (the image renderer busy, a disk
   * error) is not, or the PDF would stay without its cover until the tour changes.
   */
  async function coverOf(tour: TourPage): Promise<{ image: Buffer | null; lasting: boolean }> {
    const key = mediaKeyOf(tour.cover.image)
    if (key === undefined) return { image: null, lasting: true }
    try {
      return { image: (await media.image(key, COVER_SIZE, 'jpeg')).body, lasting: true }
    } catch (error) {
      // A missing photo should not cost the visitor the program: it is made without the cover.
      deps.reportError(error, `program PDF cover ${key} unavailable`)
      return {
        image: null,
        lasting: error instanceof AppError && error.code === 'media_not_found',
      }
    }
  }

  async function tourPage(tourId: number, context: ProgramContext) {
    const slug = await deps.publishedSlug(tourId)
    if (slug === undefined) throw tourNotFound(tourId)
    // What subscribers are sent must be what the database says now, not a page kept for visitors.
    const page = await tours.currentTourPage(
      slug,
      { format: 'full', expandProgram: true, expandReviews: false, withAlt: false },
      context,
    )
    if ('redirect' in page) throw tourNotFound(tourId)
    return page
  }

  /**
   * What the program shows now in this language and currency, named by its versions, without
   * making the PDF: the job compares subscribers' versions with it before rendering anything.
   */
  async function programSource(tourId: number, context: ProgramContext) {
    const tour = await tourPage(tourId, context)
    const today = deps.now().toISOString().slice(0, 10)
    const pageUrl = new URL(tour.url, siteUrl).href
    // What subscribers were last mailed: the tour page in this context (program, dates, prices at
    // today's rate, organizer), so any change to it mails them the new PDF.
    const programVersion = sha256({ layout: LAYOUT_VERSION, tour, pageUrl, brandName })
    // The PDF's version is exactly what it is made from: its words and numbers in this language
    // and currency, the cover (a media key names one image for ever), the brand and the layout.
    // Not the day in the prices note: it is the day the PDF was made, and the same prices on a
    // later day are the same PDF. JSON leaves out pageLabel, a function of the language.
    const content = programPdfContent(tour, { ...context, today, pageUrl })
    const contentVersion = sha256({
      layout: LAYOUT_VERSION,
      brandName,
      currency: context.currency,
      cover: tour.cover.image,
      content: { ...content, pricesNote: null },
    })
    return { tourId, context, tour, today, pageUrl, programVersion, contentVersion }
  }

  type ProgramSource = Awaited<ReturnType<typeof programSource>>

  /**
   * The PDF of a program source: the cached one (in the database, so every process and restart
   * finds it) while what it shows is unchanged; otherwise made once, however many ask together.
   */
  async function pdfOf(
    source: ProgramSource,
    beforeRender?: BeforeRender,
  ): Promise<ProgramPdfFile> {
    const { tourId, context, tour, today, pageUrl, contentVersion } = source
    const key = { tourId, languageCode: context.language, currency: context.currency }
    const file = (pdf: Buffer, generatedAt: Date): ProgramPdfFile => ({
      tourId,
      slug: tour.slug,
      title: tour.title,
      pageUrl,
      fileName: programPdfFileName(tour.slug),
      pdf,
      contentVersion,
      programVersion: source.programVersion,
      generatedAt,
      context,
    })
    const cached = await repository.cachedPdf(key)
    if (cached?.sourceVersion === contentVersion) return file(cached.pdf, cached.generatedAt)

    const renderingKey = `${tourId}:${context.language}:${context.currency}:${contentVersion}`
    let made = rendering.get(renderingKey)
    if (made === undefined && beforeRender !== undefined) {
      await beforeRender()
      made = rendering.get(renderingKey)
    }
    if (made === undefined) {
      made = (async () => {
        let coverLasting = true
        const pdf = await deps.renderer.render(async () => {
          const cover = await coverOf(tour)
          coverLasting = cover.lasting
          return { tour, context: { ...context, today, pageUrl }, cover: cover.image, brandName }
        })
        // A PDF made without a cover that exists is served, not kept: the next request tries again.
        const generatedAt = coverLasting
          ? await repository.storePdf(key, contentVersion, pdf)
          : deps.now()
        return { pdf, generatedAt }
      })().finally(() => rendering.delete(renderingKey))
      rendering.set(renderingKey, made)
    }
    const { pdf, generatedAt } = await made
    return file(pdf, generatedAt)
  }

  /** The PDF in this language and currency: the cached one while what it shows is unchanged. */
  async function programPdf(
    tourId: number,
    context: ProgramContext,
    beforeRender?: BeforeRender,
  ): Promise<ProgramPdfFile> {
    return pdfOf(await programSource(tourId, context), beforeRender)
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

  function contextOf(subscription: { languageCode: string; currency: string }): ProgramContext {
    return {
      language: isLocale(subscription.languageCode) ? subscription.languageCode : 'en-US',
      currency: isBrandCurrency(subscription.currency) ? subscription.currency : 'USD',
    }
  }

  /** The program as it is now, or null when there is nothing to mail (no tour, no dates). */
  async function mailableSource(tourId: number, context: ProgramContext) {
    try {
      const source = await programSource(tourId, context)
      return source.tour.dates.length > 0 ? source : null
    } catch (error) {
      if (error instanceof AppError && ['tour_not_found', 'tour_dates_passed'].includes(error.code))
        return null
      throw error
    }
  }

  /**
   * Sends the mail a claim was taken for: the program PDF attached, the unsubscribe link in the
   * text and in List-Unsubscribe. When it cannot be sent the claim is given back, so the next
   * run (or the next subscribe) tries again.
   */
  async function mailClaimed(
    subscription: ProgramSubscription,
    file: ProgramPdfFile,
    kind: 'confirmation' | 'update',
    claimedAt: Date,
  ): Promise<void> {
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
        attachments: [
          { fileName: file.fileName, contentType: 'application/pdf', content: file.pdf },
        ],
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

  return {
    programPdf,

    /** §7 private-generate-tour-program-pdf: makes the PDF (or finds it) and answers its link. */
    async generate(
      tourId: number,
      context: ProgramContext,
      beforeRender?: BeforeRender,
    ): Promise<TourProgramPdf> {
      return answer(await programPdf(tourId, context, beforeRender))
    },

    /**
     * §7 subscribe-tour-program: one subscription per e-mail and tour, confirmed by a mail with
     * the program PDF and the unsubscribe link. Subscribing again within the hour answers the same
     * subscription and mails nothing.
     */
    async subscribe(
      input: { email: string; tourId: number; subscriberId: string | null; uuid: string | null },
      context: ProgramContext,
      beforeRender?: BeforeRender,
    ): Promise<{ uuid: string | null }> {
      const file = await programPdf(input.tourId, context, beforeRender)
      const { subscription, created } = await repository.subscribe({
        uuid: input.uuid,
        email: input.email,
        tourId: input.tourId,
        subscriberId: input.subscriberId,
        currency: context.currency,
        languageCode: context.language,
      })
      const at = deps.now()
      const claimed = await repository.claimMailing(subscription.id, file.programVersion, at, {
        notSentSince: new Date(at.getTime() - RESUBSCRIBE_QUIET_MS),
        changedOnly: false,
      })
      if (claimed) await mailClaimed(subscription, file, 'confirmation', at)
      // The uuid is the key that unsubscribes: whoever merely knows an address never gets it.
      return { uuid: created ? subscription.uuid : null }
    },

    /** The unsubscribe page: what the subscription is for. 404 for an unknown uuid. */
    async subscriptionPage(uuid: string, language: Locale): Promise<TourProgramSubscriptionPage> {
      const row = await repository.subscriptionWithTour(uuid)
      if (row === undefined) throw subscriptionNotFound()
      return {
        uuid,
        email: row.subscription.email,
        tour: {
          id: row.subscription.tourId,
          title: localize(language, row.tourTitle, row.tourTitleRu),
          url: tourUrl(row.tourSlug),
        },
        unsubscribed_at: row.subscription.unsubscribedAt?.toISOString() ?? null,
      }
    },

    /** Stops the program mails of a subscription (again: a no-op). 404 for an unknown uuid. */
    async unsubscribe(uuid: string): Promise<{ unsubscribed_at: string }> {
      const at = await repository.unsubscribe(uuid, deps.now())
      if (at === undefined) throw subscriptionNotFound()
      return { unsubscribed_at: at.toISOString() }
    },

    /**
     * The periodic job: mails the updated program to each active subscriber whose tour's program
     * changed since their last mail (at most once a day each). Tours unpublished or without
     * upcoming dates are skipped. Safe in two processes at once: a subscription's mail is claimed
     * by one conditional update. Answers the subscriptions this run mailed.
     */
    async mailProgramChanges(): Promise<number[]> {
      const started = deps.now()
      const notSentSince = new Date(started.getTime() - UPDATE_INTERVAL_MS)
      const mailed: number[] = []
      // Subscribers of one tour in one language and currency share one program and one PDF,
      // which is made only when one of them has not had this version.
      for (const group of await repository.subscribedPrograms(notSentSince)) {
        const context = contextOf(group)
        const source = await mailableSource(group.tourId, context)
        if (source === null) continue
        const stale = await repository.subscriptionsNotSent(
          { tourId: group.tourId, languageCode: group.languageCode, currency: group.currency },
          source.programVersion,
          notSentSince,
        )
        if (stale.length === 0) continue
        const file = await pdfOf(source).catch((error: unknown) => {
          // Visitors come first: while the renderers are full the group waits for the next run.
          if (error instanceof AppError && error.code === 'tour_program_busy') return null
          throw error
        })
        if (file === null) continue
        for (const subscription of stale) {
          const at = deps.now()
          const claimed = await repository.claimMailing(subscription.id, file.programVersion, at, {
            notSentSince,
            changedOnly: true,
          })
          if (!claimed) continue
          try {
            await mailClaimed(subscription, file, 'update', at)
            mailed.push(subscription.id)
          } catch (error) {
            deps.reportError(error, `program update mail to subscription ${subscription.id} failed`)
          }
        }
      }
      return mailed
    },

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

    /** §7 tour-program-order-via-whatsapp: the PDF's link by WhatsApp, where the brand offers it. */
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
