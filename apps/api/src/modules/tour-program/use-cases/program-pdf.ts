import { createHash } from 'node:crypto'
import type { TourPage } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { programPdfContent, programPdfFileName } from '../pdf-content.ts'
import type { ProgramContext } from '../program-links.ts'
import type { TourProgramServiceDependencies } from './deps.ts'

/** Raised when the layout (pdf-render.ts) changes, so every cached PDF is made again in the new one. */
const LAYOUT_VERSION = 1
const COVER_SIZE = '1200x0'

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

/**
 * Called before a request makes a PDF that is not cached (the routes count it per address); a
 * cached PDF, or one already being made, costs no render and does not call it.
 */
export type BeforeRender = () => Promise<void>

const sha256 = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url')

function tourNotFound(tourId: number): AppError {
  return new AppError({ code: 'tour_not_found', message: `There is no tour with id ${tourId}.` })
}

/** The image key in a §3 media template such as `/media/landscape-7/{size}`. */
function mediaKeyOf(template: string): string | undefined {
  return /^\/media\/([^/]+)\/\{size\}$/.exec(template)?.[1]
}

/**
 * §7 the tour program as a PDF, cached per tour, language and currency: what it shows now, named
 * by its versions, and the PDF of that.
 */
export function createProgramPdfs(deps: TourProgramServiceDependencies) {
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

  return { programSource, pdfOf, programPdf }
}
