import type { OrganizerVerificationInfo, VerificationStates } from '@tourmarket/contracts'
import {
  isInternalVerificationCheck,
  isVerificationCheck,
  verificationCheck,
} from '@tourmarket/domain/enums'
import type { VerificationCheck } from '@tourmarket/domain/enums'
import { createTranslator } from '@tourmarket/domain/i18n'
import type { AreaMessages, Locale } from '@tourmarket/domain/i18n'

/** An organizer's stored §4 checks, as the organizers and the organizer profiles read them. */
export type OrganizerChecks = {
  readonly id: number
  readonly identityCheck: number
  readonly documentsCheck: number
  readonly internalCheck: number
}

/** Words for the §4 check states, which the domain's enum labels do not cover. */
const verificationMessages: AreaMessages = {
  'en-US': {
    'verification.0': 'Not performed',
    'verification.1': 'Verified',
    'verification.2': 'Failed',
    'verification.3': 'In progress',
  },
  ru: {
    'verification.0': 'Не проводилась',
    'verification.1': 'Пройдена',
    'verification.2': 'Не пройдена',
    'verification.3': 'В процессе',
  },
}

/**
 * A stored state outside §4's list (or an in-progress internal check, which §4 rules out) reads
 * as not performed: claiming a check that cannot be shown to have passed would mislead tourists.
 */
function checkState(value: number): VerificationCheck {
  return isVerificationCheck(value) ? value : verificationCheck.notPerformed
}

export function verificationStates(row: OrganizerChecks): VerificationStates {
  return {
    identity: checkState(row.identityCheck),
    documents: checkState(row.documentsCheck),
    internal: isInternalVerificationCheck(row.internalCheck)
      ? row.internalCheck
      : verificationCheck.notPerformed,
  }
}

export function organizerVerificationInfo(
  row: OrganizerChecks,
  language: Locale,
): OrganizerVerificationInfo {
  const translate = createTranslator(language, verificationMessages)
  const check = (state: VerificationCheck) => ({
    state,
    is_verified: state === verificationCheck.success,
    label: translate(`verification.${state}`),
  })
  const states = verificationStates(row)
  return {
    organizer_id: row.id,
    identity: check(states.identity),
    documents: check(states.documents),
    internal: check(states.internal),
  }
}
