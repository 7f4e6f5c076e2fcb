import type { AreaMessages, Locale, MessageCatalogue, MessageValue } from './catalogue.ts'
import { locales } from './catalogue.ts'

function sameMessage(left: MessageValue, right: MessageValue): boolean {
  if (typeof left === 'string' || typeof right === 'string') return left === right
  const leftForms = Object.entries(left).filter(([, text]) => text !== undefined)
  const rightForms = Object.entries(right).filter(([, text]) => text !== undefined)
  return (
    leftForms.length === rightForms.length &&
    leftForms.every(
      ([form, text]) => Object.hasOwn(right, form) && right[form as keyof typeof right] === text,
    )
  )
}

/**
 * Merges one locale's catalogues of several areas. The same key with the same text is fine (areas
 * may share a word); the same key with different text throws, so no area silently overwrites
 * another's.
 */
export function mergeLocaleCatalogues(
  locale: Locale,
  ...areas: readonly MessageCatalogue[]
): MessageCatalogue {
  // A Map, not an object, so keys such as `__proto__` are stored as keys rather than prototypes.
  const merged = new Map<string, MessageValue>()
  for (const area of areas) {
    for (const [key, value] of Object.entries(area)) {
      const existing = merged.get(key)
      if (existing !== undefined && !sameMessage(existing, value)) {
        throw new Error(
          `Message key "${key}" (${locale}) is defined twice with different text: ` +
            `${JSON.stringify(existing)} and ${JSON.stringify(value)}`,
        )
      }
      merged.set(key, value)
    }
  }
  return Object.freeze(Object.fromEntries(merged))
}

/** Merges the catalogues of several areas, locale by locale (see mergeLocaleCatalogues). */
export function mergeCatalogues(...areas: readonly AreaMessages[]): AreaMessages {
  const mergedByLocale = {} as Record<Locale, MessageCatalogue>
  for (const locale of locales) {
    mergedByLocale[locale] = mergeLocaleCatalogues(locale, ...areas.map((area) => area[locale]))
  }
  return Object.freeze(mergedByLocale)
}
