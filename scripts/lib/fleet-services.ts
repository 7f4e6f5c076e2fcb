// What the fleet (npm run start:fleet, bench:fleet) and the e2e workers' APIs need of this
// machine's PostgreSQL and Redis.
import { connect } from 'node:net'
import pg from 'pg'

/**
 * Creates the database a URL names when it is missing (dropping it first when `fresh`); `setting`
 * names where the URL came from, for the error a person reads.
 */
export async function prepareDatabase(
  url: string,
  { fresh, setting }: { fresh: boolean; setting: string },
): Promise<void> {
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
      `PostgreSQL does not answer at ${server.host} (${(error as Error).message}); start it or set ${setting}`,
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
