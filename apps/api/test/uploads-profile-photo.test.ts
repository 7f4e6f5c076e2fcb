import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { multipart, type FilePart } from './multipart.ts'

type UploadAnswer = { id: number; uuid: string }
type ProfileAnswer = { avatar_id: number | null; avatar: string | null }
type ErrorAnswer = { message: string; code: string; errors?: Record<string, string[]> }

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

describe.each(testDatabases)('§7 update-profile-photo on $name', (target) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-avatar-'))
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-avatar-cache-'))
  const harness = useAccountsHarness(target, {
    config: { media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir } },
  })
  afterAll(async () => {
    await Promise.all(
      [uploadDir, cacheDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })

  async function upload(path: string, token: string, parts: Record<string, FilePart>) {
    const { body, headers } = await multipart(parts)
    const response = await harness.post(path, { token, body, headers })
    expect(response.statusCode).toBe(200)
    return response.json<UploadAnswer>()
  }

  async function photo(): Promise<Buffer> {
    return sharp({ create: { width: 120, height: 90, channels: 3, background: '#3070c0' } })
      .jpeg()
      .toBuffer()
  }

  const setPhoto = (token: string, avatarId: number | null) =>
    harness.post('/crm/api/user/update-profile-photo', { token, body: { avatar_id: avatarId } })

  it('takes the user’s own image right after its upload, and the profile shows its template', async () => {
    const { token } = await harness.register()
    const image = await upload('/crm/api/image/upload', token, {
      image: { bytes: await photo(), name: 'me.jpg' },
    })
    // Not waited for: the call waits for the image's processing itself.
    const response = await setPhoto(token, image.id)
    expect(response.statusCode).toBe(200)
    const template = `/media/upload-${image.uuid}/{size}`
    expect(response.json<ProfileAnswer>()).toMatchObject({ avatar_id: image.id, avatar: template })
    expect(await harness.profileOf(token)).toMatchObject({ avatar: template })

    const served = await harness.get(`/media/upload-${image.uuid}/48x48`)
    expect(served.statusCode).toBe(200)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 48, height: 48 })
  })

  it('422 naming avatar_id for another user’s image, a document, or an unknown id', async () => {
    const owner = await harness.register()
    const other = await harness.register()
    const othersImage = await upload('/crm/api/image/upload', other.token, {
      image: { bytes: await photo(), name: 'theirs.jpg' },
    })
    const document = await upload('/crm/api/file/upload', owner.token, {
      file: { bytes: pdf, name: 'ticket.pdf' },
    })
    for (const [avatarId, words] of [
      [othersImage.id, 'not an image you uploaded'],
      [document.id, 'not an image'],
      [2_000_000_000, 'not an image you uploaded'],
    ] as const) {
      const response = await setPhoto(owner.token, avatarId)
      expect(response.statusCode, String(avatarId)).toBe(422)
      const body = response.json<ErrorAnswer>()
      expect(body.code).toBe('avatar_not_allowed')
      expect(body.errors?.avatar_id?.[0]).toContain(words)
    }
    expect(await harness.profileOf(owner.token)).toMatchObject({ avatar_id: null, avatar: null })
  })

  it('null removes the photo', async () => {
    const { token } = await harness.register()
    const image = await upload('/crm/api/image/upload', token, {
      image: { bytes: await photo(), name: 'me.jpg' },
    })
    expect((await setPhoto(token, image.id)).statusCode).toBe(200)
    const cleared = await setPhoto(token, null)
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json<ProfileAnswer>()).toMatchObject({ avatar_id: null, avatar: null })
  })

  it('401 without a session', async () => {
    const response = await harness.post('/crm/api/user/update-profile-photo', {
      body: { avatar_id: null },
    })
    expect(response.statusCode).toBe(401)
  })
})
