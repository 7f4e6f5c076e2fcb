import { describe, expect, it } from 'vitest'
import { codeSenders } from '../enums/access.ts'
import { offeredCodeSenders } from './offered-senders.ts'

describe('offeredCodeSenders (decision 0052)', () => {
  it('offers e-mail alone when no channel carries the others and nothing stands in', () => {
    expect(offeredCodeSenders({ carried: [], outboxStandsIn: false })).toEqual(['email'])
  })

  it('offers what a real channel carries, in §3 order', () => {
    expect(offeredCodeSenders({ carried: ['sms', 'telegram'], outboxStandsIn: false })).toEqual([
      'telegram',
      'sms',
      'email',
    ])
  })

  it('offers every sender when the development outbox stands in for the missing ones, but VK and whatsapp_paid', () => {
    expect(offeredCodeSenders({ carried: ['sms'], outboxStandsIn: true })).toEqual([
      'telegram',
      'telegram_with_phone_request',
      'whatsapp',
      'sms',
      'email',
    ])
  })

  it('never offers VK or whatsapp_paid, even when a channel is handed for them (decision 0054)', () => {
    expect(
      offeredCodeSenders({
        carried: codeSenders.filter((sender) => sender !== 'email'),
        outboxStandsIn: false,
      }),
    ).toEqual(['telegram', 'telegram_with_phone_request', 'whatsapp', 'sms', 'email'])
  })
})
