import { describe, expect, it } from 'vitest'
import type { BrandConfig } from './brand-config.ts'
import { brandIds } from './brand-config.ts'
import {
  availableCurrencies,
  formatPageTitle,
  resolveCurrency,
  resolveUiLocale,
  uiLocales,
} from './brand-rules.ts'
import { brands, defaultBrandId, getBrand, isBrandId } from './brands.ts'

const base = brands.tourmarket
const variant = brands['tourmarket-global']
const allBrands = Object.values(brands)

function brandsWhere(predicate: (brand: BrandConfig) => boolean): string[] {
  return allBrands.filter(predicate).map((brand) => brand.id)
}

describe('§1 brand configuration fields', () => {
  it('each brand has every field of the configuration block', () => {
    for (const brand of allBrands) {
      expect(Object.keys(brand).sort()).toEqual(
        [
          'id',
          'projectName',
          'defaultCurrency',
          'currencies',
          'metrics',
          'webCalls',
          'tour',
          'organizer',
          'booking',
          'touristsForm',
          'cashback',
          'availableShareButtons',
          'verificationService',
          'tourEmojis',
          'landingVideos',
          'seoBlockImages',
          'excursionsEnabled',
          'arrivalPageEnabled',
          'russianIsAvailable',
          'giftCards',
          'uikit',
        ].sort(),
      )
      expect(Object.keys(brand.webCalls).sort()).toEqual(['canCallToOrganizer', 'canCallToSupport'])
      expect(Object.keys(brand.tour).sort()).toEqual([
        'shouldShowCallOrganizerButton',
        'shouldShowTicketQuoteWidget',
      ])
      expect(Object.keys(brand.verificationService).sort()).toEqual([
        'allowMessagesAboutUnverifiedIdentity',
        'legalName',
        'link',
        'linkText',
        'name',
      ])
    }
  })

  it('two brand variants exist, keyed by their id', () => {
    expect(Object.keys(brands)).toEqual([...brandIds])
    for (const id of brandIds) expect(brands[id].id).toBe(id)
  })

  it('configs are frozen so one request cannot change another request’s brand', () => {
    expect(() => {
      ;(base.cashback as { percent: number }).percent = 50
    }).toThrow(TypeError)
    expect(base.cashback.percent).toBe(20)
  })
})

describe('§9 brand defaults', () => {
  it('default currency USD', () => {
    for (const brand of allBrands) expect(brand.defaultCurrency).toBe('USD')
  })

  it('variant currencies USD, EUR, AED; base currency list empty', () => {
    expect(variant.currencies).toEqual(['USD', 'EUR', 'AED'])
    expect(base.currencies).toEqual([])
  })

  it('default country US; modal width 489 in brand; filled inputs', () => {
    for (const brand of allBrands) {
      expect(brand.uikit).toEqual({ defaultCountry: 'US', modalWidth: 489, inputVariant: 'filled' })
    }
  })

  it('cashback inactive, 20 percent, performer empty', () => {
    for (const brand of allBrands) {
      expect(brand.cashback).toEqual({ isActive: false, percent: 20, performer: '' })
    }
  })

  it('share buttons default facebook, x, email (variant none)', () => {
    expect(base.availableShareButtons).toEqual(['facebook', 'x', 'email'])
    expect(variant.availableShareButtons).toEqual([])
  })

  it('ticket quote widget off (the weather widget is not offered: decision 0057)', () => {
    for (const brand of allBrands) expect(brand.tour.shouldShowTicketQuoteWidget).toBe(false)
  })

  it('passport collection on for one variant only; weight off', () => {
    expect(brandsWhere((brand) => brand.touristsForm.collectPassport)).toEqual([variant.id])
    expect(brandsWhere((brand) => brand.touristsForm.collectWeight)).toEqual([])
  })

  it('tickets request on', () => {
    for (const brand of allBrands) expect(brand.booking.enableTicketsRequest).toBe(true)
  })

  it('cost-calculation emoji on only for the variant', () => {
    expect(brandsWhere((brand) => brand.booking.isCostCalculationWithEmoji)).toEqual([variant.id])
  })

  it('Russian only for one brand', () => {
    expect(brandsWhere((brand) => brand.russianIsAvailable)).toEqual([base.id])
  })

  it('unverified-identity messages off', () => {
    for (const brand of allBrands) {
      expect(brand.verificationService.allowMessagesAboutUnverifiedIdentity).toBe(false)
    }
  })
})

