import { build } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * Builds a service worker into one classic script at the root of the client output (and serves it
 * the same in development). Bundled on its own, not as a chunk of the app: the app's chunks share
 * modules through `import`, which a classic worker script cannot run, and a module worker is not
 * yet in every phone's browser (docs/decisions/0071).
 */
export function serviceWorkerPlugin({
  entry,
  fileName,
}: {
  entry: string
  fileName: string
}): Plugin {
  const bundle = async (minify: boolean): Promise<string> => {
    const result = await build({
      input: entry,
      write: false,
      platform: 'browser',
      output: { format: 'iife', minify },
    })
    const chunk = result.output.find((output) => output.type === 'chunk')
    if (chunk === undefined) throw new Error(`the service worker ${entry} built no script`)
    return chunk.code
  }

  return {
    name: 'tourmarket:service-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response, next) => {
        bundle(false).then((code) => {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(code)
        }, next)
      })
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      this.addWatchFile(entry)
      this.emitFile({ type: 'asset', fileName, source: await bundle(true) })
    },
  }
}
