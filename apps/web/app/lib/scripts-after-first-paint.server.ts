import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { EARLY_EVENT_CAPTURE_SCRIPT } from './early-events/early-event-capture.ts'

// React Router's <Scripts> writes module preloads (hoisted into <head> by React) and one async
// module script that imports the route modules and starts hydration. On a slow phone network
// those ~20 requests share the bandwidth with the stylesheet and the largest image, and the
// script runs as soon as it arrives, so the first paint waits for them. This rewrite lets the
// page paint first: a small inline script starts the preloads and the module script once the
// browser has painted the content (docs/decisions/0013-scripts-after-first-paint.md).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g
const MODULE_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/
/** How MODULE_SCRIPT's opening tag ends: the cheap test for whether the script has begun. */
const MODULE_SCRIPT_OPENING_END = ' type="module" async="">'
/** A NUL never occurs in an HTML document React writes. */
const NEVER_IN_HTML = '\u0000'
/** The type that keeps the module script inert until the starter runs it. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-first-paint'

/** Starts the scripts anyway if no contentful paint is reported by then (a blank page). */
const START_AT_THE_LATEST_MS = 3000

/**
 * Preloads added per task. Adding one costs the main thread ~1–4 ms on a throttled phone (Chromium
 * starts its request on the spot), so ~25 at once made a 30–110 ms task in the middle of the
 * blocking-time window; a few per task keeps each well under the 50 ms a long task starts at.
 */
export const PRELOADS_PER_TASK = 4

/**
 * Runs right after the inert module script. Once the browser reports the first contentful paint
 * (at once in a hidden tab, which does not paint; one frame later where paint timing is missing),
 * it preloads the modules, PRELOADS_PER_TASK per task, then runs the script as a module. What it
 * adds carries its own nonce, so the page's Content-Security-Policy lets them run.
 */
function starterScript(preloads: readonly string[], nonce: string): string {
  const hrefs = JSON.stringify(preloads).replaceAll('<', '\\u003c')
  return `<script nonce="${nonce}">(function(){var nonce=document.currentScript.nonce,code=document.currentScript.previousElementSibling.textContent,started=false;function start(){if(started)return;started=true;var hrefs=${hrefs};(function next(){hrefs.splice(0,${String(PRELOADS_PER_TASK)}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.nonce=nonce;link.href=href;document.head.appendChild(link)});if(hrefs.length>0)return setTimeout(next,0);var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=code;document.head.appendChild(script)})()}if(document.visibilityState==="hidden")return start();setTimeout(start,${String(START_AT_THE_LATEST_MS)});if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:true})})()</script>`
}

/**
 * The document with its module preloads removed and its module script started after the first
 * paint; null while `html` does not yet hold the whole module script (more is to come). `nonce`
 * is the page's CSP nonce: the starter carries it, and a `csp-nonce` meta hands it to Vite's
 * preload helper for the lazy routes' module preloads. The head also gets the early event capture,
 * which keeps what the visitor does until the page has hydrated (issue 16).
 */
export function deferScripts(html: string, nonce: string): string | null {
  const moduleScript = MODULE_SCRIPT.exec(html)
  if (moduleScript === null) return null
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href)
  const [whole, code = ''] = moduleScript
  const before = html
    .slice(0, moduleScript.index)
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      `<meta property="csp-nonce" nonce="${nonce}"/><script nonce="${nonce}">${EARLY_EVENT_CAPTURE_SCRIPT}</script></head>`,
    )
  const after = html.slice(moduleScript.index + whole.length)
  return `${before}<script type="${DEFERRED_MODULE_TYPE}">${code}</script>${starterScript(preloads, nonce)}${after}`
}

/**
 * A stream that holds the document back until its module script is complete (React writes the
 * shell, which holds it, in one go), rewrites it with deferScripts, then passes the rest through.
 * A document without one (it cannot hydrate anyway) passes unchanged.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  const decoder = new StringDecoder('utf8')
  // The document so far, in pieces: joined once, when the module script is complete. Searching a
  // string grown chunk by chunk would copy all of it for every chunk.
  const held: string[] = []
  /** What is still looked for in the text: the module script's opening tag, then its end. */
  let awaited = MODULE_SCRIPT_OPENING_END
  /** The end of the text seen so far, so a tag split between two chunks is still found. */
  let tail = ''
  let rewritten = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (rewritten) {
        callback(null, chunk)
        return
      }
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk)
      held.push(text)
      let searched = tail + text
      let found = searched.indexOf(awaited)
      if (found !== -1 && awaited === MODULE_SCRIPT_OPENING_END) {
        searched = searched.slice(found + awaited.length)
        awaited = '</script>'
        found = searched.indexOf(awaited)
      }
      if (found === -1) {
        tail = searched.slice(-awaited.length)
        callback()
        return
      }
      const result = deferScripts(held.join(''), nonce)
      if (result === null) {
        // Not the script React Router writes after all: the document passes unchanged at the end.
        awaited = NEVER_IN_HTML
        tail = ''
        callback()
        return
      }
      rewritten = true
      held.length = 0
      callback(null, result)
    },
    flush(callback) {
      const rest = held.join('') + decoder.end()
      callback(null, rest === '' ? undefined : rest)
    },
  })
}