describe('§6 brand gating of calls', () => {
  it('calling organizer is off by default; one variant enables it and its button', () => {
    expect(base.webCalls.canCallToOrganizer).toBe(false)
    expect(base.organizer.canCall).toBe(false)
    expect(base.tour.shouldShowCallOrganizerButton).toBe(false)
    expect(brandsWhere((brand) => brand.webCalls.canCallToOrganizer)).toEqual([variant.id])
    expect(brandsWhere((brand) => brand.organizer.canCall)).toEqual([variant.id])
    expect(brandsWhere((brand) => brand.tour.shouldShowCallOrganizerButton)).toEqual([variant.id])
  })

  it('calling support only for one brand', () => {
    expect(brandsWhere((brand) => brand.webCalls.canCallToSupport)).toEqual([variant.id])
  })
})

describe('§9 default currencies RUB, EUR, USD (fallback USD)', () => {
  it('a brand with an empty list offers the default currencies', () => {
    expect(availableCurrencies(base)).toEqual(['RUB', 'EUR', 'USD'])
  })

  it('a brand with its own list offers that list', () => {
    expect(availableCurrencies(variant)).toEqual(['USD', 'EUR', 'AED'])
  })

  it('every brand offers its default currency', () => {
    for (const brand of allBrands) {
      expect(availableCurrencies(brand)).toContain(brand.defaultCurrency)
    }
  })

  it('a requested currency is used only when the brand offers it', () => {
    expect(resolveCurrency(base, 'RUB')).toBe('RUB')
    expect(resolveCurrency(variant, 'AED')).toBe('AED')
    expect(resolveCurrency(variant, 'RUB')).toBe('USD')
    expect(resolveCurrency(base, 'AED')).toBe('USD')
    expect(resolveCurrency(base, 'rub')).toBe('USD')
    expect(resolveCurrency(base, undefined)).toBe('USD')
  })

  it('falls back to USD when the brand default is not offered', () => {
    const euroBrand: BrandConfig = {
      ...variant,
      defaultCurrency: 'CNY',
      currencies: ['EUR', 'USD'],
    }
    expect(resolveCurrency(euroBrand, 'KZT')).toBe('USD')
  })
})

describe('§1 languages by brand', () => {
  it('en-US always; ru only where russianIsAvailable', () => {
    expect(uiLocales(base)).toEqual(['en-US', 'ru'])
    expect(uiLocales(variant)).toEqual(['en-US'])
  })

  it('a requested locale the brand lacks becomes en-US', () => {
    expect(resolveUiLocale(base, 'ru')).toBe('ru')
    expect(resolveUiLocale(variant, 'ru')).toBe('en-US')
    expect(resolveUiLocale(base, 'de')).toBe('en-US')
  })
})

describe("§2 title template 'page | project name'", () => {
  it('joins the page title and the brand’s project name', () => {
    expect(formatPageTitle(base, 'Contacts')).toBe('Contacts | Tourmarket')
    expect(formatPageTitle(variant, 'Contacts')).toBe('Contacts | Tourmarket Global')
  })

  it('a page without a title shows the project name alone', () => {
    expect(formatPageTitle(base, '  ')).toBe('Tourmarket')
  })
})

describe('§9 brand lookup', () => {
  it('getBrand returns the brand with that id', () => {
    expect(getBrand('tourmarket-global')).toBe(variant)
    expect(getBrand(defaultBrandId)).toBe(base)
  })

  it('an unknown id throws and names the known ids', () => {
    expect(() => getBrand('tourmarkt')).toThrow(
      'Unknown brand id "tourmarkt"; known brand ids: tourmarket, tourmarket-global',
    )
  })

  it('isBrandId', () => {
    expect(isBrandId('tourmarket')).toBe(true)
    expect(isBrandId('constructor')).toBe(false)
  })
})
