import { describe, expect, it } from 'vitest'
import { alertMessengerText, composeAlertMail, type AlertMailFacts } from './alert-mail.ts'

const facts: AlertMailFacts = {
  locale: 'en-US',
  recipient: { email: 'anna@example.com', name: 'Anna' },
  digest: false,
  groups: [
    {
      kind: 'tour',
      title: 'Lakes of Karelia',
      url: 'https://example.com/lakes-of-karelia-12',
      lines: [
        { kind: 'seat-freed', dateId: 4, startDate: '2027-06-10', freeSeats: 2, freedCount: 1 },
      ],
    },
  ],
  unsubscribeUrl: 'https://example.com/alerts/unsubscribe?token=1.2.sig',
  settingsUrl: 'https://example.com/alerts',
}

describe('alert mails', () => {
  it('carry the one-click unsubscribe headers and the link in both parts', async () => {
    const mail = await composeAlertMail(facts)
    expect(mail.subject).toBe('A seat is free again on Lakes of Karelia')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${facts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain('Jun 10, 2027: 2 seats free again')
    expect(mail.text).toContain(`Turn off these alerts: ${facts.unsubscribeUrl}`)
    expect(mail.html).toContain(facts.unsubscribeUrl.replaceAll('&', '&amp;'))
  })

  it('speak the account’s language, and a digest counts its news', async () => {
    const mail = await composeAlertMail({
      ...facts,
      locale: 'ru',
      digest: true,
      groups: [
        ...facts.groups,
        {
          kind: 'search',
          title: '',
          url: 'https://example.com/tours?daysMax=7',
          lines: [
            { kind: 'new-tour', title: 'Белое море', url: 'https://example.com/white-sea-9' },
          ],
        },
      ],
    })
    expect(mail.subject).toBe('Ваши оповещения: 2 новости')
    expect(mail.text).toContain('Новый тур: Белое море (https://example.com/white-sea-9)')
    expect(mail.text).toContain('освободилось 2 места')
  })

  it('go to a messenger as the same lines with the link to turn them off', () => {
    const text = alertMessengerText(facts)
    expect(text.split('\n\n')[0]).toBe('A seat is free again on Lakes of Karelia')
    expect(text).toContain(facts.unsubscribeUrl)
  })
})
