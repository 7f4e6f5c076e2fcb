import { describe, expect, it } from 'vitest'
import { uploadEndpointFor } from '../chat-upload.ts'

describe('chat attachments: which §7 upload call takes a file', () => {
  it('sends videos to file/upload-video', () => {
    expect(uploadEndpointFor({ type: 'video/mp4', name: 'dive.mp4' })).toBe('fileUploadVideo')
    expect(uploadEndpointFor({ type: 'video/quicktime', name: 'IMG_0001.MOV' })).toBe(
      'fileUploadVideo',
    )
    // Some browsers give no type for a .mkv: the name decides.
    expect(uploadEndpointFor({ type: '', name: 'trip.MKV' })).toBe('fileUploadVideo')
  })

  it('sends pictures and documents to file/upload', () => {
    expect(uploadEndpointFor({ type: 'image/png', name: 'map.png' })).toBe('fileUpload')
    expect(uploadEndpointFor({ type: 'application/pdf', name: 'ticket.pdf' })).toBe('fileUpload')
    expect(uploadEndpointFor({ type: '', name: 'notes.txt' })).toBe('fileUpload')
    // A type the browser knows wins over a misleading name.
    expect(uploadEndpointFor({ type: 'application/pdf', name: 'not-a-video.mp4' })).toBe(
      'fileUpload',
    )
  })
})
