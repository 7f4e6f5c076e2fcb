// Before anything is timed, each page is rendered once and every image size it references is
// requested once: the first render compiles code paths and fills the API's caches, and the API
// encodes an image size only on its first request (then keeps it in its media cache, .data/media-cache
// by default, so later benches start warm). Lighthouse then sees the steady state of a visited site.
import type { BenchPage } from './pages.ts'

const PARALLEL_IMAGE_REQUESTS = 4
const IMAGE_PATH = /\/media\/[\w-]+\/\d+x\d+/g
/** Chromium's Accept for images: the API encodes a separate AVIF, WebP or JPEG file for each. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

async function get(url: string, accept = '*/*'): Promise<Response> {
  const response = await fetch(url, { headers: { accept } })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response
}

/**
 * Returns how many image URLs it requested: none without `images` (the load tests fetch no images,
 * and encoding every size takes minutes on a cold media cache).
 */
export async function warmUp(
  webUrl: string,
  pages: readonly BenchPage[],
  { images }: { images: boolean },
): Promise<number> {
  const imagePaths = new Set<string>()
  for (const page of pages) {
    const html = await (await get(`${webUrl}${page.path}`)).text()
    if (images) for (const [path] of html.matchAll(IMAGE_PATH)) imagePaths.add(path)
  }
  const queue = [...imagePaths]
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      await (await get(`${webUrl}${path}`, IMAGE_ACCEPT)).arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_IMAGE_REQUESTS }, worker))
  return imagePaths.size
}
