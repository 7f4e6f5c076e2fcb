import type { BrandConfig } from '../brand/brand-config.ts'

/**
 * §1, §6, §9 brand gating of calls. Calling an organizer is off by default; the brand that enables
 * it (webCalls.canCallToOrganizer) shows the button where its page flag says so; calling support is
 * its own switch (webCalls.canCallToSupport). The storefront shows and the API serves by the same
 * rules, so a brand that hides a button also refuses its call.
 */

/** Whether the brand lets anyone call an organizer at all (phone code or web call). */
export function canCallOrganizers(brand: BrandConfig): boolean {
  return brand.webCalls.canCallToOrganizer
}

/** Whether the brand lets a tourist call support (phone code or web call). */
export function canCallSupport(brand: BrandConfig): boolean {
  return brand.webCalls.canCallToSupport
}

/** The 'Call the organizer' button on the tour page (§1 tour.shouldShowCallOrganizerButton). */
export function showsCallOrganizerOnTourPage(brand: BrandConfig): boolean {
  return canCallOrganizers(brand) && brand.tour.shouldShowCallOrganizerButton
}

/** The 'Call the organizer' button on the organizer's page (§1 organizer.canCall). */
export function showsCallOrganizerOnOrganizerPage(brand: BrandConfig): boolean {
  return canCallOrganizers(brand) && brand.organizer.canCall
}

/** The 'Call support by phone' button in a support chat. */
export function showsCallSupportInChat(brand: BrandConfig): boolean {
  return canCallSupport(brand)
}
