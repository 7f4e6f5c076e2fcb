import pg from 'pg'

/** Runs one statement on its own connection to the server (CREATE and DROP DATABASE need one). */
export async function runAsAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
