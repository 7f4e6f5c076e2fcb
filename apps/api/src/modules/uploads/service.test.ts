import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { NewUploadedFile, UploadedFileRow, UploadsRepository } from './repository.ts'
import { createUploadsService } from './service.ts'
import type { UploadStatusChange } from './service.ts'
import type { UploadStorage } from './storage.ts'

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
    async failProcessingBefore(before) {
      const abandoned = rows.filter((row) => row.status === 'processing' && row.createdAt < before)
      for (const row of abandoned) row.status = 'failed'
      return abandoned.map((row) => row.id)
    },
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
    get: async (key) => stored.get(key) ?? null,
    delete: async (key) => void stored.delete(key),
  }
  const service = createUploadsService({
    repository,
    storage,
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
      bytes: pdf,
      name: 'ticket.pdf',
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

  it('marks a file that could not be stored failed, and reports it', async () => {
    const { service, changes, errors, rows } = makeService({ storageFails: true })
    const answer = await service.upload({
      ownerUserId: 7,
      purpose: 'file',
      field: 'file',
      bytes: pdf,
      name: 'ticket.pdf',
      isPublic: false,
    })
    await service.settled()
    expect(changes).toEqual([{ id: answer.id, status: 'failed' }])
    expect(errors).toEqual([new Error('disk full')])
    expect(service.describe(rows[0]!)).toMatchObject({ status: 'failed', url: null })
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
      bytes: png,
      name: 'a.png',
      isPublic: false,
    })
    await service.settled()
    const file = await service.fileOfOwner(answer.id, 1)
    expect(service.describe(file!).url).toBe(`/media/upload-${answer.uuid}/{size}`)
  })

  it('fails the uploads whose processing died with their process, and tells of each', async () => {
    const at = new Date('2026-11-27T12:00:00Z')
    const { service, rows, changes } = makeService({ now: () => at })
    const row = (id: number, status: UploadedFileRow['status'], minutesAgo: number) =>
      ({
        id,
        uuid: randomUUID(),
        status,
        createdAt: new Date(at.getTime() - minutesAgo * 60_000),
        ownerUserId: 7,
        deleteTokenHash: null,
        kind: 'file',
        contentType: 'application/pdf',
        byteSize: 10,
        originalName: 'a.pdf',
        isPublic: false,
      }) satisfies UploadedFileRow
    rows.push(row(1, 'processing', 31), row(2, 'processing', 29), row(3, 'ready', 600))
    expect(await service.failAbandoned()).toEqual([1])
    expect(rows.map((candidate) => candidate.status)).toEqual(['failed', 'processing', 'ready'])
    expect(changes).toEqual([{ id: 1, status: 'failed' }])
    expect(await service.failAbandoned()).toEqual([])
  })
})
