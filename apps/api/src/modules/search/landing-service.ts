import type { Breadcrumb, Landing, ValidateSlugResponse } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { AppDatabase } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { withoutNul, type LandingTarget } from './criteria.ts'
import { findLandingBySlug, findTourIdBySlug, loadLanding } from './landing-repository.ts'

/** The first crumb of every landing (§3 breadcrumb item). */
const homeCrumbText: Readonly<Record<Locale, string>> = { 'en-US': 'Home', ru: 'Главная' }

/** Landing pages by slug: the landing a search names, what its page shows, and validate-slug. */
export function createLandingService(db: AppDatabase) {
  async function landingFor(slug: string | undefined): Promise<LandingTarget | undefined> {
    if (slug === undefined) return undefined
    const target = await findLandingBySlug(db, withoutNul(slug))
    if (target === undefined) {
      throw new AppError({
        code: 'landing_not_found',
        message: 'Page not found.',
      })
    }
    return target
  }

  async function presentLanding(
    target: LandingTarget,
    language: Locale,
  ): Promise<Landing | undefined> {
    const row = await loadLanding(db, target)
    if (row === undefined) return undefined
    const title = localize(language, row.name, row.name_ru)
    const breadcrumbs: Breadcrumb[] = [
      { url: '/', text: homeCrumbText[language] },
      ...row.ancestors.map((place) => ({
        url: `/${place.slug}`,
        text: localize(language, place.name, place.name_ru),
      })),
      { url: `/${row.slug}`, text: title },
    ]
    return {
      kind: target.kind,
      id: target.id,
      slug: row.slug,
      title,
      description: localize(language, row.description, row.description_ru),
      breadcrumbs,
    }
  }

  /**
   * §7 validate-slug (§2: a route may carry a validity check): whether a slug names a landing
   * page or a tour. An unknown slug is a valid question with the answer "no", so it is a 200.
   */
  async function validateSlug(slug: string): Promise<ValidateSlugResponse> {
    const text = withoutNul(slug).trim()
    if (text === '') return { valid: false, kind: null, id: null }
    const landing = await findLandingBySlug(db, text)
    if (landing !== undefined) return { valid: true, kind: landing.kind, id: landing.id }
    const tourId = await findTourIdBySlug(db, text)
    return tourId === undefined
      ? { valid: false, kind: null, id: null }
      : { valid: true, kind: 'tours', id: tourId }
  }

  return { landingFor, presentLanding, validateSlug }
}

export type LandingService = ReturnType<typeof createLandingService>
