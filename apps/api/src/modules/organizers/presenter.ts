import type { HubOrganizer, OrganizerPublicInfo, OrganizerSummary } from '@tourmarket/contracts'
import { isOrganizerLegalType, organizerLegalType } from '@tourmarket/domain/enums'
import { createTranslator } from '@tourmarket/domain/i18n'
import type { OrganizerLegalType } from '@tourmarket/domain/enums'
import type { AreaMessages, Locale } from '@tourmarket/domain/i18n'
import { localize } from '../../platform/i18n/localize.ts'
import { sanitizeOrganizerHtml } from '../../platform/html/organizer-html.ts'
import { imageTemplate } from '../../platform/media-item/media-item.ts'
import { verificationStates } from '../../platform/presenters/organizer-verification.ts'
import { organizerUrl } from '../../platform/site-paths/site-paths.ts'
import type { HubOrganizerRow, OrganizerLanguageRow, OrganizerRow } from './repository.ts'

/** Words for the §3 legal types, which the domain's enum labels do not cover. */
const organizerMessages: AreaMessages = {
  'en-US': {
    'legalType.1': 'Natural person',
    'legalType.2': 'Individual entrepreneur',
    'legalType.3': 'Legal entity',
  },
  ru: {
    'legalType.1': 'Физическое лицо',
    'legalType.2': 'Индивидуальный предприниматель',
    'legalType.3': 'Юридическое лицо',
  },
}

export function organizerSummary(row: HubOrganizerRow): OrganizerSummary {
  return {
    id: row.id,
    name: row.name,
    url: organizerUrl(row.id),
    avatar: row.avatarKey === null ? null : imageTemplate(row.avatarKey),
    operator_type: row.operatorType,
    rating: row.rating,
    reviews_count: row.reviewsCount,
    verification: verificationStates(row),
  }
}

function placeOf(row: OrganizerRow, language: Locale) {
  return {
    country: { id: row.countryId, name: localize(language, row.countryName, row.countryNameRu) },
    city:
      row.cityId === null || row.cityName === null
        ? null
        : { id: row.cityId, name: localize(language, row.cityName, row.cityNameRu) },
  }
}

export function hubOrganizer(row: HubOrganizerRow, language: Locale): HubOrganizer {
  return { ...organizerSummary(row), ...placeOf(row, language), tours_count: row.toursCount }
}

/** An unknown stored legal type reads as a legal entity, the schema's most common kind. */
function legalType(value: number): OrganizerLegalType {
  return isOrganizerLegalType(value) ? value : organizerLegalType.legalEntity
}

/** The guide languages named in the reader's language, in the order that language sorts them. */
export function guideLanguageNames(
  rows: readonly OrganizerLanguageRow[],
  language: Locale,
): { id: number; name: string }[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  return rows
    .map((row) => ({ id: row.id, name: localize(language, row.name, row.nameRu) }))
    .sort((first, second) => collator.compare(first.name, second.name) || first.id - second.id)
}

export function organizerPublicInfo(
  row: HubOrganizerRow,
  tourIds: readonly number[],
  guideLanguages: readonly OrganizerLanguageRow[],
  language: Locale,
): OrganizerPublicInfo {
  const translate = createTranslator(language, organizerMessages)
  const legalTypeId = legalType(row.legalType)
  return {
    ...organizerSummary(row),
    slug: row.slug,
    description: sanitizeOrganizerHtml(localize(language, row.description, row.descriptionRu)),
    ...placeOf(row, language),
    founded_year: row.foundedYear,
    legal_type: { id: legalTypeId, label: translate(`legalType.${legalTypeId}`) },
    languages: guideLanguageNames(guideLanguages, language),
    tours_count: row.toursCount,
    tour_ids: [...tourIds],
  }
}
