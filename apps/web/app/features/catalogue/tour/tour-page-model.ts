import type { TourDate, TourPage as TourPageRecord } from '@tourmarket/contracts'
import { type ShareButton } from '@tourmarket/domain/brand'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { minorUnitDigits } from '@tourmarket/domain/money'

/** A decimal amount as text from integer minor units, for schema.org prices (no floats). */
export function minorToDecimal(amountMinor: number, currency: BrandCurrency): string {
  const digits = minorUnitDigits[currency]
  const sign = amountMinor < 0 ? '-' : ''
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0')
  if (digits === 0) return `${sign}${text}`
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** The date the booking box offers first: the nearest one with free seats, else the nearest. */
export function nearestBookableDate(dates: readonly TourDate[]): TourDate | undefined {
  return dates.find((date) => !date.is_busy) ?? dates[0]
}

/** The struck-through price, when the date is discounted below the organizer's price. */
export function oldPriceOf(date: TourDate): number | null {
  return date.is_discount_exist && date.price_without_discount > date.price
    ? date.price_without_discount
    : null
}

/** Plain share links for §1 availableShareButtons: no SDK, nothing loads until a click. */
export function shareLinks(
  buttons: readonly ShareButton[],
  pageUrl: string,
  title: string,
): { readonly button: ShareButton; readonly href: string }[] {
  const url = encodeURIComponent(pageUrl)
  const text = encodeURIComponent(title)
  const hrefs: Readonly<Record<ShareButton, string>> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${text}`,
    email: `mailto:?subject=${text}&body=${url}`,
  }
  return buttons.map((button) => ({ button, href: hrefs[button] }))
}

/** schema.org Product for the tour (offers per upcoming date) and its BreadcrumbList. */
export function tourJsonLd(
  tour: TourPageRecord,
  origin: string,
  currency: BrandCurrency,
): readonly Record<string, unknown>[] {
  const absolute = (path: string) => new URL(path, origin).href
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tour.title,
    description: tour.summary,
    url: absolute(tour.seo.canonical_path),
    image: absolute(imageUrl(tour.cover.image, imageSizes.openGraph)),
    brand: {
      '@type': 'Organization',
      name: tour.organizer.name,
      url: absolute(tour.organizer.url),
    },
    offers: tour.dates.map((date) => ({
      '@type': 'Offer',
      price: minorToDecimal(date.price, currency),
      priceCurrency: currency,
      availability: date.is_busy ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      validFrom: date.start,
      url: absolute(tour.seo.canonical_path),
    })),
  }
  if (tour.rating.average !== null && tour.rating.count > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: tour.rating.average,
      reviewCount: tour.rating.count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: tour.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text,
      item: absolute(crumb.url),
    })),
  }
  return [product, breadcrumbs]
}
