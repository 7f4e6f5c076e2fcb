import { describe, expect, it } from 'vitest'
import { FILE_UPLOAD_PATH, VIDEO_UPLOAD_PATH, uploadPathFor } from '../chat-upload.ts'

describe('chat attachments: which §7 upload call takes a file', () => {
  it('sends videos to file/upload-video', () => {
    expect(uploadPathFor({ type: 'video/mp4', name: 'dive.mp4' })).toBe(VIDEO_UPLOAD_PATH)
    expect(uploadPathFor({ type: 'video/quicktime', name: 'IMG_0001.MOV' })).toBe(VIDEO_UPLOAD_PATH)
    // Some browsers give no type for a .mkv: the name decides.
    expect(uploadPathFor({ type: '', name: 'trip.MKV' })).toBe(VIDEO_UPLOAD_PATH)
  })

  it('sends pictures and documents to file/upload', () => {
    expect(uploadPathFor({ type: 'image/png', name: 'map.png' })).toBe(FILE_UPLOAD_PATH)
    expect(uploadPathFor({ type: 'application/pdf', name: 'ticket.pdf' })).toBe(FILE_UPLOAD_PATH)
    expect(uploadPathFor({ type: '', name: 'notes.txt' })).toBe(FILE_UPLOAD_PATH)
    // A type the browser knows wins over a misleading name.
    expect(uploadPathFor({ type: 'application/pdf', name: 'not-a-video.mp4' })).toBe(
      FILE_UPLOAD_PATH,
    )
  })
})
