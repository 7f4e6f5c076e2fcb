import { createMeetDeps } from './use-cases/deps.ts'
import type { MeetServiceOptions } from './use-cases/deps.ts'
import { createFilesUseCases } from './use-cases/files.ts'
import { createReadUseCase } from './use-cases/read.ts'
import { createSaveUseCase } from './use-cases/save.ts'

export { createMeetKeyIssuer } from './key-issuer.ts'
export type { MeetServiceOptions } from './use-cases/deps.ts'

/**
 * §2 meet page: what the key's holder (the organizer) sees and changes. The use cases, one file
 * each under use-cases/, over deps (options, resolving the key, the page's data) built once here.
 */
export function createMeetService(options: MeetServiceOptions) {
  const deps = createMeetDeps(options)
  return {
    ...createReadUseCase(deps),
    ...createSaveUseCase(deps),
    ...createFilesUseCases(deps),
  }
}

export type MeetService = ReturnType<typeof createMeetService>
