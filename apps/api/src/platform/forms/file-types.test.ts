import { mkdtempSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { isoMediaSample, webmSample } from '../../../test/fixtures/video-samples.ts'
import { classifyUpload, extensionsOf, isUtf8Text, sniffUploadFile } from './file-types.ts'
import type { UploadContent, UploadPurpose } from './file-types.ts'

const text = (value: string) => Buffer.from(value, 'utf8')

const folder = mkdtempSync(join(tmpdir(), 'tourmarket-file-types-'))
afterAll(() => rm(folder, { recursive: true, force: true }))
let written = 0

/** Sniffs the bytes as the uploads do: from a file on disk. */
async function sniffUpload(bytes: Uint8Array, name: string, purpose: UploadPurpose) {
  written += 1
  const path = join(folder, String(written))
  await writeFile(path, bytes)
  return sniffUploadFile(path, name, purpose)
}

/** Bytes in memory as content, in blocks of `blockSize` (a file's reads split them anywhere). */
function inBlocks(bytes: Uint8Array, blockSize = bytes.length || 1): UploadContent {
  return async function* () {
    for (let offset = 0; offset < bytes.length; offset += blockSize) {
      yield bytes.subarray(offset, offset + blockSize)
    }
  }
}

/** A compound file (old Office format) whose directory names one stream. */
function compoundFile(streamName: string): Buffer {
  const bytes = Buffer.alloc(1024)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes)
  const name = Buffer.from(`${streamName}\u0000`, 'utf16le')
  const entry = 512 + 128
  name.copy(bytes, entry)
  bytes.writeUInt16LE(name.length, entry + 0x40)
  bytes.writeUInt8(2, entry + 0x42)
  return bytes
}

describe('sniffUpload', () => {
  it('takes images by their bytes, whatever the name says', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer()
    expect(await sniffUpload(png, 'photo.exe', 'image')).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
    })
    expect(await sniffUpload(png, 'photo.exe', 'file')).toMatchObject({ kind: 'image' })
  })

  it('keeps a PDF as a file, and refuses it as an image', async () => {
    const pdf = text('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
    expect(await sniffUpload(pdf, 'ticket.png', 'file')).toEqual({
      kind: 'file',
      contentType: 'application/pdf',
      extensions: ['pdf'],
    })
    expect(await sniffUpload(pdf, 'ticket.png', 'image')).toBeNull()
  })

  it('refuses a program and HTML named like an image', async () => {
    const program = Buffer.concat([text('MZ'), Buffer.alloc(510)])
    expect(await sniffUpload(program, 'photo.png', 'file')).toBeNull()
    const html = text('<!doctype html><script>alert(document.cookie)</script>')
    expect(await sniffUpload(html, 'photo.png', 'file')).toBeNull()
    expect(await sniffUpload(html, 'photo.png', 'image')).toBeNull()
  })

  it('takes clean UTF-8 text named .txt only', async () => {
    const notes = text('Meeting point: the pier, 9:00 ✓\n')
    expect(await sniffUpload(notes, 'Notes.TXT', 'file')).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
    })
    expect(await sniffUpload(notes, 'notes.html', 'file')).toBeNull()
    expect(await sniffUpload(notes, 'notes.txt', 'image')).toBeNull()
    expect(await sniffUpload(Buffer.from([0x61, 0xc3, 0x28]), 'bad.txt', 'file')).toBeNull()
    expect(await sniffUpload(text('a\u0000b'), 'nul.txt', 'file')).toBeNull()
  })

  it('tells Word and Excel compound files from other compound files (installers)', async () => {
    expect(await sniffUpload(compoundFile('WordDocument'), 'a.doc', 'file')).toMatchObject({
      contentType: 'application/msword',
    })
    expect(await sniffUpload(compoundFile('Workbook'), 'a.xls', 'file')).toMatchObject({
      contentType: 'application/vnd.ms-excel',
    })
    expect(await sniffUpload(compoundFile('Book'), 'a.xls', 'file')).toMatchObject({
      contentType: 'application/vnd.ms-excel',
    })
    expect(await sniffUpload(compoundFile('Property'), 'setup.doc', 'file')).toBeNull()
    expect(await sniffUpload(compoundFile('WordDocument'), 'a.doc', 'image')).toBeNull()
  })
})

