import type { MediaKey } from '@tourmarket/domain'

/** Where original images come from: one per kind of key, each answering null for keys it does not hold. */
export type MediaSource = {
  /** The original image's encoded bytes (any format sharp reads), or null when there is none. */
  original(key: MediaKey): Promise<Buffer | null>
}

/** The first original any of the sources has for the key. */
export async function originalFrom(
  sources: readonly MediaSource[],
  key: MediaKey,
): Promise<Buffer | null> {
  for (const source of sources) {
    const original = await source.original(key)
    if (original !== null) return original
  }
  return null
}
