// The storefront listens on 3000 and the API on 4000 unless WEB_PORT / API_PORT say otherwise.
export function servicePorts(env: NodeJS.ProcessEnv = process.env): {
  webPort: number
  apiPort: number
  host: string
} {
  const parse = (name: string, fallback: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const port = Number(raw)
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${name} must be a port number (1-65535), got "${raw}"`)
    return port
  }
  return { webPort: parse('WEB_PORT', 3000), apiPort: parse('API_PORT', 4000), host: '127.0.0.1' }
}
