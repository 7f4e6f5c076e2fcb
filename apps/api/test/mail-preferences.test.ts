import { describe, expect, it } from 'vitest'
import { signUnsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'

describe.each(testDatabases)(
  'mail preferences and unsubscribe links (issue 38) on $name',
  (target) => {
    const harness = useAccountsHarness(target)

    async function signedUp() {
      const account = await harness.register()
      const { id } = await harness.profileOf(account.token)
      const tokenFor = (kind: 'trip-reminder' | 'unread-messages', accountId = id) =>
        signUnsubscribeToken(harness.config.accounts.sessionSecret, { accountId, kind })
      return { ...account, id, tokenFor }
    }

    function put(token: string | undefined, body: unknown) {
      return harness.app.inject({
        method: 'PUT',
        url: '/spa/user/mail-preferences',
        headers: {
          'x-forwarded-for': '203.0.113.77',
          ...(token === undefined ? {} : { 'x-authorization': `Bearer ${token}` }),
        },
        payload: body as object,
      })
    }

    it('lists every optional kind as sent until it is turned off, and the settings turn them off and on', async () => {
      const { token } = await signedUp()
      const listed = await harness.get('/spa/user/mail-preferences', { token })
      expect(listed.statusCode).toBe(200)
      expect(listed.json()).toEqual({
        data: [
          { kind: 'trip-reminder', subscribed: true },
          { kind: 'unread-messages', subscribed: true },
        ],
      })
      const off = await put(token, { subscribed_kinds: ['unread-messages'] })
      expect(off.statusCode).toBe(200)
      expect(off.json().data).toEqual([
        { kind: 'trip-reminder', subscribed: false },
        { kind: 'unread-messages', subscribed: true },
      ])
      const on = await put(token, { subscribed_kinds: ['trip-reminder', 'unread-messages'] })
      expect(on.json().data.every((row: { subscribed: boolean }) => row.subscribed)).toBe(true)
    })

    it('keeps the settings to the signed-in account: 401 without a session, each account its own', async () => {
      expect((await harness.get('/spa/user/mail-preferences')).statusCode).toBe(401)
      expect((await put(undefined, { subscribed_kinds: [] })).statusCode).toBe(401)
      const first = await signedUp()
      const second = await signedUp()
      await put(first.token, { subscribed_kinds: [] })
      const secondList = await harness.get('/spa/user/mail-preferences', { token: second.token })
      expect(secondList.json().data.every((row: { subscribed: boolean }) => row.subscribed)).toBe(
        true,
      )
    })

    it('refuses a kind that is not optional, naming the field', async () => {
      const { token } = await signedUp()
      const refused = await put(token, { subscribed_kinds: ['booking-paid'] })
      expect(refused.statusCode).toBe(400)
      expect(JSON.stringify(refused.json().errors)).toContain('subscribed_kinds')
    })

    it('an unsubscribe link shows its kind, turns it off once, and repeating it changes nothing', async () => {
      const { token, tokenFor } = await signedUp()
      const link = tokenFor('trip-reminder')
      const state = await harness.get(`/spa/mail/unsubscribe?token=${encodeURIComponent(link)}`)
      expect(state.json()).toEqual({ kind: 'trip-reminder', subscribed: true })
      const done = await harness.post('/spa/mail/unsubscribe', { body: { token: link } })
      expect(done.statusCode).toBe(200)
      expect(done.json()).toEqual({ kind: 'trip-reminder', subscribed: false })
      const again = await harness.post('/spa/mail/unsubscribe', { body: { token: link } })
      expect(again.json()).toEqual({ kind: 'trip-reminder', subscribed: false })
      const after = await harness.get(`/spa/mail/unsubscribe?token=${encodeURIComponent(link)}`)
      expect(after.json()).toEqual({ kind: 'trip-reminder', subscribed: false })
      const listed = await harness.get('/spa/user/mail-preferences', { token })
      expect(listed.json().data).toEqual([
        { kind: 'trip-reminder', subscribed: false },
        { kind: 'unread-messages', subscribed: true },
      ])
    })

    it('a forged, altered or foreign token is a clear 400 invalid_token, never a 500', async () => {
      const { id, tokenFor } = await signedUp()
      const genuine = tokenFor('unread-messages')
      const otherAccount = genuine.replace(/^\d+/, String(id + 1))
      const otherKind = genuine.replace('unread-messages', 'trip-reminder')
      const forgedElsewhere = signUnsubscribeToken('another-installation-secret-of-32-chars!', {
        accountId: id,
        kind: 'unread-messages',
      })
      for (const token of ['garbage', otherAccount, otherKind, forgedElsewhere, `${genuine}x`]) {
        const posted = await harness.post('/spa/mail/unsubscribe', { body: { token } })
        expect(posted.statusCode, token).toBe(400)
        expect(posted.json()).toMatchObject({ code: 'invalid_token' })
        expect(posted.json().message).toMatch(/unsubscribe link/)
        const shown = await harness.get(`/spa/mail/unsubscribe?token=${encodeURIComponent(token)}`)
        expect(shown.statusCode, token).toBe(400)
      }
      const empty = await harness.post('/spa/mail/unsubscribe', { body: {} })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().errors).toHaveProperty('token')
    })

    it('a link that outlived its account answers without an error', async () => {
      const { id } = await signedUp()
      const token = signUnsubscribeToken(harness.config.accounts.sessionSecret, {
        accountId: id + 100_000,
        kind: 'trip-reminder',
      })
      const posted = await harness.post('/spa/mail/unsubscribe', { body: { token } })
      expect(posted.statusCode).toBe(200)
    })
  },
)
