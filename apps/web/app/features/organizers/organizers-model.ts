import type { OrganizerPublicInfo, OrganizerVerificationInfo } from '@tourmarket/contracts'
import type { BrandConfig } from '@tourmarket/domain/brand'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'

/** Query keys of the organizer pages; each list pages with real links, so it works without JS. */
export const HUB_PAGE_PARAM = 'page'
export const HUB_COUNTRY_PARAM = 'country'
export const REVIEWS_PAGE_PARAM = 'reviews-page'
export const TOURS_PAGE_PARAM = 'tours-page'

/** Tour cards on one page of the organizer's tours: four rows of three on desktop. */
export const ORGANIZER_TOURS_PER_PAGE = 12

/** A meta description's length before it is cut at a word (search engines show about this much). */
const META_DESCRIPTION_LENGTH = 160

/**
 * A page number from the query: absent is page 1, a positive whole number is itself, anything
 * else (0, -1, 2.5, 'abc') null, which the page answers with 404 like any path it does not know.
 */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1
  if (!/^\d{1,6}$/.test(value)) return null
  const page = Number(value)
  return page >= 1 ? page : null
}

/** An id from the query (a country filter): absent is undefined, anything not an id null. */
export function idParam(value: string | null): number | undefined | null {
  if (value === null || value === '') return undefined
  if (!/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 ? id : null
}

/** A path with the query keys that are set; page 1 is the page without its key (one URL each). */
export function withQuery(
  path: string,
  entries: readonly (readonly [string, number | undefined])[],
): string {
  const query = new URLSearchParams()
  for (const [key, value] of entries) {
    if (value === undefined) continue
    if (key.endsWith(HUB_PAGE_PARAM) && value === 1) continue
    query.set(key, String(value))
  }
  const text = query.toString()
  return text === '' ? path : `${path}?${text}`
}

/** The §4 checks, in the order the page names them. */
export type VerificationCheck = 'identity' | 'documents' | 'internal'

/**
 * The §4 checks the organizer passed, each shown as a badge (issue 42: a check not performed or
 * still in progress is not shown, since "Not performed" next to an organizer undercuts trust
 * without telling a tourist anything they can act on). §8: a failed lookup passes none.
 */
export function passedChecks(info: OrganizerVerificationInfo | null): readonly VerificationCheck[] {
  if (info === null) return []
  return (['identity', 'documents', 'internal'] as const).filter((check) => info[check].is_verified)
}

/**
 * Who carried out the identity check (§1 verificationService): the provider's name (and legal
 * name) when the brand names one, its link only when there is one (decision 0005).
 */
export function verificationNotes(service: BrandConfig['verificationService']): {
  readonly provider: { readonly name: string; readonly legalName: string } | null
  readonly link: { readonly href: string; readonly text: string } | null
} {
  const name = service.name.trim()
  const href = service.link.trim()
  return {
    provider: name === '' ? null : { name, legalName: service.legalName.trim() },
    link: href === '' ? null : { href, text: service.linkText.trim() || href },
  }
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
}

/** Sanitised HTML as one line of text, cut at a word to fit a meta description. */
export function metaDescriptionOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= META_DESCRIPTION_LENGTH) return text
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export type Crumb = { readonly url: string; readonly text: string }

function breadcrumbList(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text,
      item: new URL(crumb.url, origin).href,
    })),
  }
}

/**
 * "English, Russian": the languages the organizer guides in, in the order the API sorted them
 * (by the page language's name); null when it named none, so the page says nothing.
 */
export function guideLanguagesList(languages: readonly { readonly name: string }[]): string | null {
  return languages.length === 0 ? null : languages.map((language) => language.name).join(', ')
}

/** schema.org Organization for the organizer (rated only when it has reviews) and its trail. */
export function organizerJsonLd(
  info: OrganizerPublicInfo,
  page: { readonly origin: string; readonly path: string; readonly crumbs: readonly Crumb[] },
): readonly Record<string, unknown>[] {
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: info.name,
    url: new URL(page.path, page.origin).href,
    description: metaDescriptionOf(info.description),
    address: {
      '@type': 'PostalAddress',
      addressCountry: info.country.name,
      ...(info.city === null ? {} : { addressLocality: info.city.name }),
    },
  }
  if (info.avatar !== null) {
    organization.logo = new URL(imageUrl(info.avatar, imageSizes.avatar2x), page.origin).href
  }
  if (info.founded_year !== null) organization.foundingDate = String(info.founded_year)
  if (info.languages.length > 0) {
    organization.knowsLanguage = info.languages.map((language) => language.name)
  }
  if (info.rating !== null && info.reviews_count > 0) {
    organization.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: info.rating,
      reviewCount: info.reviews_count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return [organization, breadcrumbList(page.crumbs, page.origin)]
}

/** The hub's trail as schema.org BreadcrumbList. */
export function hubJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return breadcrumbList(crumbs, origin)
}
