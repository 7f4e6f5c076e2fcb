import { describe, expect, it } from 'vitest'
import {
  anyChannelActive,
  botLinkFor,
  connectionLinkFor,
  notificationRows,
  turnedOff,
} from './notifications-state.ts'

describe('chat notification settings', () => {
  it('names each chat by the listed title, or leaves it for "Chat {id}"', () => {
    const rows = notificationRows(
      [
        { id: 3, messenger_was_activated: true },
        { id: 9, messenger_was_activated: false },
      ],
      [{ id: 3, title: 'Baikal Ice Tours' }],
    )
    expect(rows).toEqual([
      { id: 3, title: 'Baikal Ice Tours', on: true },
      { id: 9, title: null, on: false },
    ])
  })

  it('turns off only the chat named', () => {
    const states = [
      { id: 1, messenger_was_activated: true },
      { id: 2, messenger_was_activated: true },
    ]
    expect(turnedOff(states, 2)).toEqual([
      { id: 1, messenger_was_activated: true },
      { id: 2, messenger_was_activated: false },
    ])
    expect(states[1]?.messenger_was_activated).toBe(true)
  })

  it('is on when any messenger is linked', () => {
    expect(anyChannelActive([])).toBe(false)
    expect(
      anyChannelActive([
        { source_id: 'telegram', is_activated: false },
        { source_id: 'whatsapp', is_activated: true },
      ]),
    ).toBe(true)
  })

  it('finds the bot of a source among the messenger links', () => {
    const links = [{ source: 'telegram' as const, url: 'https://t.me/TourmarketBot?start=c1' }]
    expect(botLinkFor('telegram', links)).toBe('https://t.me/TourmarketBot?start=c1')
    expect(botLinkFor('viber', links)).toBeNull()
  })
  it('hands Telegram the connection code as the start payload; other bots open as they are', () => {
    const links = [
      { source: 'telegram' as const, url: 'https://t.me/TourmarketBot?start=c1' },
      { source: 'whatsapp' as const, url: 'https://wa.me/15551234567?text=c1' },
    ]
    expect(connectionLinkFor('telegram', 'K7M2Q9RT', links)).toBe(
      'https://t.me/TourmarketBot?start=K7M2Q9RT',
    )
    expect(connectionLinkFor('whatsapp', 'K7M2Q9RT', links)).toBe(
      'https://wa.me/15551234567?text=c1',
    )
    expect(connectionLinkFor('viber', 'K7M2Q9RT', links)).toBeNull()
  })
})
