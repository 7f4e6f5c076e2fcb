import { resolve, sep } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { API_PATH_PREFIXES } from './server/api-paths.ts'
import { firstLoadChunkGroups, type FirstLoadGroup } from './server/first-load-chunks.ts'
import { buildManifestPlugin } from './server/build-manifest-plugin.ts'
import { serviceWorkerPlugin } from './server/service-worker-plugin.ts'
import { readServerEnv } from './app/lib/env.server.ts'

// `react-router dev` forwards the API paths like server.ts does in production, so the browser sees
// one origin in both. A prefix matches only as a whole path segment (see isApiPath).
const { apiUrl } = readServerEnv(process.env)
const forwardToApi = Object.fromEntries(
  API_PATH_PREFIXES.map((prefix) => [
    `^${prefix}(?:[/?]|$)`,
    { target: apiUrl, ws: prefix === '/ws', xfwd: true },
  ]),
)

const appModule = (path: string) => resolve(import.meta.dirname, 'app', path)
// React Router's browser build names a route module with this query.
const clientRoute = (path: string) => `${appModule(path)}?__react-router-build-client-route`
const catalogueRoute = (path: string) => appModule(`features/catalogue/${path}`)
const firstLoadGroups: FirstLoadGroup[] = [
  // What every page loads: the client entry, the root route and all they import.
  {
    name: 'shell',
    seeds: [appModule('entry.client.tsx'), clientRoute('root.tsx')],
    reachedFromAtLeast: 1,
  },
  // What the tour and the search page share (the catalogue route loads each lazily); each page's
  // own code stays in its own chunk.
  {
    name: 'catalogue',
    seeds: [catalogueRoute('tour/tour-page.tsx'), catalogueRoute('search/search-page.tsx')],
    reachedFromAtLeast: 2,
  },
]

export default defineConfig({
  // §2/§7: the committed path rules go into this build's manifest (builds/meta/{buildId}.json).
  plugins: [
    reactRouter(),
    buildManifestPlugin({ rulesFile: resolve(import.meta.dirname, 'path-rules.json') }),
    // Issue 44 item 6: the trip pack's worker at /trip-pack-sw.js (decision 0071).
    serviceWorkerPlugin({
      entry: appModule('features/booking/trip-pack/trip-pack-sw.ts'),
      fileName: 'trip-pack-sw.js',
    }),
  ],
  server: { proxy: forwardToApi },
  // One stylesheet (~13 KB gzip) for every page: a single render-blocking request instead of one
  // per chunk, and the styles of code that loads later (the lazy tour and search pages, the kit's
  // overlays) are there from the first paint, so nothing shifts when that code arrives.
  build: {
    cssCodeSplit: false,
    // React, react-dom and React Router, needed by every page, in one chunk: one request instead of
    // six, and it compresses better as one (~3.5 KB gzip less). Then the shell and the catalogue
    // pages' shared code, each in one chunk (server/first-load-chunks.ts says why).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: firstLoadGroups.length + 1,
            },
            ...firstLoadChunkGroups(firstLoadGroups, appModule('') + sep),
          ],
        },
      },
    },
  },
})
