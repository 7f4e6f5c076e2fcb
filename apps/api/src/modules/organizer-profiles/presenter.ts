import type {
  OrganizerProfile,
  OrganizerVerificationData,
  VerificationAccessToken,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { localize } from '../../platform/i18n/localize.ts'
import {
  organizerVerificationInfo,
  verificationStates,
} from '../../platform/presenters/organizer-verification.ts'
import { organizerUrl } from '../../platform/site-paths/site-paths.ts'
import type { ProfileRow, VerificationRow } from './repository.ts'
import { organizerReview } from './review.ts'

/** Stored values outside §3's lists read as the nearest valid one rather than failing the page. */
function legalTypeOf(value: number): OrganizerProfile['legal_type'] {
  return value === 1 || value === 2 ? value : 3
}

function salesModelOf(value: number): OrganizerProfile['sales_model'] {
  return value === 2 || value === 3 || value === 4 || value === 5 ? value : 1
}

export function organizerProfile(
  row: ProfileRow,
  actingOrganizerId: number | null,
  language: Locale,
): OrganizerProfile {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: organizerUrl(row.id),
    legal_type: legalTypeOf(row.legalType),
    sales_model: salesModelOf(row.salesModel),
    operator_type: row.operatorType,
    country: { id: row.countryId, name: localize(language, row.countryName, row.countryNameRu) },
    city:
      row.cityId === null || row.cityName === null
        ? null
        : { id: row.cityId, name: localize(language, row.cityName, row.cityNameRu ?? '') },
    description: row.description,
    founded_year: row.foundedYear,
    language_ids: [...row.languageIds].sort((first, second) => first - second),
    is_published: row.isPublished,
    review: organizerReview(row),
    is_acting: row.id === actingOrganizerId,
    verification: verificationStates(row),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function organizerVerificationData(
  row: ProfileRow,
  checks: readonly VerificationRow[],
  language: Locale,
): OrganizerVerificationData {
  const { organizer_id, identity, documents, internal } = organizerVerificationInfo(row, language)
  return {
    organizer_id,
    identity,
    documents,
    internal,
    checks: checks.map((check) => ({
      id: check.id,
      provider: check.provider,
      status: check.status,
      created_at: check.createdAt.toISOString(),
      completed_at: check.completedAt?.toISOString() ?? null,
    })),
  }
}

export function verificationAccessToken(
  organizerId: number,
  provider: string,
  reference: string,
  url: string,
): VerificationAccessToken {
  return { organizer_id: organizerId, provider, access_token: reference, url }
}
