import { resolve } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { API_PATH_PREFIXES } from './server/api-paths.ts'
import { buildManifestPlugin } from './server/build-manifest-plugin.ts'
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

export default defineConfig({
  // §2/§7: the committed path rules go into this build's manifest (builds/meta/{buildId}.json).
  plugins: [
    reactRouter(),
    buildManifestPlugin({ rulesFile: resolve(import.meta.dirname, 'path-rules.json') }),
  ],
  server: { proxy: forwardToApi },
  // One stylesheet (~13 KB gzip) for every page: a single render-blocking request instead of one
  // per chunk, and the styles of code that loads later (the lazy tour and search pages, the kit's
  // overlays) are there from the first paint, so nothing shifts when that code arrives.
  build: {
    cssCodeSplit: false,
    // React, react-dom and React Router, needed by every page, in one chunk: one request instead of
    // six, and it compresses better as one (~3.5 KB gzip less).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
