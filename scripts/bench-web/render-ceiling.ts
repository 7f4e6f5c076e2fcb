// The ceiling of the tour page's server rendering: the storefront's own renderer (the build's
// entry.server, React's streaming renderer, as the server runs it) on the same route tree with the
// same loader data, in this one process, with no HTTP and no API. Run by the bench as a child
// process (one process, as the storefront server is):
//
//   node render-ceiling.ts BUILD_DIR ORIGIN CONNECTIONS SECONDS PATH...
//
// Each page is first requested once through React Router's request handler (its loaders call the
// API at API_URL); the context React Router hands to the renderer is kept, and the load then renders
// from it again and again. Prints one JSON LoadSummary.
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import {
  createRequestHandler,
  RouterContextProvider,
  type EntryContext,
  type ServerBuild,
} from 'react-router'
import { summarize } from './load.ts'

type HandleDocumentRequest = ServerBuild['entry']['module']['default']

type CapturedPage = {
  url: string
  status: number
  headers: Headers
  context: EntryContext
  /** The loader data as React Router encoded it for the browser, replayed into each render. */
  handoff: Uint8Array[]
}

const WARM_UP_SECONDS = 2
const [buildDirectory, origin, connectionsText, secondsText, ...paths] = process.argv.slice(2)
if (buildDirectory === undefined || origin === undefined || paths.length === 0) {
  throw new Error('usage: render-ceiling.ts BUILD_DIR ORIGIN CONNECTIONS SECONDS PATH...')
}

const build = (await import(
  pathToFileURL(join(buildDirectory, 'server/index.js')).href
)) as ServerBuild
const renderDocument: HandleDocumentRequest = build.entry.module.default

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return chunks
}

async function capture(path: string): Promise<CapturedPage> {
  let captured: Promise<CapturedPage> | undefined
  const url = `${origin}${path}`
  const capturing: HandleDocumentRequest = (request, status, headers, context, loadContext) => {
    const stream = context.serverHandoffStream
    if (stream === undefined) throw new Error(`${path}: React Router gave no loader data stream`)
    const [forRender, forCapture] = stream.tee()
    captured = readAll(forCapture).then((handoff) => ({
      url,
      status,
      headers: new Headers(headers),
      context,
      handoff,
    }))
    return renderDocument(
      request,
      status,
      headers,
      { ...context, serverHandoffStream: forRender },
      loadContext,
    )
  }
  const handler = createRequestHandler(
    { ...build, entry: { module: { ...build.entry.module, default: capturing } } },
    'production',
  )
  const response = await handler(new Request(url), new RouterContextProvider())
  await response.arrayBuffer()
  if (response.status !== 200 || captured === undefined) {
    throw new Error(`${path} answered ${response.status} when it was rendered for the ceiling`)
  }
  return captured
}

async function render(page: CapturedPage): Promise<void> {
  const handoff = new ReadableStream({
    start(controller) {
      for (const chunk of page.handoff) controller.enqueue(chunk)
      controller.close()
    },
  })
  const response = await renderDocument(
    new Request(page.url),
    page.status,
    new Headers(page.headers),
    { ...page.context, branches: [], renderMeta: {}, serverHandoffStream: handoff },
    new RouterContextProvider(),
  )
  await response.arrayBuffer()
}

/** `connections` loops rendering the pages in turn, as the HTTP load's connections send them. */
async function load(pages: readonly CapturedPage[], connections: number, seconds: number) {
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + seconds * 1000
  const loop = async (offset: number) => {
    for (let index = offset; performance.now() < deadline; index++) {
      const page = pages[index % pages.length]
      if (page === undefined) return
      const before = performance.now()
      await render(page)
      latencies.push(performance.now() - before)
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, offset) => loop(offset)))
  return summarize(latencies, (performance.now() - started) / 1000, 0)
}

const pages: CapturedPage[] = []
for (const path of paths) pages.push(await capture(path))
const connections = Number(connectionsText)
await load(pages, connections, WARM_UP_SECONDS)
process.stdout.write(`${JSON.stringify(await load(pages, connections, Number(secondsText)))}\n`)
