import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signSandboxPayload, verifySandboxSignature } from './signature.ts'

const secret = 'test-payment-webhook-secret-of-32-chars!'
const body = JSON.stringify({ id: 'evt_sandbox_1', type: 'payment.succeeded' })
const sentAt = 1_800_000_000
const at = (seconds: number) => new Date(seconds * 1000)

describe('decision 0016: Sandbox-Signature webhooks', () => {
  it('is t={unix},v1={hex HMAC-SHA256 of "{t}.{body}"}', () => {
    const expected = createHmac('sha256', secret).update(`${sentAt}.${body}`).digest('hex')
    expect(signSandboxPayload(body, secret, sentAt)).toBe(`t=${sentAt},v1=${expected}`)
  })

  it('accepts its own signature over the same bytes, as a string or a buffer', () => {
    const header = signSandboxPayload(body, secret, sentAt)
    expect(verifySandboxSignature(body, header, secret, at(sentAt))).toEqual({ ok: true })
    expect(verifySandboxSignature(Buffer.from(body), header, secret, at(sentAt + 300))).toEqual({
      ok: true,
    })
  })

  it('refuses an altered body, another secret, or a missing or malformed header', () => {
    const header = signSandboxPayload(body, secret, sentAt)
    const invalid = { ok: false, reason: 'webhook_signature_invalid' }
    expect(
      verifySandboxSignature(body.replace('succeeded', 'failed'), header, secret, at(sentAt)),
    ).toEqual(invalid)
    expect(verifySandboxSignature(`${body} `, header, secret, at(sentAt))).toEqual(invalid)
    expect(verifySandboxSignature(body, header, `${secret}x`, at(sentAt))).toEqual(invalid)
    expect(verifySandboxSignature(body, undefined, secret, at(sentAt))).toEqual(invalid)
    expect(verifySandboxSignature(body, 'garbage', secret, at(sentAt))).toEqual(invalid)
    expect(verifySandboxSignature(body, `t=${sentAt}`, secret, at(sentAt))).toEqual(invalid)
    expect(
      verifySandboxSignature(body, header.replace(/^t=\d+/, 't=x'), secret, at(sentAt)),
    ).toEqual(invalid)
    // The timestamp is signed too: moving it forward to look fresh breaks the signature.
    expect(
      verifySandboxSignature(
        body,
        header.replace(`t=${sentAt}`, `t=${sentAt + 600}`),
        secret,
        at(sentAt + 600),
      ),
    ).toEqual(invalid)
  })

  it('refuses a genuine signature older than 300 seconds', () => {
    const header = signSandboxPayload(body, secret, sentAt)
    expect(verifySandboxSignature(body, header, secret, at(sentAt + 301))).toEqual({
      ok: false,
      reason: 'webhook_timestamp_stale',
    })
  })

  it('refuses a genuine signature dated more than 300 seconds ahead', () => {
    const header = signSandboxPayload(body, secret, sentAt + 301)
    expect(verifySandboxSignature(body, header, secret, at(sentAt))).toEqual({
      ok: false,
      reason: 'webhook_timestamp_stale',
    })
    const slightlyAhead = signSandboxPayload(body, secret, sentAt + 30)
    expect(verifySandboxSignature(body, slightlyAhead, secret, at(sentAt))).toEqual({ ok: true })
  })

  it('accepts any matching v1 among several, as during a secret rotation', () => {
    const old = signSandboxPayload(body, 'the-previous-secret-also-32-characters', sentAt)
    const current = signSandboxPayload(body, secret, sentAt)
    const both = `${old},${current.split(',')[1]}`
    expect(verifySandboxSignature(body, both, secret, at(sentAt))).toEqual({ ok: true })
  })
})
