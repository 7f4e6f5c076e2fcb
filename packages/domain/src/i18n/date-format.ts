/**
 * One date format in any locale, each locale's Intl.DateTimeFormat built once and reused: building
 * one costs far more than formatting with it, and a page formats every date it shows (a tour page
 * with its dates spent most of its hydration building formatters).
 */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
): (locale: string) => Intl.DateTimeFormat {
  const byLocale = new Map<string, Intl.DateTimeFormat>()
  return (locale) => {
    let format = byLocale.get(locale)
    if (format === undefined) {
      format = new Intl.DateTimeFormat(locale, options)
      byLocale.set(locale, format)
    }
    return format
  }
}
