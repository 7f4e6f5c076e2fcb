import { Worker } from 'node:worker_threads'
import { AppError } from '../../errors.ts'
import type { ProgramPdfJob, ProgramPdfJobResult } from './pdf-worker.ts'

/** Seconds a client is asked to wait when every renderer is busy and the queue is full. */
export const PROGRAM_PDF_RETRY_AFTER_SECONDS = 10

/**
 * A render's heap: a long program is a few MB of layout, so a job that needs more is broken and
 * takes down its worker, not the API.
 */
const WORKER_HEAP_MB = 256

const defaultWorkerUrl = new URL('./pdf-worker.ts', import.meta.url)

function renderersBusy(): AppError {
  return new AppError({
    code: 'tour_program_busy',
    message:
      'Too many tour programs are being prepared right now. Please try again in a few seconds.',
    headers: { 'Retry-After': String(PROGRAM_PDF_RETRY_AFTER_SECONDS) },
  })
}

export type ProgramPdfRenderer = {
  /**
   * A PDF made in a worker thread from what `prepare` gathers once a worker is free (the cover
   * photo is itself a render, so a request still waiting costs nothing). Throws
   * `tour_program_busy` (503, Retry-After) at once when `concurrency` renders are under way and
   * `queue` more are waiting.
   */
  render(prepare: () => Promise<ProgramPdfJob>): Promise<Buffer>
  /** Stops the workers; renders not finished are refused. */
  close(): Promise<void>
}

type Task = {
  readonly prepare: () => Promise<ProgramPdfJob>
  readonly resolve: (pdf: Buffer) => void
  readonly reject: (error: unknown) => void
}

type Slot = { readonly worker: Worker; task: Task | null }

/**
 * Renders program PDFs off the event loop (finding 4 of issue 37: eight at once on the API's
 * thread took the catalogue from 0.1 s to 0.9 s): at most `concurrency` worker threads, each one
 * render at a time, started on the first render and kept; `queue` more renders wait, and any
 * beyond are refused rather than queued for ever. A worker that dies fails its render only.
 */
export function createProgramPdfRenderer(options: {
  concurrency: number
  queue: number
  /** The worker's module; tests give one of their own. */
  workerUrl?: URL
}): ProgramPdfRenderer {
  const workerUrl = options.workerUrl ?? defaultWorkerUrl
  const slots = new Set<Slot>()
  const waiting: Task[] = []
  let closed = false

  function finish(slot: Slot, settle: (task: Task) => void): void {
    const { task } = slot
    if (task === null) return
    slot.task = null
    settle(task)
    const next = waiting.shift()
    if (next !== undefined) run(slot, next)
  }

  function startWorker(): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    })
    // An idle worker does not keep the process alive; a waiting request does.
    worker.unref()
    const slot: Slot = { worker, task: null }
    worker.on('message', (result: ProgramPdfJobResult) => {
      finish(slot, (task) =>
        result.ok
          ? task.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.length))
          : task.reject(new Error(`The program PDF could not be made: ${result.message}`)),
      )
    })
    const retire = (error: Error) => {
      slots.delete(slot)
      const { task } = slot
      slot.task = null
      task?.reject(error)
      // The render it had is lost; the next in line gets a new worker.
      const next = waiting.shift()
      if (next !== undefined) run(startWorker(), next)
    }
    worker.on('error', retire)
    worker.on('exit', (code) => {
      if (slots.has(slot)) retire(new Error(`The program PDF worker stopped (exit code ${code})`))
    })
    slots.add(slot)
    return slot
  }

  function run(slot: Slot, task: Task): void {
    if (closed) {
      task.reject(renderersBusy())
      return
    }
    slot.task = task
    task.prepare().then(
      (job) => {
        // Unless its worker died or the renderer closed meanwhile, which settled the task.
        if (slot.task === task) slot.worker.postMessage(job)
      },
      (error: unknown) => {
        if (slot.task === task) finish(slot, () => task.reject(error))
      },
    )
  }

  return {
    render(prepare) {
      return new Promise<Buffer>((resolve, reject) => {
        if (closed) throw renderersBusy()
        const task: Task = { prepare, resolve, reject }
        const idle = [...slots].find((slot) => slot.task === null)
        if (idle !== undefined) run(idle, task)
        else if (slots.size < options.concurrency) run(startWorker(), task)
        else if (waiting.length < options.queue) waiting.push(task)
        else throw renderersBusy()
      })
    },

    async close() {
      closed = true
      const running = [...slots]
      slots.clear()
      for (const slot of running) {
        slot.task?.reject(renderersBusy())
        slot.task = null
      }
      for (const task of waiting.splice(0)) task.reject(renderersBusy())
      await Promise.all(running.map((slot) => slot.worker.terminate()))
    },
  }
}
