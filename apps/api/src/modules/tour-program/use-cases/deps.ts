import type { MediaService } from '../../media/service.ts'
import type { Mailer } from '../../../platform/mail/mailer.ts'
import type { TourService } from '../../tours/service.ts'
import type { ProgramPdfRenderer } from '../render-pool.ts'
import type { TourProgramRepository } from '../repository.ts'
import type { WhatsAppSender } from '../whatsapp.ts'
import { createProgramPdfs } from './program-pdf.ts'

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

/**
 * What the tour program use cases share, built once per service: its dependencies and the
 * program's PDFs (with the renderings in flight that requests arriving together share).
 */
export function createTourProgramDeps(dependencies: TourProgramServiceDependencies) {
  return { ...dependencies, ...createProgramPdfs(dependencies) }
}

export type TourProgramDeps = ReturnType<typeof createTourProgramDeps>
