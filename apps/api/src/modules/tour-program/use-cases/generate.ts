import type { TourProgramPdf } from '@tourmarket/contracts'
import { programPdfPath } from '../program-links.ts'
import type { ProgramContext } from '../program-links.ts'
import type { TourProgramDeps } from './deps.ts'
import type { BeforeRender, ProgramPdfFile } from './program-pdf.ts'

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

export function createGenerateUseCases(deps: TourProgramDeps) {
  const { programPdf } = deps

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
  }
}
