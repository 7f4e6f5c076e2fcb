import { createReadStream } from 'node:fs'
import { fileTypeFromFile } from 'file-type'

/**
 * Which call a file came through: file/upload takes documents too, image/upload only images,
 * file/upload-video only videos.
 */
export type UploadPurpose = 'file' | 'image' | 'video'

/**
 * What the bytes of an allowed upload are. An `image` is re-encoded and served through /media; a
 * `file` or a `video` is stored as it came and served as a download. `extensions` are the name
 * endings of the type, the first one the one a download name gets when it has none of them.
 */
export type AllowedType = {
  readonly kind: 'image' | 'file' | 'video'
  readonly contentType: string
  readonly extensions: readonly [string, ...string[]]
}

/** Images sharp decodes here (the prebuilt libvips reads AVIF but not HEIC), by sniffed type. */
const decodableImages: Readonly<Record<string, AllowedType>> = {
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', contentType: 'image/png', extensions: ['png'] },
  // An animated PNG: its first frame is kept, like a GIF's.
  'image/apng': { kind: 'image', contentType: 'image/png', extensions: ['png'] },
  'image/webp': { kind: 'image', contentType: 'image/webp', extensions: ['webp'] },
  'image/gif': { kind: 'image', contentType: 'image/gif', extensions: ['gif'] },
  'image/avif': { kind: 'image', contentType: 'image/avif', extensions: ['avif'] },
}

/** Documents file/upload keeps as they are; HEIC too, since it cannot be re-encoded here. */
const storedDocuments: Readonly<Record<string, AllowedType>> = {
  'image/heic': { kind: 'file', contentType: 'image/heic', extensions: ['heic'] },
  'image/heif': { kind: 'file', contentType: 'image/heif', extensions: ['heif', 'heic'] },
  'application/pdf': { kind: 'file', contentType: 'application/pdf', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'file',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'file',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
}

/**
 * Videos file/upload-video keeps as they are, by sniffed type: MP4 and its M4V variant (ISO-BMFF
 * `ftyp`), WebM and Matroska (EBML), QuickTime.
 */
const videos: Readonly<Record<string, AllowedType>> = {
  'video/mp4': { kind: 'video', contentType: 'video/mp4', extensions: ['mp4', 'm4v'] },
  'video/x-m4v': { kind: 'video', contentType: 'video/x-m4v', extensions: ['m4v', 'mp4'] },
  'video/webm': { kind: 'video', contentType: 'video/webm', extensions: ['webm'] },
  'video/matroska': { kind: 'video', contentType: 'video/matroska', extensions: ['mkv'] },
  'video/quicktime': { kind: 'video', contentType: 'video/quicktime', extensions: ['mov'] },
}

const wordDocument: AllowedType = {
  kind: 'file',
  contentType: 'application/msword',
  extensions: ['doc'],
}
const excelWorkbook: AllowedType = {
  kind: 'file',
  contentType: 'application/vnd.ms-excel',
  extensions: ['xls'],
}
const plainText: AllowedType = {
  kind: 'file',
  contentType: 'text/plain; charset=utf-8',
  extensions: ['txt'],
}

const allowedTypes = [
  ...Object.values(decodableImages),
  ...Object.values(storedDocuments),
  ...Object.values(videos),
  wordDocument,
  excelWorkbook,
  plainText,
]

/** The name endings of a stored content type, the usual one first (`bin` for an unknown type). */
export function extensionsOf(contentType: string): AllowedType['extensions'] {
  return allowedTypes.find((type) => type.contentType === contentType)?.extensions ?? ['bin']
}

/** What a refusal lists as allowed, per call. */
export const allowedTypesText: Readonly<Record<UploadPurpose, string>> = {
  file: 'JPEG, PNG, WebP, GIF, AVIF or HEIC images, PDF, Word (doc, docx), Excel (xls, xlsx) or UTF-8 text (.txt)',
  image: 'JPEG, PNG, WebP, GIF or AVIF',
  video: 'MP4, WebM, Matroska (mkv) or QuickTime (mov)',
}

/**
 * An upload's bytes, as blocks read in order: classification scans them (a compound file's
 * directory, text's encoding) without holding a whole file in memory.
 */
export type UploadContent = () => AsyncIterable<Uint8Array>

/** The content of a file on disk, read a block at a time. */
export function fileContent(path: string): UploadContent {
  return () => createReadStream(path)
}

// A compound file (CFB) directory entry: a UTF-16LE name in 64 bytes, its byte length with the
// terminating NUL at 0x40, and the entry type at 0x42 (2: a stream). Entries are 128-byte
// aligned after the 512-byte header, whatever the sector size.
const CFB_HEADER_BYTES = 512
const CFB_ENTRY_BYTES = 128
const CFB_NAME_LENGTH_OFFSET = 0x40
const CFB_ENTRY_TYPE_OFFSET = 0x42
const CFB_STREAM = 2

/** Every 128-byte slot after a compound file's header, each a possible directory entry. */
async function* compoundEntries(content: UploadContent): AsyncIterable<Buffer> {
  let skip = CFB_HEADER_BYTES
  let carry = Buffer.alloc(0)
  for await (const block of content()) {
    let data = Buffer.concat([carry, block])
    const skipped = Math.min(skip, data.length)
    data = data.subarray(skipped)
    skip -= skipped
    let offset = 0
    for (; offset + CFB_ENTRY_BYTES <= data.length; offset += CFB_ENTRY_BYTES) {
      yield data.subarray(offset, offset + CFB_ENTRY_BYTES)
    }
    carry = Buffer.from(data.subarray(offset))
  }
}

/** Whether a directory entry is a stream of this name. */
function isStreamNamed(entry: Buffer, name: string): boolean {
  const encodedName = Buffer.from(`${name}\u0000`, 'utf16le')
  return (
    entry.readUInt16LE(CFB_NAME_LENGTH_OFFSET) === encodedName.length &&
    entry.readUInt8(CFB_ENTRY_TYPE_OFFSET) === CFB_STREAM &&
    encodedName.equals(entry.subarray(0, encodedName.length))
  )
}

/**
 * file-type names every compound file (old Office documents, but also installers and Outlook
 * messages) `application/x-cfb`; a Word document holds a `WordDocument` stream, an Excel workbook
 * a `Workbook` (Excel 97 and later) or `Book` (Excel 5) stream.
 */
async function compoundDocumentType(content: UploadContent): Promise<AllowedType | null> {
  let type: AllowedType | null = null
  for await (const entry of compoundEntries(content)) {
    if (isStreamNamed(entry, 'WordDocument')) return wordDocument
    if (isStreamNamed(entry, 'Workbook') || isStreamNamed(entry, 'Book')) type = excelWorkbook
  }
  return type
}

/** Text has no signature: it is UTF-8 that decodes cleanly and holds no NUL. */
export async function isUtf8Text(content: UploadContent): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for await (const block of content()) {
      if (block.includes(0)) return false
      decoder.decode(block, { stream: true })
    }
    decoder.decode()
    return true
  } catch {
    return false
  }
}

