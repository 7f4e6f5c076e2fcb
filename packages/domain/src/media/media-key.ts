import { IMAGE_SIZE_PLACEHOLDER } from './url-template.ts'

/** Kinds of image drawn by the API itself, so the catalogue has pictures without any uploads. */
export const generatedMediaKinds = ['landscape', 'portrait', 'journal'] as const
export type GeneratedMediaKind = (typeof generatedMediaKinds)[number]

/** Seeds are 32-bit unsigned integers, so two different keys never draw from the same seed. */
export const MEDIA_SEED_MAX = 0xffff_ffff

/** What a media key names: a generated picture and its seed, or an uploaded file and its id. */
export type MediaKey =
  | { readonly kind: GeneratedMediaKind; readonly seed: number }
  | { readonly kind: 'upload'; readonly id: string }

// Canonical forms only (no leading zeros, lower-case uuid): one picture, one key, one cache folder.
const generatedPattern = /^(landscape|portrait|journal)-(0|[1-9]\d{0,9})$/
const uploadPattern = /^upload-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

function isGeneratedMediaKind(value: string): value is GeneratedMediaKind {
  return (generatedMediaKinds as readonly string[]).includes(value)
}

/** Reads `landscape-{seed}`, `portrait-{seed}`, `journal-{seed}` or `upload-{uuid}`; null otherwise. */
export function parseMediaKey(key: string): MediaKey | null {
  const upload = uploadPattern.exec(key)
  if (upload?.[1] !== undefined) return { kind: 'upload', id: upload[1] }
  const generated = generatedPattern.exec(key)
  if (generated?.[1] === undefined || !isGeneratedMediaKind(generated[1])) return null
  const seed = Number(generated[2])
  return seed <= MEDIA_SEED_MAX ? { kind: generated[1], seed } : null
}

/** The key's text form, the inverse of parseMediaKey. */
export function formatMediaKey(key: MediaKey): string {
  return key.kind === 'upload' ? `upload-${key.id}` : `${key.kind}-${String(key.seed)}`
}

/** The §3 image template the API hands out for a media key, e.g. `/media/landscape-7/{size}`. */
export function mediaImageTemplate(key: MediaKey): string {
  return `/media/${formatMediaKey(key)}/${IMAGE_SIZE_PLACEHOLDER}`
}

/**
 * Generated pictures the site itself shows, outside the catalogue (the home hero). The media
 * endpoint draws a generated key only when the catalogue or this list names it (issue 14).
 */
export const siteImageKeys = { homeHero: 'landscape-20261123' } as const
