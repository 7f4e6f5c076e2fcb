import { getBrand } from '@tourmarket/domain/brand'
import { describe, expect, it } from 'vitest'
import { identityBadgeView } from './identity-badge-model.ts'

const named = {
  name: 'IdCheck',
  legalName: 'IdCheck Ltd',
  link: 'https://idcheck.example/about',
  linkText: 'How we verify',
  allowMessagesAboutUnverifiedIdentity: true,
}

describe('identity badge (§1 verificationService, §9)', () => {
  it('shows the verified badge in the brand’s words, with its link', () => {
    expect(identityBadgeView(named, true)).toEqual({
      kind: 'verified',
      service: 'IdCheck',
      link: { href: 'https://idcheck.example/about', text: 'How we verify' },
    })
  })

  it('says "not verified" only where the brand allows it', () => {
    expect(identityBadgeView(named, false)).toEqual({
      kind: 'unverified',
      service: 'IdCheck',
      link: { href: 'https://idcheck.example/about', text: 'How we verify' },
    })
    expect(
      identityBadgeView({ ...named, allowMessagesAboutUnverifiedIdentity: false }, false),
    ).toEqual({ kind: 'none' })
  })

  it('both brands keep the message off (§9) and name no provider', () => {
    for (const id of ['tourmarket', 'tourmarket-global'] as const) {
      const service = getBrand(id).verificationService
      expect(identityBadgeView(service, false)).toEqual({ kind: 'none' })
      expect(identityBadgeView(service, true)).toEqual({
        kind: 'verified',
        service: null,
        link: null,
      })
    }
  })

  it('a link without its text shows the address', () => {
    expect(identityBadgeView({ ...named, linkText: ' ' }, true)).toMatchObject({
      link: { href: 'https://idcheck.example/about', text: 'https://idcheck.example/about' },
    })
  })
})