/**
 * The allowed type of an upload, judged by its bytes (the client's name and content type prove
 * nothing), or null when it is not allowed for the call. The name matters only for text, which
 * has no signature: a `.txt` file whose bytes are clean UTF-8.
 */
export async function classifyUpload(options: {
  /** The type file-type sniffed, or undefined when it recognised nothing. */
  sniffedMime: string | undefined
  content: UploadContent
  name: string
  purpose: UploadPurpose
}): Promise<AllowedType | null> {
  const { sniffedMime, content, name, purpose } = options
  if (purpose === 'video') return sniffedMime === undefined ? null : (videos[sniffedMime] ?? null)
  if (sniffedMime !== undefined) {
    const image = decodableImages[sniffedMime]
    if (image !== undefined) return image
    if (purpose === 'image') return null
    if (sniffedMime === 'application/x-cfb') return compoundDocumentType(content)
    return storedDocuments[sniffedMime] ?? null
  }
  if (purpose === 'file' && name.toLowerCase().endsWith('.txt') && (await isUtf8Text(content))) {
    return plainText
  }
  return null
}

/** Sniffs a received file on disk and classifies it (see classifyUpload). */
export async function sniffUploadFile(
  path: string,
  name: string,
  purpose: UploadPurpose,
): Promise<AllowedType | null> {
  const sniffed = await fileTypeFromFile(path)
  return classifyUpload({ sniffedMime: sniffed?.mime, content: fileContent(path), name, purpose })
}
