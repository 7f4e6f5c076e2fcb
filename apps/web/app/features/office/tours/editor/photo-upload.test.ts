import { describe, expect, it } from 'vitest'
import { photoFileProblem } from './photo-upload.ts'

describe('a tour photo checked before upload', () => {
  it('refuses what is not a photo, and what is too large', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 }, 100)).toBe('type')
    expect(photoFileProblem({ type: 'image/png', size: 101 }, 100)).toBe('size')
  })

  it('sends a photo within the limit, and leaves a file of unknown type to the API', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 100 }, 100)).toBeNull()
    expect(photoFileProblem({ type: '', size: 100 }, 100)).toBeNull()
  })
})
