import { describe, expect, it } from 'vitest'
import {
  accommodationKinds,
  bookingRequestStatus,
  bookingRequestStatuses,
  brandCurrencies,
  chatEvents,
  chatMessageStatus,
  chatMessageTypes,
  codeSenders,
  comfortLevels,
  contractState,
  currencies,
  defaultOperatorType,
  defaultTourSort,
  difficulty,
  difficulties,
  discountKinds,
  extendedAccommodationKinds,
  filterKeys,
  filterPlaceKinds,
  internalVerificationChecks,
  invoiceStatus,
  isBookingRequestStatus,
  isBrandCurrency,
  isChatEvent,
  isCurrency,
  isDifficulty,
  isExtendedAccommodationKind,
  isAccommodationKind,
  isInternalVerificationCheck,
  isKnownRequestHelperKind,
  isOperatorType,
  isPaymentProvider,
  isRating,
  isTourSort,
  isTourType,
  isVerificationCheck,
  messengerSources,
  metricKinds,
  operatorTypes,
  orderedMessengerSources,
  organizerLegalType,
  paymentKinds,
  paymentMethods,
  paymentProvider,
  paymentProviders,
  placeKinds,
  rating,
  ratings,
  requestHelperKinds,
  roleHeaderValue,
  roles,
  salesModel,
  socialGroupSources,
  toastTypes,
  tourSorts,
  tourType,
  travelTransportType,
  verificationCheck,
  videoHosts,
} from './index.ts'

describe('§3 enumerations: currencies', () => {
  it('are EUR, USD, RUB, BYN, KZT, CNY', () => {
    expect(currencies).toEqual(['EUR', 'USD', 'RUB', 'BYN', 'KZT', 'CNY'])
  })

  it('isCurrency accepts exactly those codes', () => {
    for (const code of currencies) expect(isCurrency(code)).toBe(true)
    for (const input of ['usd', 'AED', '', undefined, 1]) expect(isCurrency(input)).toBe(false)
  })

  it('§9 brand currencies add AED, which a brand variant offers', () => {
    expect(brandCurrencies).toEqual([...currencies, 'AED'])
    expect(isBrandCurrency('AED')).toBe(true)
    expect(isCurrency('AED')).toBe(false)
    expect(isBrandCurrency('GBP')).toBe(false)
  })
})

describe('§3 enumerations: sort, operator type, tour type', () => {
  it('sort is default, price, -price; default is default', () => {
    expect(tourSorts).toEqual(['default', 'price', '-price'])
    expect(defaultTourSort).toBe('default')
    expect(isTourSort('-price')).toBe(true)
    expect(isTourSort('+price')).toBe(false)
  })

  it('operator type is any, organization, author; default is any', () => {
    expect(operatorTypes).toEqual(['any', 'organization', 'author'])
    expect(defaultOperatorType).toBe('any')
    expect(isOperatorType('author')).toBe(true)
    expect(isOperatorType('organizer')).toBe(false)
  })

  it('tour type is 1 tour, 2 excursion, as numbers only', () => {
    expect(tourType).toEqual({ tour: 1, excursion: 2 })
    expect(isTourType(2)).toBe(true)
    expect(isTourType('2')).toBe(false)
    expect(isTourType(3)).toBe(false)
  })
})

describe('§3 enumerations: accommodation, comfort, difficulty', () => {
  it('accommodation kinds, main list', () => {
    expect(accommodationKinds).toEqual([
      'camp-site',
      'guest-house',
      'flat',
      'cabin',
      'hotel',
      'tent',
      'train',
      'not-set',
    ])
    expect(isAccommodationKind('any')).toBe(false)
  })

  it('the other accommodation list also holds any and tourist-base', () => {
    expect(extendedAccommodationKinds).toEqual([...accommodationKinds, 'any', 'tourist-base'])
    expect(isExtendedAccommodationKind('tourist-base')).toBe(true)
    expect(isExtendedAccommodationKind('hostel')).toBe(false)
  })

  it('comfort is base, base_plus, medium, improved, premium', () => {
    expect(comfortLevels).toEqual(['base', 'base_plus', 'medium', 'improved', 'premium'])
  })

  it('difficulty is 1 Easy, 2 Moderate, 3 Challenging, 4 Extreme', () => {
    expect(difficulty).toEqual({ easy: 1, moderate: 2, challenging: 3, extreme: 4 })
    expect(difficulties).toEqual([1, 2, 3, 4])
    expect(isDifficulty(4)).toBe(true)
    expect(isDifficulty(0)).toBe(false)
    expect(isDifficulty(5)).toBe(false)
  })
})

