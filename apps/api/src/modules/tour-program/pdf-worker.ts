// A worker thread of the program PDF renderer (render-pool.ts): pdfkit's layout is synchronous CPU
// work of a second or more, which on the API's own thread stalled every other request.
import { readlinkSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import type { TourPage } from '@tourmarket/contracts'
import { programPdfContent } from './pdf-content.ts'
import type { ProgramPdfContext } from './pdf-content.ts'
import { renderProgramPdf } from './pdf-render.ts'

/** What a PDF is made from; plain data, since it crosses to the worker by structured clone. */
export type ProgramPdfJob = {
  readonly tour: TourPage
  readonly context: ProgramPdfContext
  /** The cover photo (JPEG), or null to make the PDF without one. */
  readonly cover: Uint8Array | null
  readonly brandName: string
}

export type ProgramPdfJobResult =
  { readonly ok: true; readonly pdf: Uint8Array } | { readonly ok: false; readonly message: string }

if (parentPort === null) throw new Error('pdf-worker.ts runs as a worker thread only')
const port = parentPort

/**
 * On Linux the nice value is a thread's own (sched(7)): this thread takes the lowest priority, so
 * on a busy machine the API's thread and the database get the cores first and a render the time
 * left over; its queue then fills and answers 503 rather than the catalogue slowing down. Where
 * the thread cannot be named (no /proc) it keeps the process's priority.
 */
function yieldToTheApi(): void {
  if (process.platform !== 'linux') return
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1))
    setPriority(threadId, constants.priority.PRIORITY_LOW)
  } catch {
    // A sandbox without /proc: renders run at the process's priority.
  }
}
yieldToTheApi()

port.on('message', (job: ProgramPdfJob) => {
  renderProgramPdf({
    content: programPdfContent(job.tour, job.context),
    cover: job.cover === null ? null : Buffer.from(job.cover),
    brandName: job.brandName,
  }).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf)
      port.postMessage({ ok: true, pdf: bytes } satisfies ProgramPdfJobResult, [bytes.buffer])
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      port.postMessage({ ok: false, message } satisfies ProgramPdfJobResult)
    },
  )
})
