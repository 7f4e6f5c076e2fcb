import type { BrandConfig } from '@tourmarket/domain/brand'

export type IdentityBadgeView =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'verified' | 'unverified'
      /** The brand's verification provider, when it names one (§1 verificationService.name). */
      readonly service: string | null
      /** Its page, when the brand gives one, with the brand's link text (or the address). */
      readonly link: { readonly href: string; readonly text: string } | null
    }

/**
 * What an organizer's identity badge shows (§1 verificationService, §9): the verified badge when
 * the identity check succeeded (§8: a failed lookup counts as not verified, so callers pass false);
 * otherwise a "not verified" note only where the brand allows messages about unverified identity.
 */
export function identityBadgeView(
  service: BrandConfig['verificationService'],
  verified: boolean,
): IdentityBadgeView {
  if (!verified && !service.allowMessagesAboutUnverifiedIdentity) return { kind: 'none' }
  const name = service.name.trim()
  const href = service.link.trim()
  return {
    kind: verified ? 'verified' : 'unverified',
    service: name === '' ? null : name,
    link: href === '' ? null : { href, text: service.linkText.trim() || href },
  }
}
