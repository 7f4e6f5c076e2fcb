import type { Catalogues, MessageCatalogue } from './catalogue.ts'

/** English is the source text: the spec's words, word for word, with the section they come from. */
export const enUsGlobalMessages = {
  // §2 global behaviour
  'cookieNotice.text': 'we use third-party cookies to personalize the site experience',
  // Issue 38: accepting is one of three answers now; Reject and Customize stand beside it.
  'cookieNotice.dismiss': "Ok, don't show again",
  // The links are placeholders so a view can render them as anchors (see splitPlaceholders).
  'consent.text':
    'I accept the {termsLink} and agree to have my personal data processed according to the {privacyLink}',
  'consent.termsLink': 'Terms and Conditions',
  'consent.privacyLink': 'Privacy Policy',
  'cityAutocomplete.label': 'Select city',
  'cityAutocomplete.hint': 'Start typing',
  'scrollButton.up': 'Go up',
  'scrollButton.down': 'Go down',
  'callback.title': 'Callback requested',
  'callback.success': 'Callback request successful!',
  'confirmDialog.title': 'Please confirm your action',
  'map.showOnMap': 'Show on map',
  'photoPreview.morePhotos': { one: '+{count} more photo', other: '+{count} more photos' },
  // §2 meet page
  'meet.successTitle': 'Success',
  'meet.successText': 'The data has been successfully saved.',
  'meet.saveErrorTitle': 'Error while saving data',
  'meet.submit': 'Submit',
  // §8 error pages and messages
  'errorPage.notFound': 'Page not found',
  'errorPage.somethingWentWrong': 'Something went wrong',
  'errorPage.accessDenied': 'Access is denied',
  'errorPage.errorOccurred': 'An error occurred',
  'errorPage.tourDatesPassed':
    'All dates of this tour have passed. Other trips are waiting in the search.',
  'errorPage.findTours': 'Find other tours',
  'errorPage.defaultTitle': 'Error',
  'errorPage.defaultText': 'Please try again later',
  'routeValidation.notFound': 'Page Not Found',
  'errors.smsUnavailable': 'SMS sending is currently unavailable due to technical reasons...',
  'errors.microphoneDenied': 'The microphone access is denied...',
  // §9 strings
  'common.showMore': 'Show more',
  'common.next': 'Next',
  'common.previous': 'Previous',
  'common.readMore': 'Read more',
  'common.hide': 'Hide',
  'common.nothingFound': 'Nothing found',
  'common.loading': 'Loading...',
  'common.noData': 'No data to show',
  'common.selectDates': 'Select dates',
  'common.goBack': 'Go back',
  'common.apply': 'Apply',
  'common.open': 'Open',
  'common.close': 'Close',
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'phoneInput.searchCountryOrCode': 'Search country or code',
  'pagination.range': '{rangeFrom}–{rangeTo} of {total}',
  'pagination.loadMore': 'load more',
  'pagination.prev': 'prev',
  'pagination.next': 'next',
  // Counts the product shows next to tours, durations, reviews and bookings
  'count.tours': { one: '{count} tour', other: '{count} tours' },
  'count.days': { one: '{count} day', other: '{count} days' },
  'count.reviews': { one: '{count} review', other: '{count} reviews' },
  'count.tourists': { one: '{count} tourist', other: '{count} tourists' },
} as const satisfies MessageCatalogue

export type GlobalMessageKey = keyof typeof enUsGlobalMessages

/**
 * English alone, for the UI kit's default texts. The Russian text is a module of its own
 * (messages-ru.ts), which this one does not import, so a browser loads it only where it is shown.
 */
export const globalMessagesInEnglish: Catalogues = { 'en-US': enUsGlobalMessages }
