// What the fleet needs of this machine's PostgreSQL and Redis (npm run start:fleet, bench:fleet).
import { connect } from 'node:net'
import pg from 'pg'

/** Creates the fleet's database when it is missing (dropping it first with --fresh). */
export async function prepareFleetDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`FLEET_DATABASE_URL must name its database in lower case, got "${name}"`)
  }
  const server = new URL(url)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${server.host} (${(error as Error).message}); start it or set FLEET_DATABASE_URL`,
    )
  }
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}

/** Whether Redis answers PING (RESP over a plain socket: the scripts need no Redis client). */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolvePing) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(2_000, () => socket.destroy())
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      resolvePing(data.toString().startsWith('+PONG'))
      socket.end()
    })
    socket.once('error', () => resolvePing(false))
    socket.once('close', () => resolvePing(false))
  })
}
