import { createTourProgramDeps } from './use-cases/deps.ts'
import type { TourProgramServiceDependencies } from './use-cases/deps.ts'
import { createGenerateUseCases } from './use-cases/generate.ts'
import { createOrderUseCases } from './use-cases/orders.ts'
import { createProgramUpdatesUseCase } from './use-cases/program-updates.ts'
import { createSubscriptionUseCases } from './use-cases/subscriptions.ts'

export type { ProgramContext } from './program-links.ts'
export type { TourProgramServiceDependencies } from './use-cases/deps.ts'
export type { BeforeRender, ProgramPdfFile } from './use-cases/program-pdf.ts'

/**
 * §7 the tour program as a PDF (cached per tour, language and currency), and the program sent by
 * e-mail (attached) or WhatsApp (its link), each order recorded: the use cases, one file each
 * under use-cases/, over deps (the dependencies and the program's PDFs) built once here.
 */
export function createTourProgramService(dependencies: TourProgramServiceDependencies) {
  const deps = createTourProgramDeps(dependencies)
  return {
    ...createGenerateUseCases(deps),
    ...createSubscriptionUseCases(deps),
    ...createProgramUpdatesUseCase(deps),
    ...createOrderUseCases(deps),
  }
}

export type TourProgramService = ReturnType<typeof createTourProgramService>
