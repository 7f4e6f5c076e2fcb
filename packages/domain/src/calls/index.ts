export {
  canCallOrganizers,
  canCallSupport,
  showsCallOrganizerOnOrganizerPage,
  showsCallOrganizerOnTourPage,
  showsCallSupportInChat,
} from './gating.ts'
export {
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MINUTES,
  formatPhoneCode,
  isPhoneCode,
  phoneCodeOf,
} from './phone-code.ts'
export { CALLBACK_NAME_MAX_LENGTH, callbackRequestRules } from './callback-request.ts'
