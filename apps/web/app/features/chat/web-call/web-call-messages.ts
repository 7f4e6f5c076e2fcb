import type { MessageCatalogue } from '@tourmarket/domain/i18n'

/** The web call's words (issue 20), English; Russian in web-call-messages-ru.ts. */
export const enUsWebCallMessages = {
  'webCall.call': 'Call',
  'webCall.callLabel': 'Call {name}',
  'webCall.region': 'Call',
  'webCall.preparing': 'Getting your microphone ready…',
  'webCall.outgoing': 'Calling {name}…',
  'webCall.outgoingHint': 'Ringing. They will hear you once they answer.',
  'webCall.incoming': 'Incoming call',
  'webCall.incomingFrom': '{name} is calling you',
  'webCall.accept': 'Accept',
  'webCall.decline': 'Decline',
  'webCall.cancel': 'Cancel',
  'webCall.connecting': 'Connecting…',
  'webCall.active': 'In call with {name}',
  'webCall.connected': 'Connected. You are on the call.',
  'webCall.duration': 'Call time {time}',
  'webCall.mute': 'Mute',
  'webCall.unmute': 'Unmute',
  'webCall.muted': 'Your microphone is muted',
  'webCall.hangUp': 'Hang up',
  'webCall.close': 'Close',
  'webCall.callAgain': 'Call again',
  'webCall.ended.self': 'Call ended',
  'webCall.ended.hangup': 'Call ended',
  'webCall.ended.missed': 'No answer',
  'webCall.ended.declined': 'Call declined',
  'webCall.ended.busy': 'They are in another call. Try again later.',
  'webCall.ended.answered_elsewhere': 'Answered on another device',
  'webCall.ended.unavailable': 'This call is no longer available',
  'webCall.ended.disabled': 'Calls are not available in this chat.',
  'webCall.ended.too_many':
    'You have placed many calls in a short time. Try again in a few minutes.',
  'webCall.ended.failed': 'The call could not be connected. Check your connection and try again.',
  // Under §8's own 'The microphone access is denied...' (errors.microphoneDenied): what to do.
  'webCall.microphoneHint':
    'Allow this site to use your microphone in the browser settings, then try again.',
} as const satisfies MessageCatalogue

export type WebCallMessageKey = keyof typeof enUsWebCallMessages
