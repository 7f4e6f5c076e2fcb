import { describe, expect, it } from 'vitest'
import { meetFileHref } from './meet-file-link.ts'

const pdf = {
  id: 7,
  name: 'map.pdf',
  content_type: 'application/pdf',
  size: 120,
  is_image: false,
  status: 'ready',
  url: '/media/files/0b6f6c8e-3f0e-4a55-9d43-7f5c2b1e9a10',
}

describe('meet file links', () => {
  it('a document downloads from its address; an image opens at the viewer size; a file in processing has none', () => {
    expect(meetFileHref(pdf)).toBe(pdf.url)
    expect(meetFileHref({ is_image: true, url: '/media/upload-abc/{size}' })).toBe(
      '/media/upload-abc/1200x0',
    )
    expect(meetFileHref({ is_image: false, url: null })).toBeNull()
  })
})
