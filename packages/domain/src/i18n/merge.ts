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
 * Merges the catalogues of several areas. The same key with the same text is fine (areas may share
 * a word); the same key with different text throws, so no area silently overwrites another's.
 */
export function mergeCatalogues(...areas: readonly AreaMessages[]): AreaMessages {
  const mergedByLocale = {} as Record<Locale, MessageCatalogue>
  for (const locale of locales) {
    // A Map, not an object, so keys such as `__proto__` are stored as keys rather than prototypes.
    const merged = new Map<string, MessageValue>()
    for (const area of areas) {
      for (const [key, value] of Object.entries(area[locale])) {
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
    mergedByLocale[locale] = Object.freeze(Object.fromEntries(merged))
  }
  return Object.freeze(mergedByLocale)
}