describe('§3 enumerations: filter keys and place kinds', () => {
  it('filter keys follow the spec order', () => {
    expect(filterKeys).toEqual([
      'toursDirection',
      'activities',
      'cruiseTypes',
      'startCity',
      'direction',
      'ships',
      'dates',
      'price',
      'duration',
      'age',
      'accommodation',
      'difficulty',
      'collections',
      'languages',
      'authorOperator',
      'groupSize',
      'comfort',
    ])
  })

  it('place kinds, and filter kinds add countries and world_parts', () => {
    expect(placeKinds).toEqual([
      'cities',
      'regions',
      'showplaces',
      'rest_kinds',
      'collections',
      'tours',
      'water_objects',
      'ships',
    ])
    expect(filterPlaceKinds).toEqual([...placeKinds, 'countries', 'world_parts'])
  })
})

describe('§3 enumerations: discounts, payments, code senders', () => {
  it('discount kinds', () => {
    expect(discountKinds).toEqual([
      'early_booking_dates',
      'early_booking_days',
      'seasonal',
      'on_tour_date',
    ])
  })

  it('payment kinds and methods', () => {
    expect(paymentKinds).toEqual(['prepayment', 'payment', 'full'])
    expect(paymentMethods).toEqual(['sbp', 'card'])
  })

  it('payment providers are ids 2 to 5: two Russian banks, a card provider, an aggregator', () => {
    expect(paymentProvider).toEqual({
      firstRussianBank: 2,
      secondRussianBank: 3,
      cardProvider: 4,
      paymentAggregator: 5,
    })
    expect(paymentProviders).toEqual([2, 3, 4, 5])
    expect(isPaymentProvider(1)).toBe(false)
    expect(isPaymentProvider(6)).toBe(false)
  })

  it('code senders', () => {
    expect(codeSenders).toEqual([
      'telegram',
      'telegram_with_phone_request',
      'vk',
      'vk_via_sms_service',
      'whatsapp',
      'whatsapp_paid',
      'sms',
      'email',
    ])
  })
})

describe('§3 enumerations: organizers and contracts', () => {
  it('legal types 1 natural person, 2 individual entrepreneur, 3 legal entity', () => {
    expect(organizerLegalType).toEqual({
      naturalPerson: 1,
      individualEntrepreneur: 2,
      legalEntity: 3,
    })
  })

  it('sales models 1 to 5: marketplace, direct sales, agent, own, third-party agent', () => {
    expect(salesModel).toEqual({
      marketplace: 1,
      directSales: 2,
      agent: 3,
      own: 4,
      thirdPartyAgent: 5,
    })
  })

  it('contract states 1 concluded and prepaid, 2 terminated after payment, 3 no payments', () => {
    expect(contractState).toEqual({
      concludedAndPrepaid: 1,
      terminatedAfterPayment: 2,
      noPaymentsReceived: 3,
    })
  })

  it('request helper kinds: the known ones; others from the server are not recognised', () => {
    expect(requestHelperKinds).toEqual([
      'learn_more',
      'corp_tour_request',
      'subsidies',
      'individual_tour',
      'phone_call_request',
      'common_help',
      'cashback',
      'certificate',
      'booking',
      'payment',
      'refund',
      'cancellation',
    ])
    expect(isKnownRequestHelperKind('cashback')).toBe(true)
    expect(isKnownRequestHelperKind('refund')).toBe(true)
    expect(isKnownRequestHelperKind('something_else')).toBe(false)
  })
})

