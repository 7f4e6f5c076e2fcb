import { describe, expect, it } from 'vitest'
import { reconnectDelay, socketUrl } from './socket-address.ts'

describe('§7 the messenger socket address', () => {
  it('takes a configured path on the page origin, wss on https', () => {
    expect(socketUrl('/ws', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/ws',
    )
    expect(socketUrl('/ws', { protocol: 'https:', host: 'tours.example' })).toBe(
      'wss://tours.example/ws',
    )
  })

  it('keeps a configured ws(s) URL as it is', () => {
    expect(socketUrl('wss://rt.example/ws', { protocol: 'https:', host: 'tours.example' })).toBe(
      'wss://rt.example/ws',
    )
  })
})

describe('reconnecting after a close', () => {
  it('doubles the wait from 1 s, jittered between half and all of it', () => {
    expect(reconnectDelay(0, 0)).toBe(500)
    expect(reconnectDelay(0, 1)).toBe(1000)
    expect(reconnectDelay(3, 1)).toBe(8000)
  })

  it('never waits more than 30 s', () => {
    expect(reconnectDelay(20, 1)).toBe(30_000)
    expect(reconnectDelay(1000, 0.5)).toBe(22_500)
  })
})