describe('sniffUpload for file/upload-video', () => {
  it('takes MP4, QuickTime and WebM by their headers, whatever the name says', async () => {
    expect(await sniffUpload(isoMediaSample('isom'), 'clip.txt', 'video')).toEqual({
      kind: 'video',
      contentType: 'video/mp4',
      extensions: ['mp4', 'm4v'],
    })
    expect(await sniffUpload(isoMediaSample('qt  '), 'clip', 'video')).toMatchObject({
      kind: 'video',
      contentType: 'video/quicktime',
    })
    expect(await sniffUpload(webmSample(), 'clip.mp4', 'video')).toMatchObject({
      kind: 'video',
      contentType: 'video/webm',
    })
  })

  it('refuses an image, a PDF, text or a program named .mp4', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    for (const bytes of [
      png,
      text('%PDF-1.4\n%%EOF\n'),
      text('not a video at all\n'),
      Buffer.concat([text('MZ'), Buffer.alloc(510)]),
    ]) {
      expect(await sniffUpload(bytes, 'clip.mp4', 'video')).toBeNull()
    }
  })

  it('keeps videos out of file/upload and image/upload', async () => {
    expect(await sniffUpload(isoMediaSample(), 'clip.mp4', 'file')).toBeNull()
    expect(await sniffUpload(webmSample(), 'clip.webm', 'image')).toBeNull()
  })
})

describe('classifyUpload', () => {
  const classify = (sniffedMime: string, purpose: 'file' | 'image' = 'file') =>
    classifyUpload({ sniffedMime, content: inBlocks(new Uint8Array(0)), name: 'x', purpose })

  it('keeps the documents file/upload allows, and HEIC as a file (sharp cannot decode it here)', async () => {
    for (const mime of [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/heic',
    ]) {
      expect(await classify(mime)).toMatchObject({ kind: 'file', contentType: mime })
      expect(await classify(mime, 'image')).toBeNull()
    }
  })

  it('re-encodes the images sharp reads, an animated PNG as a PNG', async () => {
    for (const mime of ['image/jpeg', 'image/webp', 'image/gif', 'image/avif']) {
      expect(await classify(mime, 'image')).toMatchObject({ kind: 'image', contentType: mime })
    }
    expect(await classify('image/apng', 'image')).toMatchObject({ contentType: 'image/png' })
  })

  it('refuses macro-enabled Office files, archives, SVG and programs', async () => {
    for (const mime of [
      'application/vnd.ms-word.document.macroenabled.12',
      'application/zip',
      'image/svg+xml',
      'application/x-msdownload',
      'application/xml',
    ]) {
      expect(await classify(mime)).toBeNull()
    }
  })
})

describe('helpers', () => {
  it('isUtf8Text, also when a character is split between blocks', async () => {
    expect(await isUtf8Text(inBlocks(text('plain')))).toBe(true)
    expect(await isUtf8Text(inBlocks(new Uint8Array([0xff])))).toBe(false)
    expect(await isUtf8Text(inBlocks(text('naïve café'), 3))).toBe(true)
  })

  it('finds a compound file’s stream whatever the blocks it is read in', async () => {
    const word = compoundFile('WordDocument')
    for (const blockSize of [1, 7, 100, 4096]) {
      expect(
        await classifyUpload({
          sniffedMime: 'application/x-cfb',
          content: inBlocks(word, blockSize),
          name: 'a.doc',
          purpose: 'file',
        }),
      ).toMatchObject({ contentType: 'application/msword' })
    }
  })

  it('extensionsOf gives a stored type’s extensions, `bin` for an unknown one', () => {
    expect(extensionsOf('application/msword')).toEqual(['doc'])
    expect(extensionsOf('text/plain; charset=utf-8')).toEqual(['txt'])
    expect(extensionsOf('video/quicktime')).toEqual(['mov'])
    expect(extensionsOf('application/x-unknown')).toEqual(['bin'])
  })
})
