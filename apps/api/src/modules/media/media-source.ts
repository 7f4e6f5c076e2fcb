import type { ImageSize, MediaKey } from '@tourmarket/domain/media'

/** Where images come from: one per kind of key, each answering null for keys it does not hold. */
export type MediaSource = {
  /**
   * The image's encoded bytes (any format sharp reads) at least as large as `size` needs, or null
   * when there is none. A source that can draw at any size draws at this one: resizing a full-size
   * original costs several times more than drawing a thumbnail.
   */
  original(key: MediaKey, size: ImageSize): Promise<Buffer | null>
}

/** The first image any of the sources has for the key. */
export async function originalFrom(
  sources: readonly MediaSource[],
  key: MediaKey,
  size: ImageSize,
): Promise<Buffer | null> {
  for (const source of sources) {
    const original = await source.original(key, size)
    if (original !== null) return original
  }
  return null
}