describe('§4 states: booking request and invoice', () => {
  it('booking request status 1 to 8', () => {
    expect(bookingRequestStatus).toEqual({
      pendingConfirm: 1,
      pendingPrepayment: 2,
      madePrepayment: 3,
      tourComplete: 4,
      canceledByTourist: 5,
      canceledByAuthor: 6,
      canceledBySystem: 7,
      canceledByAdmin: 8,
    })
    expect(bookingRequestStatuses).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(isBookingRequestStatus(8)).toBe(true)
    expect(isBookingRequestStatus(9)).toBe(false)
  })

  it('invoice status 1 new, 2 payed, 3 canceled', () => {
    expect(invoiceStatus).toEqual({ new: 1, payed: 2, canceled: 3 })
  })
})

describe('§4 states: verification checks', () => {
  it('0 not performed, 1 success, 2 failed, 3 in progress', () => {
    expect(verificationCheck).toEqual({ notPerformed: 0, success: 1, failed: 2, inProgress: 3 })
    expect(isVerificationCheck(3)).toBe(true)
    expect(isVerificationCheck(4)).toBe(false)
  })

  it('the internal check has no in-progress', () => {
    expect(internalVerificationChecks).toEqual([0, 1, 2])
    expect(isInternalVerificationCheck(verificationCheck.inProgress)).toBe(false)
    expect(isInternalVerificationCheck(verificationCheck.failed)).toBe(true)
  })
})

describe('§3/§4 chat', () => {
  it('message status waiting 0, loading 1, failed 2, success 3', () => {
    expect(chatMessageStatus).toEqual({ waiting: 0, loading: 1, failed: 2, success: 3 })
  })

  it('message type output (sent by the user) or input', () => {
    expect(chatMessageTypes).toEqual(['output', 'input'])
  })

  it('realtime chat events', () => {
    expect(chatEvents).toEqual([
      'new_message',
      'message_was_edit',
      'message_was_moderated',
      'chat_is_read',
      'chat_was_updated',
      'chat_created',
      'message_was_deleted',
      'attachment_download_status_was_changed',
      'crm_user_chat_notifications_enabled',
      'chat_is_frozen',
    ])
    expect(isChatEvent('chat_is_frozen')).toBe(true)
    expect(isChatEvent('chat_is_deleted')).toBe(false)
  })
})

describe('§3 travel info, toasts, media, config', () => {
  it('transport type 1 plane, 2 train, 3 other, 4 none (lives in the city)', () => {
    expect(travelTransportType).toEqual({ plane: 1, train: 2, other: 3, cityResident: 4 })
  })

  it('toast types', () => {
    expect(toastTypes).toEqual(['success', 'error', 'warning', 'info'])
  })

  it('video hosts', () => {
    expect(videoHosts).toEqual(['youtube', 'rutube', 'vimeo'])
  })

  it('metrics ids', () => {
    expect(metricKinds).toEqual(['gtag', 'ym', 'clarity', 'roistat'])
  })
})

describe('§3 messenger and social group sources', () => {
  it('messenger sources', () => {
    expect(messengerSources).toEqual([
      'telegram',
      'vk',
      'ok',
      'whatsapp',
      'viber',
      'facebook',
      'instagram',
    ])
  })

  it('order depends on whether Russian is available', () => {
    expect(orderedMessengerSources(true)).toEqual(messengerSources)
    expect(orderedMessengerSources(false)).toEqual([
      'telegram',
      'whatsapp',
      'viber',
      'facebook',
      'instagram',
      'vk',
      'ok',
    ])
  })

  it('social group sources', () => {
    expect(socialGroupSources).toEqual([
      'telegram',
      'instagram',
      'vk',
      'ok',
      'zen',
      'tiktok',
      'facebook',
      'x',
      'weibo',
      'bilibili',
    ])
  })
})

describe('§6 roles', () => {
  it('visitor, tourist, organizer, support; the role header value is client', () => {
    expect(roles).toEqual(['visitor', 'tourist', 'organizer', 'support'])
    expect(roleHeaderValue).toBe('client')
  })
})

describe('§9 UI kit rating', () => {
  it('1 to 5', () => {
    expect(rating).toEqual({ terrible: 1, poor: 2, fair: 3, good: 4, excellent: 5 })
    expect(ratings).toEqual([1, 2, 3, 4, 5])
    expect(isRating(5)).toBe(true)
    expect(isRating(0)).toBe(false)
    expect(isRating(2.5)).toBe(false)
  })
})
