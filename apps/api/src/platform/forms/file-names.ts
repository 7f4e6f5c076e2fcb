import { UPLOAD_NAME_MAX_LENGTH } from '@tourmarket/contracts'

/** What a nameless upload is called. */
const FALLBACK_NAME = 'file'

// Control characters, line and paragraph separators, and the bidirectional overrides that make
// `photo\u202Egpj.exe` display as `photoexe.jpg`.
const invisibleCharacters = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/** Cuts a text to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  let result = ''
  for (const character of text) {
    if (result.length + character.length > max) break
    result += character
  }
  return result
}

/**
 * The name a device gave a file, made safe to store and show: no folders, no invisible or
 * control characters, trimmed, at most 255 characters. It is only ever displayed and offered as
 * a download name, never used as a path.
 */
export function sanitiseOriginalName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).at(-1) ?? ''
  const visible = base.replace(invisibleCharacters, '').trim()
  const short = cut(visible, UPLOAD_NAME_MAX_LENGTH).trim()
  return short === '' ? FALLBACK_NAME : short
}

/**
 * The name a download is saved under: the original name, ending in the extension of the type the
 * bytes were sniffed as, so `invoice.exe` holding a PDF is saved as `invoice.exe.pdf` and no
 * operating system opens it with the wrong program.
 */
export function downloadName(name: string, extensions: readonly [string, ...string[]]): string {
  const lower = name.toLowerCase()
  if (extensions.some((extension) => lower.endsWith(`.${extension}`))) return name
  const suffix = `.${extensions[0]}`
  return `${cut(name, UPLOAD_NAME_MAX_LENGTH - suffix.length)}${suffix}`
}

/** RFC 5987 encoding: percent-encoded UTF-8, with the characters it reserves escaped too. */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/**
 * A Content-Disposition that always downloads (never renders) the file: an ASCII `filename` for
 * old clients, with anything outside printable ASCII (and `"`, `\`, `%`) replaced, and the exact
 * name in `filename*` (RFC 6266).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtendedValue(name)}`
}
