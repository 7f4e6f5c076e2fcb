import type { AreaMessages } from '@tourmarket/domain/i18n'

/** The identity badge's words (organizer page, tour page). */
export const identityBadgeMessages: AreaMessages = {
  'en-US': {
    'identityBadge.verified': 'Identity verified',
    'identityBadge.verifiedBy': 'Identity verified by {service}',
    'identityBadge.unverified': 'Identity not verified yet',
    'identityBadge.unverifiedBy': 'Identity not verified by {service} yet',
  },
  ru: {
    'identityBadge.verified': 'Личность подтверждена',
    'identityBadge.verifiedBy': 'Личность подтверждена сервисом {service}',
    'identityBadge.unverified': 'Личность ещё не подтверждена',
    'identityBadge.unverifiedBy': 'Личность ещё не подтверждена сервисом {service}',
  },
}
