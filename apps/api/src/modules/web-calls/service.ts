import { createCallDataUseCases } from './use-cases/call-data.ts'
import { createWebCallDeps } from './use-cases/deps.ts'
import type { WebCallServiceOptions } from './use-cases/deps.ts'
import { createRingingUseCases } from './use-cases/ringing.ts'
import { createSignallingUseCases } from './use-cases/signalling.ts'

export { callRecordText } from './call-record.ts'
export type { WebCallServiceOptions, WebCallSettings } from './use-cases/deps.ts'

/**
 * Issue 20, the web call: §7 web-call-data, and the signalling over the chat socket. Calls are
 * rows in chat_calls; an ended one leaves a message in the chat (new_message). One file of use
 * cases each under use-cases/, over deps built once here.
 */
export function createWebCallService(options: WebCallServiceOptions) {
  const deps = createWebCallDeps(options)
  return {
    ...createSignallingUseCases(deps),
    ...createCallDataUseCases(deps),
    ...createRingingUseCases(deps),
  }
}

export type WebCallService = ReturnType<typeof createWebCallService>
