import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createIncomingFolder } from '../../platform/forms/received-files.ts'
import type { ReceivedFile } from '../../platform/forms/received-files.ts'
import type { NewUploadedFile, UploadedFileRow, UploadsRepository } from './repository.ts'
import { createUploadsService } from './service.ts'
import type { UploadStatusChange } from './service.ts'
import type { UploadStorage } from '../../platform/storage/storage.ts'
import { createUploadSlots } from '../../platform/forms/upload-slots.ts'

const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-uploads-service-'))
afterAll(() => rm(uploadDir, { recursive: true, force: true }))
const incoming = createIncomingFolder(uploadDir)

/** The bytes as a file received into the incoming folder. */
async function received(bytes: Buffer, name: string): Promise<ReceivedFile> {
  const path = await incoming.newPartPath()
  await writeFile(path, bytes)
  return { path, size: bytes.length, name }
}

/** The service over an in-memory table and storage, recording the status changes it announces. */
function makeService(options: { storageFails?: boolean; now?: () => Date } = {}) {
  const rows: UploadedFileRow[] = []
  const stored = new Map<string, Buffer>()
  const changes: UploadStatusChange[] = []
  const errors: unknown[] = []
  const repository: UploadsRepository = {
    async insert(values: NewUploadedFile) {
      const row: UploadedFileRow = {
        id: rows.length + 1,
        uuid: randomUUID(),
        status: 'processing',
        createdAt: new Date(),
        processingStartedAt: new Date(),
        processingAttempts: 1,
        ownerUserId: values.ownerUserId ?? null,
        deleteTokenHash: values.deleteTokenHash ?? null,
        kind: values.kind,
        contentType: values.contentType,
        byteSize: values.byteSize,
        originalName: values.originalName,
        isPublic: values.isPublic ?? false,
      }
      rows.push(row)
      return row
    },
    async finish(id, status) {
      const row = rows.find((candidate) => candidate.id === id)
      if (row?.status !== 'processing') return false
      row.status = status
      return true
    },
    claimStalled: () => Promise.reject(new Error('not used')),
    async ofOwner(id, ownerUserId) {
      return rows.find((row) => row.id === id && row.ownerUserId === ownerUserId) ?? null
    },
    async readyByUuid(uuid, kind) {
      return (
        rows.find((row) => row.uuid === uuid && row.kind === kind && row.status === 'ready') ?? null
      )
    },
  }
  const storage: UploadStorage = {
    async put(key, bytes) {
      if (options.storageFails === true) throw new Error('disk full')
      stored.set(key, bytes)
    },
    async putFile(key, path) {
      if (options.storageFails === true) throw new Error('disk full')
      stored.set(key, await readFile(path))
      await rm(path)
    },
    async open(key) {
      const bytes = stored.get(key)
      return bytes === undefined ? null : { byteSize: bytes.length, body: Readable.from([bytes]) }
    },
    delete: async (key) => void stored.delete(key),
  }
  const service = createUploadsService({
    repository,
    storage,
    receiver: { incoming, slots: createUploadSlots({ total: 8, perClient: 8 }) },
    reportError: (error) => errors.push(error),
    onStatusChanged: (change) => changes.push(change),
    ...(options.now === undefined ? {} : { now: options.now }),
  })
  return { service, rows, stored, changes, errors }
}

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')

describe('uploads service', () => {
  it('answers at once as processing, then tells of the file once it is ready', async () => {
    const { service, changes, stored } = makeService()
    const answer = await service.upload({
      ownerUserId: 7,
      purpose: 'file',
      field: 'file',
      file: await received(pdf, 'ticket.pdf'),
      isPublic: false,
    })
    expect(answer).toMatchObject({ status: 'processing', url: null, is_image: false })
    await service.settled()
    expect(changes).toEqual([{ id: answer.id, status: 'ready' }])
    expect(stored.get(`files/${answer.uuid}`)).toEqual(pdf)

    const file = await service.fileOfOwner(answer.id, 7)
    expect(file).not.toBeNull()
    expect(await service.fileOfOwner(answer.id, 8)).toBeNull()
    expect(service.describe(file!)).toEqual({
      id: answer.id,
      name: 'ticket.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      is_image: false,
      status: 'ready',
      url: `/media/files/${answer.uuid}`,
    })
  })

  it('marks a file that could not be stored failed, reports it, and keeps no original', async () => {
    const { service, changes, errors, rows } = makeService({ storageFails: true })
    const answer = await service.upload({
      ownerUserId: 7,
      purpose: 'file',
      field: 'file',
      file: await received(pdf, 'ticket.pdf'),
      isPublic: false,
    })
    await service.settled()
    expect(changes).toEqual([{ id: answer.id, status: 'failed' }])
    expect(errors).toEqual([new Error('disk full')])
    expect(service.describe(rows[0]!)).toMatchObject({ status: 'failed', url: null })
    await expect(readFile(incoming.originalPath(answer.uuid))).rejects.toThrow('ENOENT')
  })

  it('describes a ready image by its /media size template', async () => {
    const { service } = makeService()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const answer = await service.upload({
      ownerUserId: 1,
      purpose: 'image',
      field: 'image',
      file: await received(png, 'a.png'),
      isPublic: false,
    })
    await service.settled()
    const file = await service.fileOfOwner(answer.id, 1)
    expect(service.describe(file!).url).toBe(`/media/upload-${answer.uuid}/{size}`)
  })
})
