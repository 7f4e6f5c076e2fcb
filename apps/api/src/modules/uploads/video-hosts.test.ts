import { describe, expect, it } from 'vitest'
import { videoHostOf } from './video-hosts.ts'

describe('videoHostOf', () => {
  it('names the §3 video host of a page address, subdomains included', () => {
    expect(videoHostOf(new URL('https://www.youtube.com/watch?v=abc'))).toBe('YouTube')
    expect(videoHostOf(new URL('https://youtu.be/abc'))).toBe('YouTube')
    expect(videoHostOf(new URL('https://M.YouTube.com./watch?v=abc'))).toBe('YouTube')
    expect(videoHostOf(new URL('https://rutube.ru/video/abc/'))).toBe('RuTube')
    expect(videoHostOf(new URL('https://player.vimeo.com/video/1'))).toBe('Vimeo')
  })

  it('leaves other hosts, and look-alikes, alone', () => {
    expect(videoHostOf(new URL('https://cdn.example.com/clip.mp4'))).toBeNull()
    expect(videoHostOf(new URL('https://notyoutube.com/clip.mp4'))).toBeNull()
    expect(videoHostOf(new URL('https://vimeo.com.example.net/clip.mp4'))).toBeNull()
  })
})
