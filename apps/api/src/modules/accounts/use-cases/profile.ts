import { timingSafeEqual } from 'node:crypto'
import type { Profile, UserInfoData } from '@tourmarket/contracts'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { mediaImageTemplate } from '@tourmarket/domain/media'
import { isLocale } from '@tourmarket/domain/i18n'
import { VALIDATION_MESSAGE_KEYS } from '@tourmarket/domain/validation'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { AccountsDeps } from './deps.ts'
import { cleanName, messages, validationFailed } from './field-checks.ts'
import type { Viewer } from './sessions.ts'

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function toProfile(
  viewer: Viewer,
  country: { id: number; name: string; nameRu: string } | undefined,
  avatarUuid: string | null,
  language: Locale,
): Profile {
  const { user } = viewer
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_email_set: user.email !== null,
    is_email_confirmed: user.emailConfirmedAt !== null,
    phone: user.phone,
    is_phone_confirmed: user.phoneConfirmedAt !== null,
    has_password: user.passwordHash !== null,
    country:
      country === undefined
        ? null
        : { id: country.id, name: language === 'ru' ? country.nameRu : country.name },
    timezone: user.timezone,
    language_code: isLocale(user.languageCode) ? user.languageCode : 'en-US',
    currency_code: isBrandCurrency(user.currencyCode) ? user.currencyCode : 'USD',
    avatar_id: user.avatarId,
    avatar: avatarUuid === null ? null : mediaImageTemplate({ kind: 'upload', id: avatarUuid }),
    hash_for_activity: user.activityHash,
    is_admin_auth: viewer.isAdminAuth,
    organizer_id: user.organizerId,
  }
}

export function createProfileUseCases(deps: AccountsDeps) {
  const { repository, now } = deps

  return {
    async profile(viewer: Viewer, language: Locale): Promise<Profile> {
      const { countryId, avatarId } = viewer.user
      const country = countryId === null ? undefined : await repository.findCountry(countryId)
      const avatarUuid = avatarId === null ? null : await repository.findAvatarUuid(avatarId)
      return toProfile(viewer, country, avatarUuid, language)
    },

    /** §7 update-profile: fields left out stay; null or blank clears a name. */
    async updateProfile(
      viewer: Viewer,
      patch: { firstName?: string | null; lastName?: string | null; timezone?: string | null },
    ): Promise<Viewer> {
      const user = await repository.updateUser(viewer.user.id, {
        firstName: cleanName(patch.firstName),
        lastName: cleanName(patch.lastName),
        timezone: cleanName(patch.timezone),
      })
      return { ...viewer, user }
    },

    async updateUser(
      viewer: Viewer,
      patch: { avatarId?: number | null; languageCode?: Locale; currencyCode?: BrandCurrency },
    ): Promise<Viewer> {
      return { ...viewer, user: await repository.updateUser(viewer.user.id, patch) }
    },

    /** §7 change-country (country_id): a country that exists. */
    async changeCountry(viewer: Viewer, countryId: number, language: Locale): Promise<Viewer> {
      if ((await repository.findCountry(countryId)) === undefined) {
        throw validationFailed({
          country_id: messages([{ key: VALIDATION_MESSAGE_KEYS.fallback, params: {} }], language),
        })
      }
      return { ...viewer, user: await repository.updateUser(viewer.user.id, { countryId }) }
    },

    /** §7 set-activity (crm_user_id, token): the token is the profile's hash_for_activity. */
    async recordActivity(userId: number, token: string): Promise<void> {
      const user = await repository.findUserById(userId)
      if (user === undefined || !equalText(user.activityHash, token)) {
        throw new AppError({ code: 'forbidden', message: 'Access is denied.' })
      }
      await repository.touchActivity(user.id, now())
    },

    /**
     * §7 /spa/user-info-data: §3 private user data. A right counts only in an admin session (§6);
     * any other session gets §3's defaults, both false (decision 0032): the same answer as an
     * admin without rights, so it tells a tourist nothing.
     */
    userInfoData(viewer: Viewer): UserInfoData {
      return {
        permissions: {
          can_use_knowledge: viewer.isAdminAuth && viewer.user.canUseKnowledge,
          can_view_commission: viewer.isAdminAuth && viewer.user.canViewCommission,
        },
      }
    },
  }
}
