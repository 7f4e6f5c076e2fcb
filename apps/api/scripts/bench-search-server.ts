// The API process `npm run bench:search` measures (bench-search.ts forks it with the database
// URL): the production app with its /metrics, so the benchmark reads this process's own CPU
// (process_cpu_seconds_total) apart from its clients', plus /bench/floor answering a ready-made
// body the benchmark sends over IPC. It reports the engine's build over IPC and exits when the
// benchmark disconnects, whatever happens there.
import { buildApp } from '../src/app.ts'
import { openDatabase } from '../src/db/database.ts'
import { benchmarkConfig } from './bench-config.ts'

/** What this process tells the benchmark. */
export type BenchServerReport = {
  readonly port: number
  readonly tours: number
  readonly buildSeconds: number
  readonly heapUsedBytes: number
  readonly residentBytes: number
  readonly arrayBufferBytes: number
}

/** What the benchmark tells this process. */
export type BenchServerMessage = { readonly floorBody: string }

const databaseUrl = process.argv[2]
if (databaseUrl === undefined || process.send === undefined)
  throw new Error('bench-search-server.ts is forked by bench-search.ts with a database URL')
const send = process.send.bind(process)
process.on('disconnect', () => process.exit(0))

const config = benchmarkConfig(databaseUrl)
const database = await openDatabase(config)
let engineBuilt: (built: { tours: number; seconds: number }) => void = () => undefined
const built = new Promise<{ tours: number; seconds: number }>((resolve) => {
  engineBuilt = resolve
})
const app = buildApp({
  config,
  database,
  processMetrics: true,
  warmSearch: (summary) => engineBuilt(summary),
})
let floorBody = '{}'
process.on('message', (message: BenchServerMessage) => {
  floorBody = message.floorBody
})
app.get('/bench/floor', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(floorBody),
)
await app.listen({ host: '127.0.0.1', port: 0 })
const engine = await built
const address = app.server.address()
if (address === null || typeof address === 'string') throw new Error('No server address')
const memory = process.memoryUsage()
const report: BenchServerReport = {
  port: address.port,
  tours: engine.tours,
  buildSeconds: engine.seconds,
  heapUsedBytes: memory.heapUsed,
  residentBytes: memory.rss,
  arrayBufferBytes: memory.arrayBuffers,
}
send(report)
