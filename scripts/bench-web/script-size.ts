// The JavaScript a first visit downloads: each script the page loaded, requested again as a
// browser does (Accept-Encoding: gzip), counting the body bytes as they arrive on the wire. The
// storefront gzips anything over 1 KB, so this is the gzip size; HTTP headers are left out.
import { get as httpGet, type IncomingMessage } from 'node:http'
import { get as httpsGet } from 'node:https'

export type ScriptWeight = { files: number; bytes: number }

function wireBytes(url: string): Promise<number> {
  const get = url.startsWith('https:') ? httpsGet : httpGet
  return new Promise((done, fail) => {
    const request = get(
      url,
      { headers: { 'accept-encoding': 'gzip' } },
      (response: IncomingMessage) => {
        if (response.statusCode !== 200) {
          response.resume()
          fail(new Error(`GET ${url} answered ${response.statusCode}`))
          return
        }
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => done(bytes))
        response.on('error', fail)
      },
    )
    request.on('error', fail)
  })
}

export async function scriptWeight(urls: readonly string[]): Promise<ScriptWeight> {
  const unique = [...new Set(urls)]
  const sizes = await Promise.all(unique.map(wireBytes))
  return { files: unique.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}
