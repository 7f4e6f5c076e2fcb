import { describe, expect, it } from 'vitest'
import {
  callClock,
  idleCall,
  isInCall,
  reduceCall,
  type CallAction,
  type CallState,
} from './call-state.ts'

const peer = { chatId: 7, title: 'Sunrise Tours' }
const run = (actions: CallAction[], from: CallState = idleCall) => actions.reduce(reduceCall, from)

describe('the web call state machine', () => {
  it('an outgoing call rings, is answered, connects, mutes and ends with the reason', () => {
    const ringing = run([
      { type: 'start', peer },
      { type: 'outgoing', callId: 3, chatId: 7 },
    ])
    expect(ringing).toEqual({ phase: 'outgoing', peer, callId: 3 })
    const active = run(
      [{ type: 'accepted', callId: 3 }, { type: 'connected', at: 1000 }, { type: 'toggleMute' }],
      ringing,
    )
    expect(active).toEqual({ phase: 'active', peer, callId: 3, since: 1000, muted: true })
    expect(run([{ type: 'ended', callId: 3, reason: 'hangup' }], active)).toEqual({
      phase: 'ended',
      peer,
      reason: 'hangup',
    })
  })

  it('an incoming call is accepted, or goes away when another device of the side takes it', () => {
    const ringing = run([{ type: 'ring', peer, callId: 4, from: 'socket-a' }])
    expect(ringing).toEqual({ phase: 'incoming', peer, callId: 4, from: 'socket-a' })
    expect(run([{ type: 'accept' }], ringing)).toEqual({ phase: 'connecting', peer, callId: 4 })
    expect(run([{ type: 'accepted', callId: 4 }], ringing)).toEqual(idleCall)
    expect(run([{ type: 'ended', callId: 4, reason: 'answered_elsewhere' }], ringing)).toEqual(
      idleCall,
    )
  })

  it('one call at a time: a second ring or start does not replace the call', () => {
    const busy = run([{ type: 'start', peer }])
    expect(run([{ type: 'ring', peer, callId: 9, from: 'x' }], busy)).toBe(busy)
    expect(run([{ type: 'start', peer: { chatId: 8, title: 'B' } }], busy)).toBe(busy)
    expect(isInCall(busy)).toBe(true)
  })

  it('another call’s events do not touch this one', () => {
    const ringing = run([
      { type: 'start', peer },
      { type: 'outgoing', callId: 3, chatId: 7 },
    ])
    expect(run([{ type: 'accepted', callId: 99 }], ringing)).toBe(ringing)
    expect(run([{ type: 'ended', callId: 99, reason: 'missed' }], ringing)).toBe(ringing)
    expect(
      run([{ type: 'outgoing', callId: 5, chatId: 8 }], run([{ type: 'start', peer }])),
    ).toEqual({ phase: 'preparing', peer })
  })

  it('a refused microphone ends the call with its own reason; dismissing returns to idle', () => {
    const denied = run([
      { type: 'start', peer },
      { type: 'ended', callId: null, reason: 'microphone_denied' },
    ])
    expect(denied).toEqual({ phase: 'ended', peer, reason: 'microphone_denied' })
    expect(isInCall(denied)).toBe(false)
    expect(run([{ type: 'dismiss' }], denied)).toEqual(idleCall)
    // Mute and connect mean nothing outside a call.
    expect(run([{ type: 'toggleMute' }, { type: 'connected', at: 1 }])).toBe(idleCall)
  })

  it('the timer reads m:ss, and h:mm:ss past an hour', () => {
    expect(callClock(0)).toBe('0:00')
    expect(callClock(133_900)).toBe('2:13')
    expect(callClock(3_723_000)).toBe('1:02:03')
    expect(callClock(-5)).toBe('0:00')
  })
})
