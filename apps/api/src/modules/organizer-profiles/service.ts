import type {
  OrganizerProfile,
  OrganizerProfileList,
  OrganizerVerificationData,
  VerificationAccessToken,
  organizerProfileBodySchema,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { z } from 'zod'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import type { IdentityCheckStatus, IdentityVerificationProvider } from './identity-provider.ts'
import { organizerSlugBase, uniqueSlug } from './organizer-slug.ts'
import {
  organizerProfile,
  organizerVerificationData,
  verificationAccessToken,
} from './presenter.ts'
import type { OrganizerProfilesRepository, ProfileFields, ProfileRow } from './repository.ts'
import { organizerReview } from './review.ts'

export type ProfileInput = z.output<typeof organizerProfileBodySchema>

/** Why no identity provider is available, said to the organizer as is. */
export const NO_IDENTITY_PROVIDER =
  'Identity verification is not available: no identity provider is configured (the sandbox provider checks nobody for real, so production never offers it).'

function verificationUnavailable(message = NO_IDENTITY_PROVIDER): AppError {
  return new AppError({ code: 'verification_unavailable', message })
}

/** Someone else's profile reads as an unknown one: its existence is not revealed (decision 0031). */
function profileNotFound(id: number): AppError {
  return new AppError({
    code: 'organizer_not_found',
    message: `There is no organizer with id ${id}.`,
  })
}

/** Publishing waits for approval (issue 37 finding 11); the owner is told what it waits for. */
function reviewPending(row: ProfileRow): AppError {
  return new AppError({
    code: 'organizer_review_pending',
    message:
      organizerReview(row) === 'rejected'
        ? 'Tourmarket did not approve this profile, so it cannot be published. Write to support to learn why.'
        : 'This profile is waiting for review: it is published once its identity check passes or Tourmarket approves it.',
  })
}

function noProfile(): AppError {
  return new AppError({
    code: 'forbidden',
    message: 'This account runs no organizer profile.',
  })
}

/** Slugs are unique; two creations racing for one get a database error and retry once. */
const SLUG_ATTEMPTS = 3

export function createOrganizerProfilesService(deps: {
  repository: OrganizerProfilesRepository
  /** null when IDENTITY_PROVIDER is none (production's default): no check is offered. */
  identityProvider: IdentityVerificationProvider | null
  /**
   * What search shows of the organizer's tours changed (publication, operator type, identity
   * check): search follows at once. Never rejects.
   */
  onOrganizerChanged: (organizerId: number) => Promise<void>
  now?: () => Date
}) {
  const { repository, identityProvider, onOrganizerChanged, now = () => new Date() } = deps

  async function owned(viewer: Viewer, id: number): Promise<ProfileRow> {
    const row = await repository.findOwned(viewer.user.id, id)
    if (row === undefined) throw profileNotFound(id)
    return row
  }

  async function present(viewer: Viewer, row: ProfileRow, language: Locale) {
    return organizerProfile(row, await repository.actingOrganizerId(viewer.user.id), language)
  }

  /**
   * The fields that name other rows must name rows that exist: the country, the city in that
   * country, and every guide language (§7 dropdown/language ids).
   */
  async function checkReferences(input: ProfileInput): Promise<void> {
    const errors: Record<string, string[]> = {}
    if (!(await repository.countryExists(input.country_id))) {
      errors.country_id = ['There is no such country.']
    } else if (input.city_id !== null) {
      const cityCountry = await repository.countryOfCity(input.city_id)
      if (cityCountry === undefined) errors.city_id = ['There is no such city.']
      else if (cityCountry !== input.country_id)
        errors.city_id = ['The city is not in the chosen country.']
    }
    const known = await repository.existingLanguageIds(input.language_ids)
    const unknown = input.language_ids.filter((id) => !known.has(id))
    if (unknown.length > 0) {
      errors.language_ids = [`There is no language with id ${unknown.join(', ')}.`]
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError({ code: 'validation_failed', message: 'Check the marked fields.', errors })
    }
  }

  function fieldsOf(input: ProfileInput): ProfileFields {
    return {
      name: input.name,
      legalType: input.legal_type,
      salesModel: input.sales_model,
      operatorType: input.operator_type,
      countryId: input.country_id,
      cityId: input.city_id,
      description: input.description,
      foundedYear: input.founded_year,
      languageIds: input.language_ids,
    }
  }

  async function list(viewer: Viewer, language: Locale): Promise<OrganizerProfileList> {
    const [rows, acting] = await Promise.all([
      repository.listOwned(viewer.user.id),
      repository.actingOrganizerId(viewer.user.id),
    ])
    return {
      data: rows.map((row) => organizerProfile(row, acting, language)),
      acting_organizer_id: rows.some((row) => row.id === acting) ? acting : null,
      identity_check_offered: identityProvider !== null,
    }
  }

  /** The profile a verification call is about: orgId, or the acting one. */
  async function verifiedProfile(viewer: Viewer, orgId: number | undefined): Promise<ProfileRow> {
    if (orgId !== undefined) return owned(viewer, orgId)
    const acting = await repository.actingOrganizerId(viewer.user.id)
    if (acting === null) throw noProfile()
    return owned(viewer, acting)
  }

  return {
    async info(viewer: Viewer, language: Locale): Promise<OrganizerProfile> {
      const acting = await repository.actingOrganizerId(viewer.user.id)
      const row = acting === null ? undefined : await repository.findOwned(viewer.user.id, acting)
      if (row === undefined) throw noProfile()
      return organizerProfile(row, acting, language)
    },

    list,

    async view(viewer: Viewer, id: number, language: Locale): Promise<OrganizerProfile> {
      return present(viewer, await owned(viewer, id), language)
    },

    async create(viewer: Viewer, input: ProfileInput, language: Locale): Promise<OrganizerProfile> {
      await checkReferences(input)
      const base = organizerSlugBase(input.name)
      for (let attempt = 1; ; attempt += 1) {
        const slug = uniqueSlug(base, await repository.slugsLike(base))
        try {
          const id = await repository.create(viewer.user.id, slug, fieldsOf(input))
          return present(viewer, await owned(viewer, id), language)
        } catch (error) {
          if (attempt >= SLUG_ATTEMPTS) throw error
        }
      }
    },

    async update(
      viewer: Viewer,
      input: ProfileInput & { id: number },
      language: Locale,
    ): Promise<OrganizerProfile> {
      await owned(viewer, input.id)
      await checkReferences(input)
      await repository.update(input.id, fieldsOf(input))
      await onOrganizerChanged(input.id)
      return present(viewer, await owned(viewer, input.id), language)
    },

    async setPublished(
      viewer: Viewer,
      change: { id: number; is_published: boolean },
      language: Locale,
    ): Promise<OrganizerProfile> {
      const before = await owned(viewer, change.id)
      if (change.is_published && organizerReview(before) !== 'approved') throw reviewPending(before)
      if (change.is_published && before.hiddenReason !== null) {
        // Issue 43: a profile an operator hid comes back only by an operator's hand.
        throw new AppError({
          code: 'organizer_review_pending',
          message: `Tourmarket hid this profile: ${before.hiddenReason} Write to support once it is fixed.`,
        })
      }
      if (before.isPublished !== change.is_published) {
        await repository.setPublished(change.id, change.is_published)
        await onOrganizerChanged(change.id)
      }
      return present(viewer, await owned(viewer, change.id), language)
    },

    /**
     * An operator approves or refuses any profile (until the operator console exists, an admin
     * session calls this). A profile's first approval publishes it; a refusal unpublishes it.
     */
    async review(
      viewer: Viewer,
      verdict: { id: number; approved: boolean },
      language: Locale,
    ): Promise<OrganizerProfile> {
      if (!viewer.isAdminAuth) {
        throw new AppError({ code: 'forbidden', message: 'Only Tourmarket staff review profiles.' })
      }
      const before = await repository.findById(verdict.id)
      if (before === undefined) throw profileNotFound(verdict.id)
      const firstApproval = verdict.approved && organizerReview(before) !== 'approved'
      await repository.setReview(verdict.id, verdict.approved, firstApproval)
      await onOrganizerChanged(verdict.id)
      const after = await repository.findById(verdict.id)
      return organizerProfile(after!, await repository.actingOrganizerId(viewer.user.id), language)
    },

    async setActing(viewer: Viewer, id: number, language: Locale): Promise<OrganizerProfileList> {
      await owned(viewer, id)
      await repository.setActing(viewer.user.id, id)
      return list(viewer, language)
    },

    async verificationAccessToken(
      viewer: Viewer,
      orgId: number | undefined,
    ): Promise<VerificationAccessToken> {
      const profile = await verifiedProfile(viewer, orgId)
      if (identityProvider === null) throw verificationUnavailable()
      let check: { reference: string; url: string }
      try {
        check = await identityProvider.start({ organizerId: profile.id })
      } catch (error) {
        throw new AppError({
          code: 'verification_unavailable',
          message: 'The identity provider did not answer. Try again in a few minutes.',
          cause: error,
        })
      }
      await repository.startVerification({
        organizerId: profile.id,
        userId: viewer.user.id,
        provider: identityProvider.name,
        providerReference: check.reference,
      })
      // A check under way is not a verified identity: cards stop saying so.
      await onOrganizerChanged(profile.id)
      return verificationAccessToken(profile.id, identityProvider.name, check.reference, check.url)
    },

    async verificationData(
      viewer: Viewer,
      orgId: number,
      language: Locale,
    ): Promise<OrganizerVerificationData> {
      const profile = await owned(viewer, orgId)
      return organizerVerificationData(profile, await repository.verificationsOf(orgId), language)
    },

    /**
     * A provider's callback, refused unless its signature is good and fresh. A verdict settles
     * its check once (a replay or a second verdict answers 409 and changes nothing); a status
     * event moves the check whenever the provider's status differs, so repeats are harmless.
     */
    async receiveIdentityCallback(
      rawBody: Buffer,
      headers: Readonly<Record<string, string | string[] | undefined>>,
    ): Promise<{ received: true; status: IdentityCheckStatus | null }> {
      if (identityProvider === null) throw verificationUnavailable()
      const reading = await identityProvider.readCallback(rawBody, headers)
      if (!reading.ok) {
        throw new AppError({
          code: reading.reason,
          message:
            reading.reason === 'webhook_timestamp_stale'
              ? 'The callback is too old or dated in the future.'
              : reading.reason === 'webhook_payload_invalid'
                ? 'The callback is not a verdict this provider sends.'
                : 'The callback signature does not match.',
        })
      }
      if (reading.reference === null) return { received: true, status: null }
      const check = await repository.findVerificationByReference(
        identityProvider.name,
        reading.reference,
      )
      if (identityProvider.settles === 'status') {
        // A session this installation did not record (another one on the same account): acknowledged.
        if (check === undefined) return { received: true, status: null }
        if (await repository.followVerificationStatus(check.id, reading.status, now())) {
          await onOrganizerChanged(check.organizerId)
        }
        return { received: true, status: reading.status }
      }
      if (check === undefined) {
        throw new AppError({ code: 'verification_not_found', message: 'There is no such check.' })
      }
      if (reading.status === 'pending') {
        throw new AppError({
          code: 'webhook_payload_invalid',
          message: 'The callback is not a verdict this provider sends.',
        })
      }
      if (!(await repository.settleVerification(check.id, reading.status, now()))) {
        throw new AppError({
          code: 'verification_already_settled',
          message: 'This check has already been settled.',
        })
      }
      await onOrganizerChanged(check.organizerId)
      return { received: true, status: reading.status }
    },

    /** The hosted page's view of a check: its organizer's name and whether it is still open. */
    async sandboxCheck(
      reference: string,
    ): Promise<{ organizerName: string; status: 'pending' | 'succeeded' | 'failed' } | undefined> {
      if (identityProvider === null) return undefined
      const check = await repository.findVerificationByReference(identityProvider.name, reference)
      if (check === undefined) return undefined
      const name = await repository.organizerName(check.organizerId)
      return { organizerName: name ?? '', status: check.status }
    },
  }
}

export type OrganizerProfilesService = ReturnType<typeof createOrganizerProfilesService>
