import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import {
  DEFERRED_MODULE_TYPE,
  deferScripts,
  scriptsAfterFirstPaint,
} from './scripts-after-first-paint.server.ts'

const moduleCode = ';\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry-1.js");'
const documentHtml = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/>',
  '<link rel="canonical" href="https://example.test/"/>',
  '<link rel="stylesheet" href="/assets/style-1.css"/></head>',
  '<body><main><p>Tours — ✓ ünïcode</p></main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${moduleCode}</script>`,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('deferScripts', () => {
  it('takes the module preloads out of the head and keeps every other link', () => {
    const html = deferScripts(documentHtml) ?? ''
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="canonical" href="https://example.test/"/>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-1.css"/>')
  })

  it('keeps the module script in place, inert, followed by the script that starts it', () => {
    const html = deferScripts(documentHtml) ?? ''
    expect(html).not.toContain('<script type="module"')
    const inert = `<script type="${DEFERRED_MODULE_TYPE}">${moduleCode}</script><script>`
    expect(html).toContain(inert)
    const starter = html.slice(html.indexOf(inert) + inert.length - '<script>'.length)
    expect(starter).toMatch(/^<script>\(function\(\)\{.*\}\)\(\)<\/script><script>window/)
    expect(starter).toContain('["/assets/entry-1.js","/assets/framework-1.js"]')
    expect(starter).toContain('first-contentful-paint')
  })

  it('changes nothing else in the document', () => {
    const html = deferScripts(documentHtml) ?? ''
    const restored = html
      .replace(/<script>\(function\(\)\{.*?\}\)\(\)<\/script>/, '')
      .replace(DEFERRED_MODULE_TYPE, 'module" async="')
    const withoutPreloads = documentHtml.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '')
    expect(restored).toBe(withoutPreloads)
  })

  it('waits while the module script is incomplete', () => {
    const cut = documentHtml.indexOf('import("/assets/entry-1.js")')
    expect(deferScripts(documentHtml.slice(0, cut))).toBeNull()
  })

  it('keeps a script that could close the starter out of its preload list', () => {
    const hostile = documentHtml.replace('/assets/framework-1.js', '/assets/</script>.js')
    expect(deferScripts(hostile)).not.toContain('["/assets/entry-1.js","/assets/</script>')
  })
})

describe('scriptsAfterFirstPaint', () => {
  async function streamed(chunks: readonly Buffer[]): Promise<string> {
    return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))
  }

  it('gives the same document whichever way React cut it into chunks', async () => {
    const bytes = Buffer.from(documentHtml)
    const expected = deferScripts(documentHtml)
    // Every size, including cuts through the multi-byte characters and through the tags.
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const chunks: Buffer[] = []
      for (let start = 0; start < bytes.length; start += size) {
        chunks.push(bytes.subarray(start, start + size))
      }
      expect(await streamed(chunks)).toBe(expected)
    }
  })

  it('passes a document without a module script through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><body><p>ünïcode ✓</p></body></html>'
    const bytes = Buffer.from(plain)
    expect(await streamed([bytes.subarray(0, 31), bytes.subarray(31)])).toBe(plain)
  })
})
