// The API of one end-to-end worker (playwright.config.ts): on PostgreSQL each worker has a database
// of its own, made here when missing, so workers never share accounts, bookings or seats.
import { prepareDatabase } from './lib/fleet-services.ts'

const databaseUrl = process.env.DATABASE_URL
if (databaseUrl) await prepareDatabase(databaseUrl, { fresh: false, setting: 'DATABASE_URL' })
await import('@tourmarket/api/src/server.ts')
