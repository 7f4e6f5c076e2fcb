import { describe, expect, it } from 'vitest'
import { reviewImageUploadBody } from './review-form-values.ts'

describe('§7 upload-review-image body', () => {
  it('carries the review link’s uuid before the image, which the API checks before reading it', () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'reef.jpg', { type: 'image/jpeg' })
    const body = reviewImageUploadBody('0b5c1f0e-3f55-4c8e-9d0a-6a1f6f2b9e11', image)
    expect([...body.keys()]).toEqual(['uuid', 'image'])
    expect(body.get('uuid')).toBe('0b5c1f0e-3f55-4c8e-9d0a-6a1f6f2b9e11')
    expect((body.get('image') as File).name).toBe('reef.jpg')
  })
})
