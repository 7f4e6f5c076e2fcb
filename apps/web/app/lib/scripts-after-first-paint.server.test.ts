import { EARLY_EVENT_CAPTURE_SCRIPT } from './early-events/early-event-capture.ts'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import {
  DEFERRED_MODULE_TYPE,
  PRELOADS_PER_TASK,
  deferScripts,
  scriptsAfterFirstPaint,
} from './scripts-after-first-paint.server.ts'

const moduleCode = ';\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry-1.js");'
/** The page's CSP nonce, which React Router writes on its scripts and preloads. */
const nonce = 'tqt8hfvkf5ZUgUh5MLX/8w=='
const documentHtml = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/entry-1.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/framework-1.js" nonce="${nonce}"/>`,
  '<link rel="canonical" href="https://example.test/"/>',
  '<link rel="stylesheet" href="/assets/style-1.css"/></head>',
  '<body><main><p>Tours — ✓ ünïcode</p></main>',
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">${moduleCode}</script>`,
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`,
].join('')

describe('deferScripts', () => {
  it('takes the module preloads out of the head and keeps every other link', () => {
    const html = deferScripts(documentHtml, nonce) ?? ''
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="canonical" href="https://example.test/"/>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-1.css"/>')
  })

  it('keeps the module script in place, inert, followed by the script that starts it', () => {
    const html = deferScripts(documentHtml, nonce) ?? ''
    expect(html).not.toContain('<script type="module"')
    const starterTag = `<script nonce="${nonce}">`
    const inert = `<script type="${DEFERRED_MODULE_TYPE}">${moduleCode}</script>${starterTag}`
    expect(html).toContain(inert)
    const starter = html.slice(html.indexOf(inert) + inert.length - starterTag.length)
    expect(starter).toMatch(
      /^<script nonce="[^"]+">\(function\(\)\{.*\}\)\(\)<\/script><script nonce/,
    )
    expect(starter).toContain('["/assets/entry-1.js","/assets/framework-1.js"]')
    expect(starter).toContain('first-contentful-paint')
  })

  it('changes nothing else in the document but the nonce it hands to Vite and the early capture', () => {
    const html = deferScripts(documentHtml, nonce) ?? ''
    const restored = html
      .replace(
        `<meta property="csp-nonce" nonce="${nonce}"/><script nonce="${nonce}">${EARLY_EVENT_CAPTURE_SCRIPT}</script>`,
        '',
      )
      .replace(/<script nonce="[^"]+">\(function\(\)\{.*?\}\)\(\)<\/script>/, '')
      .replace(
        `<script type="${DEFERRED_MODULE_TYPE}">`,
        `<script nonce="${nonce}" type="module" async="">`,
      )
    const withoutPreloads = documentHtml.replace(/<link rel="modulepreload" [^>]+\/>/g, '')
    expect(restored).toBe(withoutPreloads)
  })

  it('issue 14: hands the nonce to what it starts, and to Vite through a csp-nonce meta in the head', () => {
    const html = deferScripts(documentHtml, nonce) ?? ''
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"/><script nonce="${nonce}">`)
    const appended = runStarter(html).flat()
    expect(appended.length).toBeGreaterThan(0)
    for (const element of appended) expect(element.nonce).toBe(nonce)
  })

  it('waits while the module script is incomplete', () => {
    const cut = documentHtml.indexOf('import("/assets/entry-1.js")')
    expect(deferScripts(documentHtml.slice(0, cut), nonce)).toBeNull()
  })

  it('keeps a script that could close the starter out of its preload list', () => {
    const hostile = documentHtml.replace('/assets/framework-1.js', '/assets/</script>.js')
    expect(deferScripts(hostile, nonce)).not.toContain('["/assets/entry-1.js","/assets/</script>')
  })
})

type Appended = {
  tagName: string
  rel?: string
  href?: string
  type?: string
  textContent?: string
  nonce?: string
}

/**
 * Runs the starter of a rewritten document in a hidden tab (which starts at once) against a
 * stand-in document, one timer task at a time, and returns what each task appended to <head>.
 */
function runStarter(html: string): Appended[][] {
  const starter =
    /<script nonce="[^"]+">(\(function\(\)\{var nonce=[\s\S]*?\}\)\(\))<\/script>/.exec(html)?.[1]
  if (starter === undefined) throw new Error('no starter script in the document')
  const inert = new RegExp(`<script type="${DEFERRED_MODULE_TYPE}">([\\s\\S]*?)</script>`).exec(
    html,
  )
  const tasks: (() => void)[] = []
  const appendedByTask: Appended[][] = [[]]
  const document = {
    visibilityState: 'hidden',
    currentScript: { nonce, previousElementSibling: { textContent: inert?.[1] ?? '' } },
    createElement: (tagName: string): Appended => ({ tagName }),
    head: { appendChild: (element: Appended) => appendedByTask.at(-1)?.push({ ...element }) },
  }
  const setTimeout = (task: () => void) => tasks.push(task)
  new Function('document', 'setTimeout', 'window', starter)(document, setTimeout, {})
  for (let task = tasks.shift(); task !== undefined; task = tasks.shift()) {
    appendedByTask.push([])
    task()
  }
  return appendedByTask.filter((appended) => appended.length > 0)
}

describe('the starter script', () => {
  const manyPreloads = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`)
  const bigDocument = documentHtml.replace(
    '<link rel="canonical"',
    `${manyPreloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join('')}<link rel="canonical"`,
  )

  it('adds every preload, a few per task, then the module script last', () => {
    const tasks = runStarter(deferScripts(bigDocument, nonce) ?? '')
    const appended = tasks.flat()
    expect(
      appended.filter((element) => element.rel === 'modulepreload').map((link) => link.href),
    ).toEqual(['/assets/entry-1.js', '/assets/framework-1.js', ...manyPreloads])
    expect(appended.at(-1)).toEqual({
      tagName: 'script',
      type: 'module',
      nonce,
      textContent: moduleCode,
    })
    expect(appended.filter((element) => element.tagName === 'script')).toHaveLength(1)
    for (const task of tasks) {
      const preloads = task.filter((element) => element.rel === 'modulepreload')
      expect(preloads.length).toBeLessThanOrEqual(PRELOADS_PER_TASK)
    }
    expect(tasks.length).toBeGreaterThan(1)
  })
})

describe('scriptsAfterFirstPaint', () => {
  async function streamed(chunks: readonly Buffer[]): Promise<string> {
    return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint(nonce)))
  }

  it('gives the same document whichever way React cut it into chunks', async () => {
    const bytes = Buffer.from(documentHtml)
    const expected = deferScripts(documentHtml, nonce)
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
